import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { bookingReferenceText } from '../../src/shared/domain/booking-reference';
import { SHOWN_WITHIN_MS, DESKTOP, PHONE, newPage, screenshot } from './harness';
import { PersonaApi, createBooking, openAsUser, journeyEnvironment } from './provider-api';

const env = journeyEnvironment({ worker: false });

/** A booking confirmed for provider-2 through the API: a ₹500 bid, ₹590 with GST. */
async function confirmedBooking(location: string): Promise<string> {
  const customer = await PersonaApi.as(env.server.url, 'customer-1');
  const provider = await PersonaApi.as(env.server.url, 'provider-2');
  const bookingId = await createBooking(customer, location);
  const bid = await provider.ok<{ id: string; totalAmount: string }>('POST', '/api/bids', { bookingId, providerId: 'provider-2', bidAmount: '500.00', estimatedDuration: 60 });
  await customer.ok('PATCH', `/api/bids/${bid.id}/accept`, { expectedTotal: bid.totalAmount });
  return bookingId;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('cancelling a confirmed booking and refunding it', () => {
  it('the customer cancels late at 390 px, pays the fee in the test checkout; the operator refunds it from the Money tab', async () => {
    const admin = await PersonaApi.as(env.server.url, 'admin-1');
    // Every slot is "late" while the free window is 720 hours: the fee applies whatever the time of day.
    await admin.ok('PUT', '/api/admin/settings', { ...DEMO_SETTINGS, freeCancellationHours: 720 });
    const bookingId = await confirmedBooking('Late cancel, 4th Cross, Jayanagar');
    const reference = bookingReferenceText(bookingId);
    const page = await newPage(env.browser, PHONE);
    try {
      await openAsUser(page, env.server.url, '/customer-dashboard', 'customer-1');
      const row = page.locator(`[data-testid="booking-row"][data-booking-id="${bookingId}"]`);
      await row.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await row.getByTestId('blocked-reason').innerText()).toBe('Cancelling now costs ₹100, paid to your provider for keeping the slot.');
      await row.getByRole('button', { name: `Cancel booking ${reference}` }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByTestId('cancellation-terms').innerText()).toBe('Cancelling now costs ₹100, paid to your provider for keeping the slot.');
      await screenshot(page, 'cancel-confirmed-dialog-390');
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await dialog.waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });

      const customer = await PersonaApi.as(env.server.url, 'customer-1');
      const cancelled = await customer.ok<{ status: string; payment: { status: string; amount: string } }>('GET', `/api/bookings/${bookingId}`);
      expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'due', amount: '100.00' } });

      await page.goto(`${env.server.url}/customer-history`);
      const item = page.getByTestId('history-item').filter({ hasText: reference });
      await item.waitFor({ timeout: SHOWN_WITHIN_MS });
      expect(await item.getByTestId('payment-status').innerText()).toBe('Late cancellation fee ₹100: Due');
      await screenshot(page, 'cancel-fee-due-390');
      await item.getByTestId('pay-online').click();
      await page.waitForURL(/\/test-gateway\/checkout/, { timeout: SHOWN_WITHIN_MS });
      await page.getByRole('button', { name: 'Pay ₹100.00' }).click();
      await page.waitForURL(/\/customer-history/, { timeout: SHOWN_WITHIN_MS });
      await page.getByTestId('history-item').filter({ hasText: reference }).getByText(/^Late cancellation fee ₹100: Paid online on /).waitFor({ timeout: SHOWN_WITHIN_MS });
      await screenshot(page, 'cancel-fee-paid-390');
    } finally {
      await admin.ok('PUT', '/api/admin/settings', DEMO_SETTINGS);
      await page.close();
    }

    for (const [viewport, name] of [
      [PHONE, '390'],
      [DESKTOP, '1280'],
    ] as const) {
      const console = await newPage(env.browser, viewport);
      try {
        await openAsUser(console, env.server.url, '/admin?tab=money', 'admin-1');
        await console.getByTestId('trial-balance-total').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await console.getByTestId('trial-balance-total').innerText()).toBe('₹0');
        if (name === '390') {
          const form = console.getByTestId('refund-form');
          await form.getByLabel('Booking reference').fill(reference);
          await form.getByTestId('refund-booking').getByText(/Paid online/).waitFor({ timeout: SHOWN_WITHIN_MS });
          await form.getByLabel('Amount (₹)').fill('100');
          await form.getByLabel('Reason').fill('Provider agreed to waive the fee');
          await form.getByRole('button', { name: 'Refund' }).click();
          await form.getByRole('status').getByText(`Refund of ₹100 for ${reference} sent to the gateway.`).waitFor({ timeout: SHOWN_WITHIN_MS });
          const customer = await PersonaApi.as(env.server.url, 'customer-1');
          const refunded = await until(
            () => customer.ok<{ payment: { status: string } }>('GET', `/api/bookings/${bookingId}`),
            (b) => b.payment.status === 'refunded',
          );
          expect(refunded.payment.status).toBe('refunded');
          // A second refund of the same booking: nothing is left to refund.
          await form.getByLabel('Amount (₹)').fill('1');
          await form.getByLabel('Reason').fill('Once more');
          await form.getByRole('button', { name: 'Refund' }).click();
          expect(await form.getByRole('alert').innerText()).toBe('A refund of ₹1.00 is more than the ₹0.00 left to refund');
        }
        await console.reload();
        await console.getByTestId('refund-row').filter({ hasText: reference }).getByText('processed').waitFor({ timeout: SHOWN_WITHIN_MS });
        expect(await console.getByTestId('trial-balance-total').innerText()).toBe('₹0');
        await screenshot(console, `admin-money-${name}`);
      } finally {
        await console.close();
      }
    }
    const audit = await admin.ok<{ events: { action: string; subject: string | null }[] }>('GET', '/api/admin/audit?action=refund.create');
    expect(audit.events.filter((e) => e.subject === bookingId)).toHaveLength(1);
  });
});
