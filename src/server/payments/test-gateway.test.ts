import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema';
import { defaultPriceColumns } from '../db/price-columns';
import { createTestApp, type TestApp } from '../../../tests/server/test-app';
import { insertBooking } from '../../../tests/server/bid-fixtures';
import { expectLedgerBalanced } from '../../../tests/server/ledger-balance';
import { PAYMENT_MESSAGES } from '../../shared/payments/payment-state';
import type { HttpError } from '../http/http-error';
import { startBookingPayment } from '../modules/payments/service';

/** The embedded test gateway (no keys set): its checkout page, its Pay button, and the way back to the app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
});

describe('the embedded test gateway', () => {
  it('checkout marked "Test payment" → Pay → signed webhook → back to the app → paid', async () => {
    const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
    const order = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` });
    expect(order.statusCode, order.body).toBe(201);
    const { orderId, checkoutUrl, keyId } = order.json();
    expect(keyId).toMatch(/^rzp_test_/);
    expect(checkoutUrl).toMatch(/^\/test-gateway\/checkout\?/);
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment');
    expect(page.body).toContain('₹590.00');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ order_id: orderId, callback_url: '/customer-history' }).toString(),
    });
    expect(pay.statusCode).toBe(303);
    const back = new URL(pay.headers.location as string, 'http://app.test');
    expect(back.pathname).toBe('/customer-history');
    expect(back.searchParams.get('razorpay_order_id')).toBe(orderId);
    const verify = await t.as('customer-1')({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { orderId, paymentId: back.searchParams.get('razorpay_payment_id'), signature: back.searchParams.get('razorpay_signature') },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const end = Date.now() + 15_000;
    let payment = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().payment;
    while (payment.status !== 'paid' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      payment = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().payment;
    }
    expect(payment).toMatchObject({ status: 'paid', method: 'online', amount: '590.00' });
  });

  it('is not there outside demo mode without keys: nobody pays online there', async () => {
    const real = await createTestApp({ demoMode: false });
    try {
      expect(real.app.testGateway).toBeNull();
      expect((await real.app.inject({ method: 'GET', url: '/test-gateway/checkout?order_id=x' })).statusCode).toBe(404);
      const id = await insertBooking(real.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
      const refusal = await real.app.db
        .transaction((tx) => startBookingPayment(tx, { id: 'customer-1', userType: 'customer' }, id, real.app.payments.gateway))
        .catch((error: unknown) => error as HttpError);
      expect(refusal).toMatchObject({ statusCode: 503, message: PAYMENT_MESSAGES.notSetUp });
    } finally {
      await real.close();
    }
  });

  it('never sends anyone to another site, and refuses calls without its keys', async () => {
    const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    const { orderId } = (await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` })).json();
    const pay = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ order_id: orderId, callback_url: 'https://evil.example/steal' }).toString(),
    });
    expect(pay.headers.location).toMatch(/^\/\?razorpay_order_id=/);
    const anonymous = await t.app.inject({ method: 'POST', url: '/test-gateway/v1/orders', payload: { amount: 1000, currency: 'INR', receipt: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
