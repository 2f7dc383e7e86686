import { describe, expect, it } from 'vitest';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, createBooking, openAsUser, startCodeOf, journeyEnvironment } from './provider-api';

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const env = journeyEnvironment();

/** A ₹500 job of provider-2 (they earn ₹375), completed and paid to them in cash: ₹215 owed. */
async function cashJob(location: string): Promise<void> {
  const customer = await PersonaApi.as(env.server.url, 'customer-1');
  const provider = await PersonaApi.as(env.server.url, 'provider-2');
  const bookingId = await createBooking(customer, location);
  const bid = await provider.ok<{ id: string; totalAmount: string }>('POST', '/api/bids', { bookingId, providerId: 'provider-2', bidAmount: '500.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`, { expectedTotal: bid.totalAmount });
  await provider.ok('POST', `/api/bookings/${bookingId}/start`, await startCodeOf(customer, bookingId));
  await provider.uploadPhotos(bookingId, 'after', [PNG_DATA_URL]);
  await provider.ok('POST', `/api/bookings/${bookingId}/complete`);
  await provider.ok('POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'cash' });
}

describe('money as charts', () => {
  it("the provider's weeks show as bars at 390 px, described in words, and again offline after the first view", async () => {
    await cashJob('Chart, 4th Cross, Jayanagar');
    const phone = await newPage(env.browser, PHONE);
    try {
      await openAsUser(phone, env.server.url, '/provider-earnings', 'provider-2');
      // The offline worker takes over, as on an installed app, before the signal goes.
      await phone.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await phone.reload();
      await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      const chart = phone.getByTestId('earnings-weeks-chart');
      await chart.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
      // Three series of eight weeks: earned and owed this week are bars of their own.
      expect(await chart.locator('svg .ct-series').count()).toBe(3);
      const summary = await chart.getByRole('img').getAttribute('aria-label');
      expect(summary).toMatch(/^Bar chart of your last 8 weeks\. Week from .+: ₹375 earned, ₹0 paid out, ₹215 owed from cash jobs\.$/);
      // The drawing fits the phone's width.
      const box = await chart.locator('svg').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await phone.getByTestId('earnings-weeks').scrollIntoViewIfNeeded();
      await screenshot(phone, 'money-chart-earnings-390');
      await chart.getByText('Show the figures').click();
      const lastRow = chart.locator('tbody tr').last();
      expect(await lastRow.innerText()).toMatch(/1\s+₹375\s+₹0\s+₹215/);
      await screenshot(phone, 'money-chart-earnings-table-390');

      // Offline: the page, the figures (the device's mirror) and the chart's code (precached) come back.
      await phone.context().setOffline(true);
      await phone.reload();
      await phone.getByText("You're offline. Some features may be limited.").waitFor();
      const offlineChart = phone.getByTestId('earnings-weeks-chart');
      await offlineChart.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
      expect(await offlineChart.getByRole('img').getAttribute('aria-label')).toBe(summary);
      await phone.getByTestId('earnings-weeks').scrollIntoViewIfNeeded();
      await screenshot(phone, 'money-chart-earnings-offline-390');
      await phone.context().setOffline(false);
    } finally {
      await phone.close();
    }

    const desktop = await newPage(env.browser, DESKTOP);
    try {
      await openAsUser(desktop, env.server.url, '/provider-earnings', 'provider-2');
      await desktop.getByTestId('earnings-weeks-chart').locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
      await desktop.getByTestId('earnings-weeks').scrollIntoViewIfNeeded();
      await screenshot(desktop, 'money-chart-earnings-1280');
      // In Kannada: the legend, the axis and the words read for the drawing.
      await desktop.evaluate(() => localStorage.setItem('gaadicare.locale', 'kn'));
      await desktop.setViewportSize(PHONE);
      await desktop.reload();
      const kn = desktop.getByTestId('earnings-weeks-chart');
      await kn.getByText('ನಗದು ಕೆಲಸಗಳಿಂದ ಕೊಡಬೇಕಾದ್ದು').first().waitFor({ timeout: SHOWN_WITHIN_MS });
      await kn.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
      expect(await kn.getByRole('img').getAttribute('aria-label')).toMatch(/^ನಿಮ್ಮ ಕೊನೆಯ 8 ವಾರಗಳ ಬಾರ್ ಚಾರ್ಟ್\./);
      await desktop.getByTestId('earnings-weeks').scrollIntoViewIfNeeded();
      await screenshot(desktop, 'money-chart-earnings-kn-390');
      await desktop.evaluate(() => localStorage.removeItem('gaadicare.locale'));
    } finally {
      await desktop.close();
    }
  });

  it("the admin overview shows the platform's money per day, at 1280 and 390 px", async () => {
    // Two weeks on a wide screen; a week on a phone, where four bars a day must stay readable.
    for (const [viewport, name, days] of [
      [DESKTOP, 'money-chart-admin-1280', 14],
      [PHONE, 'money-chart-admin-390', 7],
    ] as const) {
      const page = await newPage(env.browser, viewport);
      try {
        await openAsUser(page, env.server.url, '/admin', 'admin-1');
        const chart = page.getByTestId('money-days-chart');
        await chart.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: SHOWN_WITHIN_MS });
        expect(await chart.locator('svg .ct-series').count()).toBe(4);
        expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^Bar chart of the last ${days} days\\. Today: ₹590 paid by customers, ₹125 in platform fees, ₹0 paid out, ₹0 refunded\\.$`));
        const box = await chart.locator('svg').boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await chart.scrollIntoViewIfNeeded();
        await screenshot(page, name);
      } finally {
        await page.close();
      }
    }
  });
});
