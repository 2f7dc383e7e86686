import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, notifications } from '../../src/server/db/schema';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms } from '../server/fake-sms';
import { englishLeft } from './english-left';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, launchBrowser, screenshot, startServer, waitForLive, type TestServer } from './harness';
import { PersonaApi, createBooking, openAsUser } from './provider-api';

/**
 * The inbox in Chromium through the real service worker, at the phone's width: a provider's bid
 * raises a notification, a push makes the customer's bell pull it at once, the inbox and its
 * badge open offline, "Mark all as read" made offline is applied once when the signal is back,
 * and the notification settings are saved and read back; in English and in Kannada.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WORDS = {
  en: { bell: 'Notifications', unread: (n: number) => `Notifications, ${n} unread`, newBid: 'New bid on your booking', markAll: 'Mark all as read', newBidSetting: 'A new bid on my booking', save: 'Save settings', from: 'From', empty: 'No notifications yet' },
  kn: { bell: 'ಅಧಿಸೂಚನೆಗಳು', unread: (n: number) => `ಅಧಿಸೂಚನೆಗಳು, ${n} ಓದದಿರುವವು`, newBid: 'ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗೆ ಹೊಸ ಬಿಡ್', markAll: 'ಎಲ್ಲವನ್ನೂ ಓದಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ', newBidSetting: 'ನನ್ನ ಬುಕಿಂಗ್‌ಗೆ ಹೊಸ ಬಿಡ್', save: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳನ್ನು ಉಳಿಸಿ', from: 'ಇಂದ', empty: 'ಇನ್ನೂ ಯಾವುದೇ ಅಧಿಸೂಚನೆಗಳಿಲ್ಲ' },
} as const;

/** Delivers a push to the page's service worker as a push service would (headless Chromium has none). */
async function deliverPush(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message = { web_push: 8030, notification: { title: 'New bid on your booking', body: 'Basic Wash', navigate: `${server.url}/customer-dashboard`, lang: 'en' } };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrationId, data: JSON.stringify(message) });
}

const bell = (page: Page) => page.getByTestId('notification-bell');

describe.each(['en', 'kn'] as const)('the inbox in %s', (lang) => {
  const words = WORDS[lang];
  const customerId = lang === 'en' ? 'customer-1' : 'customer-2';

  it('a bid rings the bell at once on a push; the inbox opens offline; marked read offline, applied once online', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: lang === 'en' ? 'en-IN' : 'kn-IN', timezoneId: 'Asia/Kolkata' });
    await context.grantPermissions(['notifications'], { origin: server.url });
    const page = await context.newPage();
    try {
      // A retried test starts from an empty inbox too.
      await server.app.db.delete(notifications).where(eq(notifications.accountId, customerId));
      await openAsUser(page, server.url, '/notifications', customerId);
      await waitForLive(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('heading', { name: words.empty }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(words.bell);
      await screenshot(page, `inbox-empty-${lang}-390`);

      // A provider bids on the customer's booking: the server writes the entry and pushes.
      const customer = await PersonaApi.as(server.url, customerId);
      const provider = await PersonaApi.as(server.url, 'provider-1');
      const bookingId = await createBooking(customer, 'Indiranagar, Bangalore');
      await provider.ok('POST', '/api/bids', { bookingId, providerId: 'provider-1', bidAmount: '450.00', estimatedDuration: 60 });
      await deliverPush(context, page);
      // The push makes the page pull at once, well before the bell's 30 s poll.
      await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 20_000 }).toBe(words.unread(1));
      await page.getByTestId('inbox-entry').filter({ hasText: words.newBid }).waitFor();
      expect(await page.getByTestId('inbox-entry').first().getAttribute('data-unread')).toBe('true');
      await screenshot(page, `inbox-unread-${lang}-390`);
      if (lang === 'kn') expect(await englishLeft(page, 'body', ['Basic Wash', 'Arjun Rao'])).toEqual([]);

      // Offline: the screen and its badge come from the device.
      await context.setOffline(true);
      await page.reload();
      await waitForLive(page);
      await page.getByTestId('inbox-entry').filter({ hasText: words.newBid }).waitFor();
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(words.unread(1));

      // Marked read offline: shown at once, kept for later.
      await page.getByRole('button', { name: words.markAll }).click();
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(words.bell);
      expect(await page.getByTestId('inbox-entry').first().getAttribute('data-unread')).toBeNull();
      const [entry] = await server.app.db.select().from(notifications).where(eq(notifications.accountId, customerId));
      expect(entry?.readAt).toBeNull();
      await screenshot(page, `inbox-read-offline-${lang}-390`);

      // Back online the worker sends it: read on the server, once.
      await context.setOffline(false);
      // Chromium's offline emulation fires no 'online' event in a page that was loaded offline:
      // once the worker reaches the server again, the page is told as the browser would tell it.
      const worker = context.serviceWorkers()[0]!;
      await expect.poll(() => worker.evaluate(() => fetch('/api/session').then((r) => r.status, () => 0)), { timeout: SHOWN_WITHIN_MS }).toBe(200);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(async () => (await server.app.db.select().from(notifications).where(eq(notifications.id, entry!.id)))[0]?.readAt ?? null, { timeout: SHOWN_WITHIN_MS })
        .not.toBeNull();
      await expect.poll(() => page.getByTestId('sync-status').count(), { timeout: SHOWN_WITHIN_MS }).toBe(0);
      const replays = await server.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.actorId, customerId), eq(idempotencyKeys.path, '/api/notifications/read')));
      expect(replays).toHaveLength(1);
      await page.reload();
      await waitForLive(page);
      await page.getByTestId('inbox-entry').first().waitFor();
      await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(words.bell);
      // The entry opens the screen its event names.
      await page.getByTestId('inbox-entry').first().click();
      await page.waitForURL(/\/customer-dashboard$/);
    } finally {
      await context.close();
    }
  });

  it('saves the notification settings and reads them back', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: lang === 'en' ? 'en-IN' : 'kn-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    try {
      await openAsUser(page, server.url, '/notification-settings', customerId);
      await waitForLive(page);
      const newBid = page.getByRole('switch', { name: words.newBidSetting });
      await newBid.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await newBid.getAttribute('aria-checked')).toBe('true');
      expect(await page.getByLabel(words.from).inputValue()).toBe('22:00');
      await newBid.click();
      await page.getByLabel(words.from).fill('23:30');
      await page.getByRole('button', { name: words.save }).click();
      const customer = await PersonaApi.as(server.url, customerId);
      await expect
        .poll(() => customer.ok<{ events: Record<string, boolean>; quietHours: unknown }>('GET', '/api/notification-preferences'), { timeout: SHOWN_WITHIN_MS })
        .toMatchObject({ events: { newBid: false, slotSoon: true }, quietHours: { start: '23:30', end: '07:00' } });
      await screenshot(page, `notification-settings-${lang}-390`);
      if (lang === 'kn') expect(await englishLeft(page, 'body', ['Arjun Rao'])).toEqual([]);

      await page.reload();
      await waitForLive(page);
      await page.getByRole('switch', { name: words.newBidSetting }).waitFor();
      expect(await page.getByRole('switch', { name: words.newBidSetting }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByLabel(words.from).inputValue()).toBe('23:30');
    } finally {
      await context.close();
    }
  });
});

