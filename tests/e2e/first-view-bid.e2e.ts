import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { Bid } from '../../src/shared/schemas/bid';
import { SHOWN_WITHIN_MS, PHONE, holdRequests, newPage, screenshot, waitForLive, withServerAndBrowser, type TestServer, waitForAppScreen } from './harness';
import { PersonaApi, createBooking } from './provider-api';

let server: TestServer;
let browser: Browser;
let customer: PersonaApi;

withServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

beforeAll(async () => {
  customer = await PersonaApi.as(server.url, 'customer-1');
});

/** The app's entry (the boot script's data-entry) held back until `release` is called: only the first view and its bid form run. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  return { release: await holdRequests(page, /\/assets\/index-[^/]+\.js$/) };
}

const bidPosts = (page: Page): Request[] => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bids') posts.push(request);
  });
  return posts;
};

async function providerBids(bookingId: string): Promise<Bid[]> {
  const bids = await customer.ok<Bid[]>('GET', `/api/bids/booking/${bookingId}`);
  return bids.filter((b) => b.providerId === 'provider-1');
}

// ADR 111: the first view's Place Bid works before the app's code has arrived.
describe('a bid from the provider dashboard’s first view', () => {
  it('is offered by a small file the page names only with a first view in it', async () => {
    const script = /<script type="module" crossorigin src="\/assets\/first-bid-[\w-]+\.js"><\/script>/g;
    const visitor = await (await fetch(`${server.url}/provider-dashboard`)).text();
    expect(visitor.match(script)).toBeNull();
    const page = await newPage(browser, PHONE);
    try {
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      const provider = await (await page.context().request.get(`${server.url}/provider-dashboard`)).text();
      expect(provider).toContain('data-first-view-of="provider-1"');
      expect(provider.match(script)).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('is placed with the app held back, once, and the app then shows it', async () => {
    const location = `First bid lane, Koramangala ${Date.now()}`;
    const bookingId = await createBooking(customer, location);
    const page = await newPage(browser, PHONE);
    try {
      const app = await holdTheApp(page);
      const posts = bidPosts(page);
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      await page.goto(`${server.url}/provider-dashboard`);
      const card = page.locator('[data-first-view] [data-testid="available-job"]').filter({ hasText: location });
      // The view is no longer inert once Place Bid works; its other controls stay disabled.
      await page.locator('[data-first-view] > [data-first-view-of]:not([inert])').waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
      expect(await page.locator('[data-first-view] [role="tab"]:not([disabled])').count()).toBe(0);
      await card.getByRole('button', { name: 'Place Bid' }).click({ timeout: SHOWN_WITHIN_MS });
      const dialog = page.getByRole('dialog', { name: 'Place a bid' });
      await dialog.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await dialog.innerText()).toContain(location);
      // The app's rules and words: nothing typed is refused as the app's form refuses it.
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      expect(await dialog.getByText('Bid amount is required').isVisible()).toBe(true);
      expect(await dialog.getByText('Duration is required').isVisible()).toBe(true);
      await dialog.getByLabel('Bid amount (₹)').fill('200001');
      await dialog.getByLabel('Estimated duration (minutes)').fill('1.5');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      expect(await dialog.getByText('Bid amount must be at most ₹1,00,000').isVisible()).toBe(true);
      expect(await dialog.getByText('Duration must be whole minutes').isVisible()).toBe(true);
      expect(posts).toHaveLength(0);
      await screenshot(page, 'first-view-bid-refused-390', { fullPage: false });

      await dialog.getByLabel('Bid amount (₹)').fill('455');
      await dialog.getByLabel('Estimated duration (minutes)').fill('50');
      await dialog.getByLabel('Message (optional)').fill('  From the first view  ');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: SHOWN_WITHIN_MS });
      expect(posts).toHaveLength(1);
      expect(posts[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(posts[0]!.postDataJSON()).toEqual({
        bookingId,
        providerId: 'provider-1',
        bidAmount: '455.00',
        estimatedDuration: 50,
        message: 'From the first view',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      });
      const bids = await providerBids(bookingId);
      expect(bids.map((b) => [b.bidAmount, b.estimatedDuration, b.message])).toEqual([['455.00', 50, 'From the first view']]);
      expect(await page.evaluate(() => localStorage.getItem('gaadicare.held-bids'))).toBeNull();
      // All of it before the app: the first view is still the server's.
      expect(await page.locator('[data-first-view] > [data-first-view-of]').count()).toBe(1);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'first-view-bid-placed-390', { fullPage: false });

      // The app arrives, pulls the bid and shows it on its own card; nothing is sent again.
      app.release();
      await waitForLive(page);
      const own = page.getByTestId('available-job').filter({ hasText: location }).filter({ hasNot: page.locator('[data-first-bid-note]') });
      await own.getByText('Your bid:').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await own.innerText()).toContain('₹455');
      await own.getByRole('button', { name: 'Revise Bid' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(posts).toHaveLength(1);
      expect(await providerBids(bookingId)).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('is handed to the app when its send fails, and lands once under the same Idempotency-Key', async () => {
    const location = `Handover lane, Koramangala ${Date.now()}`;
    const bookingId = await createBooking(customer, location);
    const page = await newPage(browser, PHONE);
    try {
      const app = await holdTheApp(page);
      const posts = bidPosts(page);
      // The first view's send is lost on the way (as offline); the app's goes through.
      let aborted = 0;
      await page.route('**/api/bids', async (route) => {
        if (route.request().method() === 'POST' && aborted === 0) {
          aborted += 1;
          return route.abort('internetdisconnected');
        }
        return route.fallback();
      });
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      await page.goto(`${server.url}/provider-dashboard`);
      const card = page.locator('[data-first-view] [data-testid="available-job"]').filter({ hasText: location });
      await card.getByRole('button', { name: 'Place Bid' }).click({ timeout: SHOWN_WITHIN_MS });
      const dialog = page.getByRole('dialog', { name: 'Place a bid' });
      await dialog.getByLabel('Bid amount (₹)').fill('512.50');
      await dialog.getByLabel('Estimated duration (minutes)').fill('45');
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: SHOWN_WITHIN_MS });
      expect(aborted).toBe(1);
      await card.getByText('(waiting to sync)').waitFor({ timeout: SHOWN_WITHIN_MS });
      const held = await page.evaluate(() => JSON.parse(localStorage.getItem('gaadicare.held-bids') ?? '[]') as { key: string }[]);
      expect(held).toHaveLength(1);
      expect(await providerBids(bookingId)).toHaveLength(0);

      app.release();
      await waitForLive(page);
      const own = page.getByTestId('available-job').filter({ hasText: location }).filter({ hasNot: page.locator('[data-first-bid-note]') });
      await own.getByText('Your bid:').waitFor({ timeout: SHOWN_WITHIN_MS });
      await expect.poll(() => providerBids(bookingId).then((bids) => bids.length), { timeout: SHOWN_WITHIN_MS }).toBe(1);
      const [bid] = await providerBids(bookingId);
      expect([bid!.bidAmount, bid!.estimatedDuration, bid!.message]).toEqual(['512.50', 45, null]);
      // Sent twice (lost, then by the app), both under the key the first view chose.
      expect(posts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(posts.map((p) => p.headers()['idempotency-key'])).size).toBe(1);
      expect(posts[0]!.headers()['idempotency-key']).toBe(held[0]!.key);
      expect(await page.evaluate(() => localStorage.getItem('gaadicare.held-bids'))).toBeNull();
      await expect.poll(() => own.innerText(), { timeout: SHOWN_WITHIN_MS }).not.toContain('waiting to sync');
      expect(await providerBids(bookingId)).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('keeps what was typed when the app arrives meanwhile; sent offline, it is queued by the app and lands once', async () => {
    const location = `Offline lane, Koramangala ${Date.now()}`;
    const bookingId = await createBooking(customer, location);
    const page = await newPage(browser, PHONE);
    try {
      const app = await holdTheApp(page);
      const keys: string[] = [];
      page.context().on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bids') keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      await page.goto(`${server.url}/provider-dashboard`);
      const card = page.locator('[data-first-view] [data-testid="available-job"]').filter({ hasText: location });
      await card.getByRole('button', { name: 'Place Bid' }).click({ timeout: SHOWN_WITHIN_MS });
      const dialog = page.getByRole('dialog', { name: 'Place a bid' });
      await dialog.getByLabel('Bid amount (₹)').fill('610');
      await dialog.getByLabel('Estimated duration (minutes)').fill('40');

      // The app arrives and replaces the view; the small dialog stays open with what was typed.
      app.release();
      await waitForLive(page);
      await waitForAppScreen(page);
      expect(await dialog.getByLabel('Bid amount (₹)').inputValue()).toBe('610');
      expect(await dialog.getByLabel('Estimated duration (minutes)').inputValue()).toBe('40');

      await page.context().setOffline(true);
      await dialog.getByRole('button', { name: 'Submit Bid' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: SHOWN_WITHIN_MS });
      // Handed to the running app, which shows it as waiting and keeps it.
      const own = page.getByTestId('available-job').filter({ hasText: location });
      await own.getByText('(waiting to sync)').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.evaluate(() => localStorage.getItem('gaadicare.held-bids'))).toBeNull();
      expect(await providerBids(bookingId)).toHaveLength(0);

      await page.context().setOffline(false);
      await expect.poll(() => providerBids(bookingId).then((bids) => bids.length), { timeout: SHOWN_WITHIN_MS }).toBe(1);
      await expect.poll(() => own.innerText(), { timeout: SHOWN_WITHIN_MS }).not.toContain('waiting to sync');
      const [bid] = await providerBids(bookingId);
      expect([bid!.bidAmount, bid!.estimatedDuration]).toEqual(['610.00', 40]);
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(new Set(keys.filter(Boolean)).size).toBe(1);
      expect(await providerBids(bookingId)).toHaveLength(1);
    } finally {
      await page.close();
    }
  });
});
