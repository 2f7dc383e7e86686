import { describe, expect, it } from 'vitest';
import { SHOWN_WITHIN_MS, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, createBooking, openAsUser, startCodeOf, journeyEnvironment } from './provider-api';

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const env = journeyEnvironment();

/** A booking taken from booking to completion through the API: its id and invoice number. */
async function completedJob(location: string): Promise<{ bookingId: string; number: string; total: string }> {
  const customer = await PersonaApi.as(env.server.url, 'customer-1');
  const provider = await PersonaApi.as(env.server.url, 'provider-2');
  const bookingId = await createBooking(customer, location);
  const bid = await provider.ok<{ id: string; totalAmount: string }>('POST', '/api/bids', { bookingId, providerId: 'provider-2', bidAmount: '500.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`, { expectedTotal: bid.totalAmount });
  await provider.ok('POST', `/api/bookings/${bookingId}/start`, await startCodeOf(customer, bookingId));
  await provider.uploadPhotos(bookingId, 'after', [PNG_DATA_URL]);
  const done = await provider.ok<{ invoiceNumber: string }>('POST', `/api/bookings/${bookingId}/complete`);
  return { bookingId, number: done.invoiceNumber, total: bid.totalAmount };
}

describe('paying for a completed job (390 px)', () => {
  it('the customer pays online in the test checkout and the booking shows paid', async () => {
    const { bookingId, number } = await completedJob('Pay online, 5th Cross, Indiranagar');
    const page = await newPage(env.browser, PHONE);
    try {
      await openAsUser(page, env.server.url, '/customer-history', 'customer-1');
      const item = page.getByTestId('history-item').filter({ hasText: number });
      await item.waitFor({ timeout: SHOWN_WITHIN_MS });
      const pay = item.getByTestId('pay-online');
      expect(await pay.textContent()).toBe('Pay ₹590 online');
      await screenshot(page, 'payments-due-390');
      await pay.click();
      await page.waitForURL(/\/test-gateway\/checkout/, { timeout: SHOWN_WITHIN_MS });
      expect(await page.getByText('Test payment').first().isVisible()).toBe(true);
      await screenshot(page, 'payments-checkout-390');
      await page.getByRole('button', { name: 'Pay ₹590.00' }).click();
      await page.waitForURL(/\/customer-history/, { timeout: SHOWN_WITHIN_MS });
      const paid = page.getByTestId('history-item').filter({ hasText: number }).getByText(/^Paid online on /);
      await paid.waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'payments-paid-390');
      const customer = await PersonaApi.as(env.server.url, 'customer-1');
      const booking = await customer.ok<{ payment: { status: string; method: string } }>('GET', `/api/bookings/${bookingId}`);
      expect(booking.payment).toMatchObject({ status: 'paid', method: 'online' });
    } finally {
      await page.close();
    }
  });

  it('the provider records cash while offline; it lands once when the signal returns', async () => {
    const { bookingId, number } = await completedJob('Cash at the door, 2nd Main, Koramangala');
    const page = await newPage(env.browser, PHONE);
    try {
      await openAsUser(page, env.server.url, '/provider-history', 'provider-2');
      // The offline worker takes over, as on an installed app, before the signal goes.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
      const card = page.getByTestId('history-job').filter({ hasText: number });
      await card.waitFor({ timeout: SHOWN_WITHIN_MS });
      await page.context().setOffline(true);
      await card.getByTestId('record-cash').click();
      await card.getByText(/^Paid in cash on /).waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'payments-cash-offline-390');
      const admin = await PersonaApi.as(env.server.url, 'admin-1');
      const before = await admin.ok<{ payment: { status: string } }>('GET', `/api/bookings/${bookingId}`);
      expect(before.payment.status).toBe('due');
      await page.context().setOffline(false);
      const end = Date.now() + SHOWN_WITHIN_MS;
      let status = 'due';
      while (status === 'due' && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await admin.ok<{ payment: { status: string } }>('GET', `/api/bookings/${bookingId}`)).payment.status;
      }
      expect(status).toBe('paid');
      await new Promise((r) => setTimeout(r, 1500));
      const statement = await admin.ok<{ entries: { bookingId: string | null; kind: string }[] }>('GET', '/api/admin/ledger/accounts/provider:provider-2');
      expect(statement.entries.filter((e) => e.bookingId === bookingId && e.kind === 'payment')).toHaveLength(1);
      const trial = await admin.ok<{ total: string }>('GET', '/api/admin/ledger/trial-balance');
      expect(trial.total).toBe('0.00');
    } finally {
      await page.context().setOffline(false);
      await page.close();
    }
  });
});
