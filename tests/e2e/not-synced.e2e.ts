import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot, type TestServer, type Viewport, withServerAndBrowser } from './harness';
import { openAsUser } from './provider-api';

let server: TestServer;
let browser: Browser;
withServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/**
 * A list the device has never downloaded says so offline, instead of a false "No bookings yet";
 * once it has been downloaded it opens without a signal.
 */
describe('lists never synced', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as [string, Viewport][])('at %s width say "Not synced yet" offline, then show the jobs once connected', async (name, viewport) => {
    const page = await newPage(browser, viewport);
    try {
      // Provider history is not among the first-visit downloads, but the provider's own jobs are,
      // into the same table: held back here (through the worker too), the history stays unsynced
      // until opened however long the steps before going offline take.
      await page.context().route('**/api/sync/bookings*', (route) => route.abort());
      await openAsUser(page, server.url, '/tool-rental', 'provider-1');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });

      await page.context().setOffline(true);
      await page.goto(`${server.url}/provider-history`);
      await page.getByRole('heading', { name: 'Not synced yet' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByRole('heading', { name: 'No jobs found' }).count()).toBe(0);
      await screenshot(page, `not-synced-provider-history-${name}`);

      await page.context().unroute('**/api/sync/bookings*');
      await page.context().setOffline(false);
      await expect.poll(() => page.getByRole('heading', { name: 'Not synced yet' }).count(), { timeout: SHOWN_WITHIN_MS }).toBe(0);
      await page.getByTestId('history-job').first().waitFor({ timeout: SHOWN_WITHIN_MS });

      await page.context().setOffline(true);
      await page.reload();
      await page.getByTestId('history-job').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByRole('heading', { name: 'Not synced yet' }).count()).toBe(0);
    } finally {
      await page.context().setOffline(false);
      await page.close();
    }
  });

  it('after a first visit to the landing page alone, the dashboard, the booking form and the tool list open offline', async () => {
    const page = await newPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: /^Acting as / }).waitFor({ timeout: SHOWN_WITHIN_MS });
      // The first-visit download runs in the background a few seconds after the person is known.
      const stored = (url: string) =>
        page.evaluate(
          (u) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('gaadicare');
              open.onsuccess = () => {
                const get = open.result.transaction('syncMeta').objectStore('syncMeta').get(u);
                get.onsuccess = () => resolve(get.result !== undefined);
                get.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          url,
        );
      await expect.poll(() => stored('/api/services'), { timeout: SHOWN_WITHIN_MS }).toBe(true);
      await expect.poll(() => stored('/api/sync/bookings'), { timeout: SHOWN_WITHIN_MS }).toBe(true);
      await expect.poll(() => stored('/api/tools'), { timeout: SHOWN_WITHIN_MS }).toBe(true);

      await page.context().setOffline(true);
      await page.goto(`${server.url}/customer-dashboard`);
      await page.getByRole('tab', { name: 'Active Bookings' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByRole('heading', { name: 'Not synced yet' }).count()).toBe(0);
      await page.goto(`${server.url}/book-service`);
      await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'first-visit-offline-booking-phone');
      await page.goto(`${server.url}/tool-rental`);
      await page.getByRole('heading', { name: 'Pressure Washer' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await page.getByTestId('tool-card').count()).toBeGreaterThan(0);
      await screenshot(page, 'first-visit-offline-tools-phone');
    } finally {
      await page.context().setOffline(false);
      await page.close();
    }
  });
});
