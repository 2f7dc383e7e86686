import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toolRentals } from '../../src/server/db/schema';
import { httpGateway } from '../../src/server/sms/gateway';
import { createPostgresDatabase } from '../server/test-app';
import { startFakeSms } from '../server/fake-sms';
import { SHOWN_WITHIN_MS, PHONE, DESKTOP, launchBrowser, newPage, screenshot, startServer, type TestServer } from './harness';
import type { Browser } from 'playwright-core';

/**
 * Real accounts in Chromium against PostgreSQL without demo mode: sign-in with the code that
 * reached a fake SMS endpoint, locked codes, the hourly limit, sign-out, cross-site writes, what a
 * new customer cannot reach, and the offline queue of account A when A or B signs in next.
 */
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
let server: TestServer;
let browser: Browser;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let dropDatabase: () => Promise<void>;
let clock = Date.now();

beforeAll(async () => {
  sms = await startFakeSms();
  const pg = await createPostgresDatabase();
  dropDatabase = pg.drop;
  server = await startServer({ app: { databaseUrl: pg.url, demoMode: false, sms: httpGateway(sms.url, 'e2e-token'), signInCodesPerAddress: 1000 } });
  // Codes are timed by this clock, so a test can step past the 30 s between codes.
  server.app.signIn.now = () => new Date(clock);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await dropDatabase?.();
  await sms?.close();
});

const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Opens a screen and waits until the live app (not only its build-time render) has asked who is signed in. */
async function open(page: Page, path: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/session')), page.goto(`${server.url}${path}`)]);
}

