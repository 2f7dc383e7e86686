import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { MAX_EARLY_START_MINUTES } from '../../src/shared/domain/slot-rules';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, createBooking, openAsUser, startCodeOf, journeyEnvironment } from './provider-api';

// A 1x1 PNG: a real image the server's byte check accepts.
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const env = journeyEnvironment({ worker: false });

/** A job of provider-2 completed and paid online in the demo's test checkout; its booking's id. */
async function paidOnlineJob(location: string): Promise<string> {
  const customer = await PersonaApi.as(env.server.url, 'customer-1');
  const provider = await PersonaApi.as(env.server.url, 'provider-2');
  const bookingId = await createBooking(customer, location);
  const bid = await provider.ok<{ id: string; totalAmount: string }>('POST', '/api/bids', { bookingId, providerId: 'provider-2', bidAmount: '500.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`, { expectedTotal: bid.totalAmount });
  await provider.ok('POST', `/api/bookings/${bookingId}/start`, await startCodeOf(customer, bookingId));
  await provider.uploadPhotos(bookingId, 'after', [PNG_DATA_URL]);
  await provider.ok('POST', `/api/bookings/${bookingId}/complete`);
  const order = await customer.ok<{ orderId: string }>('POST', `/api/bookings/${bookingId}/payment`);
  const paid = await fetch(`${env.server.url}/test-gateway/pay`, { method: 'POST', body: new URLSearchParams({ order_id: order.orderId, callback_url: '/customer-history' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  for (let i = 0; i < 100; i++) {
    const booking = await customer.ok<{ payment: { status: string } }>('GET', `/api/bookings/${bookingId}`);
    if (booking.payment.status === 'paid') return bookingId;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The booking was not marked paid');
}

describe('payouts on screen', () => {
  it('the operator pays out now in the Money tab; the provider sees the payout paid on their earnings', async () => {
    const admin = await PersonaApi.as(env.server.url, 'admin-1');
    // No payout hold here: the job just completed is available at once.
    await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, earlyStartMinutes: MAX_EARLY_START_MINUTES, payoutHoldHours: 0 });
    // Suresh is paid to the UPI ID the demo seeds for him.
    const bookingId = await paidOnlineJob('Payout, 4th Cross, Jayanagar');

    const page = await newPage(env.browser, DESKTOP);
    try {
      await openAsUser(page, env.server.url, '/admin?tab=money', 'admin-1');
      await page.getByTestId('pay-out-now').click();
      await page.getByText(/^1 payout of ₹375 in all sent to the gateway\.$/).waitFor({ timeout: SHOWN_WITHIN_MS });
      // Read again every few seconds while the payout is at the gateway: "Paid" comes without a reload.
      await page.getByTestId('payout-list').getByText('Paid', { exact: true }).waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'payouts-money-tab-1280');
      // Asked again, nothing more is paid.
      await page.getByTestId('pay-out-now').click();
      await page.getByText(/^Nothing to pay out/).waitFor({ timeout: SHOWN_WITHIN_MS });
    } finally {
      await page.close();
    }

    const phone = await newPage(env.browser, PHONE);
    try {
      await openAsUser(phone, env.server.url, '/provider-earnings', 'provider-2');
      const row = phone.getByTestId('provider-payouts').getByTestId('payout-row').first();
      await row.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await row.innerText()).toMatch(/₹375[\s\S]*Paid[\s\S]*UPI/);
      expect(await phone.getByTestId('balance-available').innerText()).toBe('₹0');
      expect(await phone.getByTestId('balance-taken-back').count()).toBe(0);
      await screenshot(phone, 'payouts-earnings-390');

      // Refunded in full after the payout: the balance goes below zero, and the page says why.
      const { payment } = await admin.ok<{ payment: { amount: string } }>('GET', `/api/bookings/${bookingId}`);
      await admin.ok('POST', `/api/admin/bookings/${bookingId}/refunds`, { amount: payment.amount, reason: 'Service not up to the mark' });
      await expect.poll(async () => (await admin.ok<{ payment: { status: string } }>('GET', `/api/bookings/${bookingId}`)).payment.status, { timeout: SHOWN_WITHIN_MS }).toBe('refunded');
      await phone.reload();
      await phone.getByTestId('balance-taken-back').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await phone.getByTestId('balance-available').innerText()).toBe('-₹375');
      expect(await phone.getByTestId('balance-taken-back').innerText()).toBe('Refunds took back ₹375 more than you earned since your last payout: it comes off your next earnings.');
      // The statement counts the job as kept at nothing, and says why.
      // The statement is its own answer, which may land after the balance's.
      const job = phone.locator(`[data-testid="statement-job"][data-booking-id="${bookingId}"]`);
      await job.getByTestId('statement-job-taken-back').waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await job.getByTestId('statement-job-earning').innerText()).toBe('₹0');
      expect(await job.getByTestId('statement-job-taken-back').innerText()).toBe('Refunds took back ₹375');
      await screenshot(phone, 'payouts-earnings-taken-back-390');
    } finally {
      await phone.close();
    }
  });
});
