import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHOWN_WITHIN_MS, DESKTOP, newPage, screenshot, type TestServer, withServerAndBrowser } from './harness';
import { bookingIdFromUrl, customerBookingCount, fillBookingForm } from './customer-support';

let server: TestServer;
let browser: Browser;
withServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('booking in airplane mode', () => {
  it('keeps the booking through a reload offline and lands it exactly once after reconnecting', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await page.goto(`${server.url}/book-service`);
      // Wait for the offline worker to take over, as an installed app would have.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: /^Basic Wash/ }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.getByRole('radiogroup', { name: 'Time slot' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      const before = await customerBookingCount(server.url);

      await page.context().setOffline(true);
      await page.getByText("You're offline. Some features may be limited.").waitFor();
      await fillBookingForm(page, { model: 'Maruti Swift', location: 'Basement P2, Prestige Tower, Marathahalli', services: ['Basic Wash'] });
      await page.getByRole('button', { name: 'Get Provider Quotes' }).click();
      await page.getByTestId('booking-waiting-to-sync').waitFor({ timeout: SHOWN_WITHIN_MS });
      const id = bookingIdFromUrl(page);
      expect(id).toBeTruthy();
      await screenshot(page, 'customer-offline-waiting-1280');

      // Still there after a reload without network.
      await page.reload();
      await page.getByTestId('booking-waiting-to-sync').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await customerBookingCount(server.url)).toBe(before);

      await page.context().setOffline(false);
      await page.getByRole('heading', { name: 'Waiting for Provider Bids' }).waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(bookingIdFromUrl(page)).toBe(id);
      // Give any duplicate replay a chance to land before counting.
      await page.waitForTimeout(3_000);
      expect(await customerBookingCount(server.url)).toBe(before + 1);
    } finally {
      await page.close();
    }
  });
});