/**
 * Outside demo mode: a customer signs in with their phone, a seeded provider (signed in with the
 * code sent to their number) bids, and the customer's bell and inbox show it; the settings are
 * reached from the account menu, saved and read back, at the desktop width.
 */
describe('the inbox outside demo mode', () => {
  let real: TestServer;
  let sms: Awaited<ReturnType<typeof startFakeSms>>;
  let clock = Date.now();
  beforeAll(async () => {
    sms = await startFakeSms();
    real = await startServer({ app: { demoMode: false, seed: 'demo', sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
    real.app.signIn.now = () => new Date(clock);
  });
  afterAll(async () => {
    await real?.close();
    await sms?.close();
  });

  /** Signs a number in through the API, as the provider's own phone would: returns its cookie. */
  async function signInByApi(phone: string): Promise<string> {
    clock += 31_000;
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${real.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    expect((await post('/api/auth/otp', { phone })).status).toBe(202);
    const verified = await post('/api/auth/verify', { phone, code: sms.lastCodeTo(`+91${phone}`) });
    expect(verified.status).toBe(200);
    return verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  it('a seeded provider bids: the signed-in customer sees it; settings from the account menu are saved', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    try {
      await page.goto(`${real.url}/sign-in?next=%2Fnotifications`);
      await waitForLive(page);
      clock += 31_000;
      await page.getByLabel('Mobile number').fill('98111 44455');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').pressSequentially(sms.lastCodeTo('+919811144455'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Your name').fill('Meera Rao');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/notifications$/);
      await page.getByRole('heading', { name: 'No notifications yet' }).waitFor({ timeout: SHOWN_WITHIN_MS });

      const session = (await (await context.request.get(`${real.url}/api/session`)).json()) as { user: { id: string } };
      const booked = await context.request.post(`${real.url}/api/bookings`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { customerId: session.user.id, serviceIds: ['svc-basic-wash'], addOnIds: [], vehicleType: 'car', vehicleModel: 'Maruti Swift', vehicleCategory: 'hatchback', location: 'Indiranagar, Bangalore', scheduledTime: slotTomorrow() },
      });
      expect(booked.status()).toBe(201);
      const bookingId = ((await booked.json()) as { id: string }).id;
      const provider = await signInByApi('9000000003');
      const bid = await fetch(`${real.url}/api/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: provider, 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ bookingId, providerId: 'provider-1', bidAmount: '450.00', estimatedDuration: 60 }),
      });
      expect(bid.status).toBe(201);

      await page.reload();
      await waitForLive(page);
      await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: SHOWN_WITHIN_MS }).toBe('Notifications, 1 unread');
      await page.getByTestId('inbox-entry').filter({ hasText: 'New bid on your booking' }).waitFor();
      await screenshot(page, 'inbox-real-1280');

      await page.getByRole('button', { name: /Account: Meera Rao/ }).click();
      await screenshot(page, 'account-menu-real-1280');
      await page.getByRole('link', { name: 'Notification settings' }).first().click();
      await page.waitForURL(/\/notification-settings$/);
      const jobStarted = page.getByRole('switch', { name: 'My service has started' });
      await jobStarted.waitFor({ timeout: SHOWN_WITHIN_MS });
      await jobStarted.click();
      await page.getByRole('switch', { name: 'Quiet hours' }).click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Notification settings saved').waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'notification-settings-real-1280');
      await page.reload();
      await waitForLive(page);
      await page.getByRole('switch', { name: 'My service has started' }).waitFor();
      expect(await page.getByRole('switch', { name: 'My service has started' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('switch', { name: 'Quiet hours' }).getAttribute('aria-checked')).toBe('false');
      const saved = (await (await context.request.get(`${real.url}/api/notification-preferences`)).json()) as unknown;
      expect(saved).toMatchObject({ events: { jobStarted: false, newBid: true }, quietHours: null });
    } finally {
      await context.close();
    }
  });
});

/** Tomorrow 11:00 in Bangalore: inside every seeded provider's hours. */
function slotTomorrow(): string {
  const ist = new Date(Date.now() + 330 * 60_000 + 86_400_000);
  return `${ist.toISOString().slice(0, 10)}T11:00:00+05:30`;
}
