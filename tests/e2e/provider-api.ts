import { ID_PHOTO_FORM_FIELDS } from '../../src/shared/schemas/onboarding';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { PHOTO_FORM_FIELDS, type PhotoType } from '../../src/shared/schemas/booking';
import { SHOWN_WITHIN_MS, screenshot, withServerAndBrowser, type TestServer } from './harness';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';

/**
 * Calls the API as one demo persona (its own session cookie), the way another device or the
 * other side of the marketplace would, for arranging and checking the browser journeys.
 */
export class PersonaApi {
  private cookie = '';

  private constructor(
    private readonly baseUrl: string,
    readonly userId: string,
  ) {}

  static async as(baseUrl: string, userId: string): Promise<PersonaApi> {
    const api = new PersonaApi(baseUrl, userId);
    const res = await fetch(`${baseUrl}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId }),
    });
    if (!res.ok) throw new Error(`Could not act as ${userId}: ${res.status} ${await res.text()}`);
    api.cookie = (res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    return api;
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { Cookie: this.cookie, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** The HTTP status of a GET (for answers that are not JSON, such as photos). */
  async statusOf(path: string): Promise<number> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { Cookie: this.cookie } });
    await res.arrayBuffer();
    return res.status;
  }

  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    return this.settled(method, path, await this.call<T>(method, path, body));
  }

  /** Uploads the photo of one side of the provider's identity document, as the app does. */
  async uploadIdentityPhoto<T = unknown>(side: 'front' | 'back', bytes: Buffer, mime = 'image/png'): Promise<T> {
    const form = new FormData();
    form.append(ID_PHOTO_FORM_FIELDS.side, side);
    form.append(ID_PHOTO_FORM_FIELDS.photo, new Blob([new Uint8Array(bytes)], { type: mime }), `${side}.${mime.split('/')[1]}`);
    const path = `/api/provider/${encodeURIComponent(this.userId)}/identity-photos`;
    return this.postForm<T>(path, form);
  }

  /** POSTs a multipart form as the app does, with a fresh Idempotency-Key. */
  private async postForm<T>(path: string, form: FormData): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { Cookie: this.cookie, Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: form,
    });
    const text = await res.text();
    return this.settled('POST', path, { status: res.status, body: (text ? JSON.parse(text) : null) as T });
  }

  /** Uploads photos (data URLs) to a booking as the app does: a multipart form. */
  async uploadPhotos<T = unknown>(bookingId: string, type: PhotoType, dataUrls: readonly string[]): Promise<T> {
    const form = new FormData();
    form.append(PHOTO_FORM_FIELDS.type, type);
    dataUrls.forEach((dataUrl, i) => {
      const [meta, base64] = dataUrl.split(',');
      const mime = /^data:([^;]+)/.exec(meta)![1];
      form.append(PHOTO_FORM_FIELDS.photos, new Blob([Buffer.from(base64, 'base64')], { type: mime }), `photo-${i + 1}.${mime.split('/')[1]}`);
    });
    const path = `/api/bookings/${encodeURIComponent(bookingId)}/photos`;
    return this.postForm<T>(path, form);
  }

  private settled<T>(method: string, path: string, answer: { status: number; body: T }): T {
    if (answer.status >= 300) throw new Error(`${method} ${path} as ${this.userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

/**
 * Next date (IST) whose weekday is `dayOfWeek`, 1 to 6 days ahead (bookings are taken for today and
 * the next 6 days), at `hour`:00 +05:30. When today has that weekday, a week ahead is out of reach,
 * so it is tomorrow.
 */
export function slotOn(dayOfWeek: number, hour: number, now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  let add = (dayOfWeek - ist.getUTCDay() + 7) % 7;
  if (add === 0) add = 1;
  const d = new Date(ist.getTime() + add * 86_400_000);
  const ymd = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${ymd}T${String(hour).padStart(2, '0')}:00:00+05:30`;
}

/**
 * Lets providers start jobs any time before their slot (the admin setting earlyStartMinutes at
 * its most): journeys book days ahead, the only slots sure to exist whenever they run, and then
 * work the job at once. The start window itself is tested in field-jobs.e2e.ts.
 */
export async function allowEarlyStarts(baseUrl: string): Promise<void> {
  const admin = await PersonaApi.as(baseUrl, 'admin-1');
  await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES });
}

/** A customer books a basic wash (pending) and returns its id. */
export async function createBooking(customer: PersonaApi, location: string, scheduledTime = slotOn(3, 11)): Promise<string> {
  const booking = await customer.ok<{ id: string }>('POST', '/api/bookings', {
    customerId: customer.userId,
    serviceIds: ['svc-basic-wash'],
    addOnIds: [],
    vehicleType: 'car',
    vehicleModel: 'Maruti Swift',
    vehicleCategory: 'hatchback',
    location,
    scheduledTime,
  });
  return booking.id;
}

/** Opens a page as a persona through the app's own "Continue as" prompt. */
export async function openAs(page: Page, url: string, personaName: string): Promise<void> {
  await page.goto(url);
  const button = page.getByRole('button', { name: `Continue as ${personaName}` });
  try {
    await button.waitFor({ timeout: SHOWN_WITHIN_MS });
  } catch (error) {
    await screenshot(page, `failed-open-as-${personaName.replace(/\W+/g, '-')}`);
    throw error;
  }
  await button.click();
  await button.waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
}

/**
 * Opens a page already acting as `userId`: the session is set through the context's own cookie
 * jar (as the header's persona switch would), so the page's gate lets it straight in.
 */
export async function openAsUser(page: Page, baseUrl: string, path: string, userId: string): Promise<void> {
  const res = await page.context().request.post(`${baseUrl}/api/session`, { data: { userId } });
  if (!res.ok()) throw new Error(`Could not act as ${userId}: ${res.status()}`);
  await page.goto(baseUrl + path);
}

/** Waits for the toast with this title; returns its whole text. */
export async function toastText(page: Page, title: string | RegExp, timeout = 15_000): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  try {
    await toast.waitFor({ timeout });
  } catch (error) {
    // Say what was on screen instead: another toast, or a form's messages, tells why.
    const shown = await page.getByTestId('toast').allInnerTexts().catch(() => []);
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
    // A submit button still saying "Saving…" means the write never settled; one back at rest, that it settled untold.
    const submits = await page.locator('button[type=submit]').allInnerTexts().catch(() => []);
    throw new Error(
      `No toast "${String(title)}" within ${timeout} ms; toasts shown: ${JSON.stringify(shown)}; alerts: ${JSON.stringify(alerts)}; submit buttons: ${JSON.stringify(submits)}`,
      { cause: error },
    );
  }
  return toast.innerText();
}

/** The start code of a confirmed booking, as its customer sees it (ADR 023). */
export async function startCodeOf(customer: PersonaApi, bookingId: string): Promise<{ code: string }> {
  const booking = await customer.ok<{ startCode: string | null }>('GET', `/api/bookings/${encodeURIComponent(bookingId)}`);
  if (!booking.startCode) throw new Error(`Booking ${bookingId} has no start code for ${customer.userId}`);
  return { code: booking.startCode };
}

/** Taps Start Job on a job card and enters the customer's code in the dialog it opens. */
export async function startInDialog(page: Page, card: Locator, code: string): Promise<void> {
  await card.getByRole('button', { name: 'Start Job' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Start code').fill(code);
  await dialog.getByRole('button', { name: 'Start Job' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The server and browser of a file of journeys (started before its tests, closed after), with
 * early starts allowed so a job booked for a later slot can start now. Read them inside tests.
 * `worker: false`: pages without the service worker (launchBrowser).
 */
export function journeyEnvironment(options: { worker?: boolean } = {}): { server: TestServer; browser: Browser } {
  const env = {} as { server: TestServer; browser: Browser };
  withServerAndBrowser(
    (server, browser) => {
      env.server = server;
      env.browser = browser;
    },
    options,
  );
  beforeAll(() => allowEarlyStarts(env.server.url));
  return env;
}
