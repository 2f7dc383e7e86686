import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, holdRequests, newPage, screenshot, withServerAndBrowser, type TestServer, waitForAppScreen } from './harness';
import { PersonaApi, createBooking } from './provider-api';

let server: TestServer;
let browser: Browser;
let customer: PersonaApi;

// The full browser: the alerts offer shows only where notifications can be allowed.
withServerAndBrowser(
  (s, b) => {
    server = s;
    browser = b;
  },
  { push: true },
);

beforeAll(async () => {
  customer = await PersonaApi.as(server.url, 'customer-1');
});

// ADR 049: a signed-in provider's dashboard page carries their open jobs, rendered by the server.
describe('the provider dashboard’s first view', () => {
  it.each([PHONE, DESKTOP])('shows the open jobs before any code runs ($width px)', async (viewport) => {
    const location = `First view lane ${viewport.width}, HSR Layout`;
    await createBooking(customer, location);
    const page = await newPage(browser, viewport);
    try {
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      // No script at all: what shows is the page as the server sent it.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${server.url}/provider-dashboard`);
      const card = page.locator('[data-first-view] [data-testid="available-job"]').filter({ hasText: location });
      await card.waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
      expect(await card.getByRole('heading', { includeHidden: true }).innerText()).toBe('Basic Wash');
      expect(await page.getByText('Welcome back, Ravi Kumar.').isVisible()).toBe(true);
      // The page's loading state is hidden behind the view.
      expect(await page.getByText('Loading', { exact: true }).isVisible()).toBe(false);
      await screenshot(page, `first-view-before-code-${viewport.width}`);
    } finally {
      await page.close();
    }
  });

  it('keeps what is below its actions in place as the app takes over, the alerts offer included (390 px)', async () => {
    await createBooking(customer, 'Steady row lane, Jayanagar');
    const page = await newPage(browser, PHONE);
    try {
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      await page.goto(`${server.url}/provider-dashboard`);
      const onboarding = page.getByRole('link', { name: 'Onboarding & Training' });
      const place = async () => (await onboarding.boundingBox())!;
      await onboarding.waitFor();
      const before = await place();
      release();
      await waitForAppScreen(page);
      // The app's offer of job alerts shows where the first view kept its room.
      await page.getByRole('button', { name: 'Get job alerts' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await place()).toEqual(before);
    } finally {
      await page.close();
    }
  });

  it.each([PHONE, DESKTOP])('is taken over in place by the app, with no hydration error and the job usable ($width px)', async (viewport) => {
    const location = `Takeover street ${viewport.width}, Koramangala`;
    await createBooking(customer, location);
    const page = await newPage(browser, viewport);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // Watches the job's card from the first paint: once shown, it must never leave the page,
      // nor be in it twice (a copy kept hidden beside another).
      await page.addInitScript((text: string) => {
        const w = window as unknown as { cardSeen?: boolean; cardGone?: boolean; cardTwice?: boolean };
        const copies = () => [...document.querySelectorAll('[data-testid="available-job"]')].filter((el) => el.textContent?.includes(text)).length;
        new MutationObserver(() => {
          const n = copies();
          if (n > 1) w.cardTwice = true;
          if (n > 0) w.cardSeen = true;
          else if (w.cardSeen) w.cardGone = true;
        }).observe(document, { childList: true, subtree: true });
      }, location);
      await page.context().request.post(`${server.url}/api/session`, { data: { userId: 'provider-1' } });
      await page.goto(`${server.url}/provider-dashboard`);
      // The app's own card, once the app has replaced the view (the view's own Place Bid works
      // before that, through its small bid form: tests/e2e/first-view-bid.e2e.ts, ADR 111).
      await waitForAppScreen(page);
      const card = page.getByTestId('available-job').filter({ hasText: location });
      await card.getByRole('button', { name: 'Place Bid' }).click({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('[data-first-view]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { cardSeen?: boolean }).cardSeen)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { cardGone?: boolean }).cardGone ?? false)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { cardTwice?: boolean }).cardTwice ?? false)).toBe(false);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