/** Signs in through the screens: number, the code from the SMS endpoint, a name for a new account. */
async function signIn(page: Page, digits: string, name?: string): Promise<void> {
  clock += 31_000;
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').waitFor();
  // Typed digit by digit, as a person would (a pasted code is sent at once).
  await page.getByLabel('Code').pressSequentially(sms.lastCodeTo(`+91${digits.replace(/\D/g, '').slice(-10)}`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (name) {
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

const cookieOf = async (context: BrowserContext) => (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ');

describe('accounts outside demo mode', () => {
  it('refuses the persona call and signs a new number in with the code that reached the SMS endpoint', async () => {
    expect((await post('/api/session', { userId: 'admin-1' })).status).toBe(403);
    const page = await newPage(browser, PHONE);
    await open(page, '/customer-dashboard');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, '98111 22233', 'Kavya Iyer');
    await page.waitForURL(/\/customer-dashboard$/);
    await page.getByRole('heading', { name: /Welcome back, Kavya/ }).or(page.getByRole('heading', { name: 'Customer Dashboard' })).first().waitFor();
    expect(sms.sent.at(-1)).toMatchObject({ to: '+919811122233', authorization: 'Bearer e2e-token' });
    await page.getByRole('button', { name: /Account: Kavya Iyer/ }).click();
    await page.getByText('+91 98111 22233').waitFor();
    await page.close();
  });

  it('an empty city says so at the booking form; a submit without a slot brings the reason into view', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await open(page, '/book-service');
      // A new launch: the catalogue, no approved provider yet.
      const notice = page.getByTestId('no-provider-notice');
      await notice.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await notice.innerText()).toContain('No provider is taking bookings yet');
      expect(await page.getByRole('radiogroup', { name: 'Time slot' }).locator('button:not([disabled])').count()).toBe(0);
      await page.getByRole('combobox', { name: 'Car model' }).selectOption('Honda City');
      await page.getByRole('textbox', { name: 'Address' }).fill('12th Main, Indiranagar');
      await page.getByRole('button', { name: /^Basic Wash/ }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
      // Nothing seemed to happen before: now the reason is on screen and the section has the focus.
      const reason = page.locator('#slot-error');
      await reason.waitFor();
      await expect.poll(() => reason.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.closest('[data-form-section]')?.querySelector('h3')?.textContent)).toBe('Select Time Slot');
      await screenshot(page, 'accounts-empty-city-390');
    } finally {
      await page.close();
    }
  });

  it('locks a code after 5 wrong tries and refuses the sixth code in an hour with 429', async () => {
    const page = await newPage(browser, DESKTOP);
    await open(page, '/sign-in');
    clock += 31_000;
    await page.getByLabel('Mobile number').fill('9822233344');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    const right = sms.lastCodeTo('+919822233344');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Code').fill('');
      await page.getByLabel('Code').pressSequentially(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(i < 4 ? `${4 - i} ${4 - i === 1 ? 'try' : 'tries'} left` : /last try/).waitFor();
    }
    await page.getByLabel('Code').fill('');
    await page.getByLabel('Code').pressSequentially(right);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That code is not valid any more. Ask for a new code.').waitFor();
    await page.close();

    // Codes 2–5 of the hour go; the sixth is refused.
    for (let i = 2; i <= 5; i++) {
      clock += 31_000;
      expect((await post('/api/auth/otp', { phone: '9822233344' })).status).toBe(202);
    }
    clock += 31_000;
    const sixth = await post('/api/auth/otp', { phone: '9822233344' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signing out makes the old cookie useless; a cross-site write is 403; a new customer reaches no operator or provider call', async () => {
    const page = await newPage(browser, DESKTOP);
    await open(page, '/sign-in');
    await signIn(page, '9833344455', 'Ravi Shankar');
    await page.waitForURL(`${server.url}/`);
    const old = await cookieOf(page.context());
    const me = (await (await api('/api/session', { headers: { cookie: old } })).json()) as { user: { id: string } };

    for (const path of ['/api/users', '/api/bookings', '/api/bookings/pending', '/api/admin/pricing/history']) {
      const res = await api(path, { headers: { cookie: old } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
    }
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'This page is for the operations team' }).waitFor();
    expect((await post('/api/users', {}, { cookie: old })).status).toBeGreaterThanOrEqual(400);

    const crossSite = await post('/api/account', { name: 'Evil' }, { cookie: old, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const fromPage = await page.evaluate(async () => (await fetch('/api/account', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"name":"Ravi S"}' })).status);
    expect(fromPage).toBe(200);

    await page.getByRole('button', { name: /Account:/ }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in\?next=/);
    expect((await api(`/api/bookings/customer/${me.user.id}`, { headers: { cookie: old } })).status).toBe(401);
    await page.close();
  });
});

describe('the offline queue belongs to the account that made it', () => {
  const card = (page: Page, name: string) => page.getByTestId('tool-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const rentalsOf = async (userId: string) => (await server.app.db.select().from(toolRentals).where(eq(toolRentals.customerId, userId))).length;
  const idOf = async (page: Page) =>
    ((await (await api('/api/session', { headers: { cookie: await cookieOf(page.context()) } })).json()) as { user: { id: string } | null }).user?.id;

  it('a change A queued waits while A is signed out, is neither shown to nor sent as B, and is sent once when A is back', async (ctx) => {
    const page = await newPage(browser, DESKTOP);
    ctx.onTestFailed(async () => void (await page.screenshot({ path: '/tmp/accounts-shots/ab-failed.png' }).catch(() => undefined)));
    await open(page, '/sign-in');
    await signIn(page, '9844455566', 'Asha A');
    await page.waitForURL(`${server.url}/`);
    const a = (await idOf(page))!;
    await open(page, '/tool-rental');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await card(page, 'Pressure Washer').waitFor();

    await page.context().setOffline(true);
    await card(page, 'Pressure Washer').getByRole('button', { name: 'Rent Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Confirm Rental/ }).click();
    await card(page, 'Pressure Washer').getByText('Waiting to sync').waitFor();

    // A's session ends (expiry, or signed out elsewhere) before the signal returns.
    await server.app.sessions.endAll(a);
    await page.context().setOffline(false);
    await open(page, '/sign-in');
    await page.getByText('Sign in to send 1 change made on this device').waitFor();
    expect(await rentalsOf(a)).toBe(0);

    // B signs in on the same device: asked first, then sees nothing of A's.
    clock += 31_000;
    await page.getByLabel('Mobile number').fill('9855566677');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    await page.getByLabel('Code').pressSequentially(sms.lastCodeTo('+919855566677'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Another account has 1 unsent change on this device.').waitFor();
    await page.getByRole('button', { name: /^Continue as/ }).click();
    await page.getByLabel('Your name').fill('Bala B');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/`);
    const b = (await idOf(page))!;
    await open(page, '/tool-rental');
    await card(page, 'Pressure Washer').getByRole('button', { name: 'Rent Now' }).waitFor();
    expect(await card(page, 'Pressure Washer').getByText('Waiting to sync').count()).toBe(0);
    await page.waitForTimeout(1500);
    expect([await rentalsOf(a), await rentalsOf(b)]).toEqual([0, 0]);

    // B signs out; A signs in again and the change is sent, once.
    await page.getByRole('button', { name: /Account:/ }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in\?next=%2Ftool-rental$/);
    await signIn(page, '9844455566');
    // Signing in again returns to the page signed out from.
    await page.waitForURL(`${server.url}/tool-rental`);
    await expect.poll(() => rentalsOf(a), { timeout: SHOWN_WITHIN_MS }).toBe(1);
    await open(page, '/tool-rental');
    await card(page, 'Pressure Washer').getByText('You have this tool').waitFor();
    await page.waitForTimeout(1000);
    expect([await rentalsOf(a), await rentalsOf(b)]).toEqual([1, 0]);
    await page.close();
  });
});
