import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '../../../shared/domain/cancellation-terms';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-state';
import { appConfig, auditEvents, bids, bookings, ledgerTransactions, notifications, paymentFlags, refunds } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { assignProvider, SETTINGS_STARTING_EARLY } from '../../../../tests/server/bookings-support';
import { startFakePaymentGateway, type FakePaymentGateway } from '../../../../tests/server/fake-payment-gateway';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { hmacHex } from '../../payments/signatures';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import { runPayouts } from './payouts';

let t: TestApp;
let fake: FakePaymentGateway;
const HOUR = 3_600_000;

async function setSettings(values: Record<string, unknown> = {}) {
  await t.app.db
    .update(appConfig)
    .set({ value: { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false, ...values } })
    .where(eq(appConfig.key, 'settings'));
}

beforeAll(async () => {
  fake = await startFakePaymentGateway(() => t?.app);
  t = await createTestApp({ payments: fake.config, outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
  await setSettings();
});
beforeEach(() => {
  fake.gateway.refundOutcome = 'processed';
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
  await fake?.close();
});

const call = (userId: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.as(userId)({ method, url, payload: payload as Record<string, unknown> | undefined, headers });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A ₹500 job (₹590 with GST, the provider earning ₹375) confirmed for provider-2, its slot `hoursAhead` from now. */
async function confirmedBooking(hoursAhead: number): Promise<string> {
  const id = await insertBooking(t.app, { customerId: 'customer-1' });
  await assignProvider(t.app, id, 'provider-2', 50000);
  await t.app.db.update(bookings).set({ scheduledTime: new Date(Date.now() + hoursAhead * HOUR) }).where(eq(bookings.id, id));
  return id;
}

/** A completed ₹590 job paid online through the fake gateway. */
async function paidJob(): Promise<string> {
  const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
  await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
  await pay(id, '590.00');
  return id;
}

async function pay(bookingId: string, amount: string): Promise<string> {
  const order = await call('customer-1', 'POST', `/api/bookings/${bookingId}/payment`);
  expect(order.statusCode, order.body).toBe(201);
  expect(order.json().amount).toBe(amount);
  const paid = await fake.gateway.pay(order.json().orderId);
  const booking = await until(() => bookingOf(bookingId), (b) => b.payment.status === 'paid');
  expect(booking.payment.status).toBe('paid');
  return paid.paymentId;
}

/** The job's line on provider-2's earnings statement. */
const statementLine = async (bookingId: string) => {
  const res = await call('provider-2', 'GET', '/api/provider/provider-2/earnings');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { jobs: { bookingId: string }[] }).jobs.find((j) => j.bookingId === bookingId);
};

const bookingOf = async (id: string) => (await call('customer-1', 'GET', `/api/bookings/${id}`)).json();
const refundsOf = (bookingId: string) => t.app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const transactionKinds = async (bookingId: string) =>
  (await t.app.db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, bookingId))).map((r) => r.kind).sort();
const gatewayRefundCalls = () => fake.requests.filter((r) => /^POST \/v1\/payments\/[^/]+\/refund$/.test(r)).length;

async function accountOf(account: string): Promise<number> {
  const res = await call('admin-1', 'GET', `/api/admin/ledger/accounts/${encodeURIComponent(account)}`);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().balance);
}

const refund = (bookingId: string, amount: string, headers: Record<string, string> = {}, as = 'admin-1') =>
  call(as, 'POST', `/api/admin/bookings/${bookingId}/refunds`, { amount, reason: 'Service not up to the mark' }, headers);

const refundSettled = (bookingId: string) =>
  until(
    () => refundsOf(bookingId),
    (rows) => rows.length > 0 && rows.every((r) => r.status === 'processed' || r.status === 'failed'),
  );

describe('cancelling a confirmed booking', () => {
  it('is free until freeCancellationHours before the slot: cancelled, bids closed, the provider told, nothing posted', async () => {
    const id = await confirmedBooking(5);
    const res = await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '0.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', payment: { status: 'due', amount: '0.00' } });
    const live = await t.app.db.select({ n: count() }).from(bids).where(and(eq(bids.bookingId, id), eq(bids.status, 'accepted')));
    expect(live[0].n).toBe(0);
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.event, 'jobCancelled')));
    expect(told.map((n) => n.accountId)).toEqual(['provider-2']);
    expect(told[0].params).not.toHaveProperty('amount');
    expect(await transactionKinds(id)).toEqual([]);
    // Paying a free cancellation: there is nothing to pay.
    expect((await call('customer-1', 'POST', `/api/bookings/${id}/payment`)).statusCode).toBe(409);
  });

  it('later costs the late fee, which the customer must have seen; the fee is posted for the provider and paid online', async () => {
    const id = await confirmedBooking(1);
    const stale = await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '0.00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CANCELLATION_MESSAGES.feeChanged('100.00'));
    expect((await bookingOf(id)).status).toBe('confirmed');

    const providerBefore = await accountOf('provider:provider-2');
    const res = await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '100.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', payment: { status: 'due', amount: '100.00' } });
    expect(await transactionKinds(id)).toEqual(['cancellation-fee']);
    expect(await accountOf('provider:provider-2')).toBeCloseTo(providerBefore - 100, 2);
    const [told] = await t.app.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.event, 'jobCancelled')));
    expect(told.params).toMatchObject({ amount: '100.00' });

    // The provider earns the fee once it is paid: nothing pending before, ₹100 after.
    const before = (await call('provider-2', 'GET', '/api/provider/provider-2/balance')).json();
    await pay(id, '100.00');
    const after = (await call('provider-2', 'GET', '/api/provider/provider-2/balance')).json();
    expect(Number(after.pending) - Number(before.pending)).toBeCloseTo(100, 2);
    expect(await transactionKinds(id)).toEqual(['cancellation-fee', 'payment']);
  });

  it('never costs more than the booking', async () => {
    await setSettings({ lateCancellationFee: '5000.00' });
    try {
      const id = await confirmedBooking(1);
      const res = await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '590.00' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payment.amount).toBe('590.00');
    } finally {
      await setSettings();
    }
  });

  it('refuses anyone but the customer, a booking not confirmed, bad input, and cancellations turned off', async () => {
    const id = await confirmedBooking(5);
    expect((await call('customer-2', 'POST', `/api/bookings/${id}/cancellation`, { fee: '0.00' })).statusCode).toBe(403);
    expect((await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: 'free' })).statusCode).toBe(400);
    const pending = await insertBooking(t.app, { customerId: 'customer-1' });
    const refused = await call('customer-1', 'POST', `/api/bookings/${pending}/cancellation`, { fee: '0.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot cancel this booking: it is pending');
    await setSettings({ allowCancellations: false });
    try {
      const off = await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '0.00' });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe('Cancellations are turned off');
    } finally {
      await setSettings();
    }
    expect((await bookingOf(id)).status).toBe('confirmed');
  });

  it('needs a connection: the route is online-only', async () => {
    const { apiRoutes } = await import('../../../shared/api/routes');
    expect(apiRoutes.cancelConfirmedBooking.offline).toBe('payment');
    expect(apiRoutes.refundBooking.offline).toBe('refund');
  });
});

describe('refunds through the gateway', () => {
  it('refunds part, then the rest: each processed by its webhook, posted once in proportion, the booking partly then fully refunded', async () => {
    const id = await paidJob();
    const revenue = await accountOf('platform:revenue');
    const gst = await accountOf('gst:payable');
    const provider = await accountOf('provider:provider-2');
    const clearing = await accountOf('gateway:clearing');

    const first = await refund(id, '295.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ bookingId: id, amount: '295.00', status: 'requested' });
    await refundSettled(id);
    expect((await bookingOf(id)).payment.status).toBe('partially_refunded');
    // Half of ₹590: the provider gives back ₹187.50 of ₹375, GST ₹45 of ₹90, the fee ₹62.50 of ₹125.
    expect(await accountOf('provider:provider-2')).toBeCloseTo(provider + 187.5, 2);
    expect(await accountOf('gst:payable')).toBeCloseTo(gst + 45, 2);
    expect(await accountOf('platform:revenue')).toBeCloseTo(revenue + 62.5, 2);
    expect(await accountOf('gateway:clearing')).toBeCloseTo(clearing - 295, 2);
    // The provider's statement counts what they keep of the job.
    expect(await statementLine(id)).toMatchObject({ earning: '187.50', takenBack: '187.50' });

    const tooMuch = await refund(id, '295.01');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(PAYMENT_MESSAGES.refundTooLarge('295.01', '295.00'));

    expect((await refund(id, '295.00')).statusCode).toBe(201);
    await until(() => bookingOf(id), (b) => b.payment.status === 'refunded');
    expect((await bookingOf(id)).payment.status).toBe('refunded');
    expect(await accountOf('platform:revenue')).toBeCloseTo(revenue + 125, 2);
    expect(await accountOf('gateway:clearing')).toBeCloseTo(clearing - 590, 2);
    expect((await transactionKinds(id)).filter((k) => k === 'refund')).toHaveLength(2);
    expect((await refund(id, '1.00')).statusCode).toBe(422);
    expect(await statementLine(id)).toMatchObject({ earning: '0.00', takenBack: '375.00' });

    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.bookingId, id), eq(notifications.event, 'refundProcessed')));
    expect(told.map((n) => [n.accountId, (n.params as { amount?: string }).amount])).toEqual([
      ['customer-1', '295.00'],
      ['customer-1', '295.00'],
    ]);
    const audit = await t.app.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'refund.create'), eq(auditEvents.subject, id)));
    expect(audit).toHaveLength(2);
    expect(audit[0].actorId).toBe('admin-1');
  });

  it('a goodwill refund is borne by the platform alone: the provider keeps their earning, the GST and the fee stand; audited as goodwill', async () => {
    const id = await paidJob();
    const before = { revenue: await accountOf('platform:revenue'), gst: await accountOf('gst:payable'), provider: await accountOf('provider:provider-2'), clearing: await accountOf('gateway:clearing') };
    const res = await call('admin-1', 'POST', `/api/admin/bookings/${id}/refunds`, { amount: '100.00', reason: 'Sorry for the wait', goodwill: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: '100.00', goodwill: true });
    await refundSettled(id);
    expect((await bookingOf(id)).payment.status).toBe('partially_refunded');
    expect(await accountOf('provider:provider-2')).toBeCloseTo(before.provider, 2);
    expect(await accountOf('gst:payable')).toBeCloseTo(before.gst, 2);
    expect(await accountOf('platform:revenue')).toBeCloseTo(before.revenue, 2);
    expect(await accountOf('gateway:clearing')).toBeCloseTo(before.clearing - 100, 2);
    expect(await accountOf('refunds:platform')).toBeGreaterThanOrEqual(100);
    expect(await statementLine(id)).toMatchObject({ earning: '375.00' });
    expect(await statementLine(id)).not.toHaveProperty('takenBack');
    // It still counts against what is left to refund.
    expect((await refund(id, '490.01')).statusCode).toBe(422);
    const audit = await t.app.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'refund.create'), eq(auditEvents.subject, id)));
    expect(audit.map((a) => (a.after as { goodwill?: boolean }).goodwill)).toEqual([true]);
  });

  it('a replayed Idempotency-Key, a webhook delivered twice and two processes sending at once make one refund', async () => {
    const id = await paidJob();
    fake.gateway.refundOutcome = 'pending';
    const callsBefore = gatewayRefundCalls();
    const key = crypto.randomUUID();
    const first = await refund(id, '590.00', { 'idempotency-key': key });
    const again = await refund(id, '590.00', { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const [pending] = await until(() => refundsOf(id), (rows) => rows[0]?.status === 'pending');
    expect(pending.gatewayRefundId).toMatch(/^rfnd_/);
    // Two processes asked to send it again at once: each finds the refund its receipt made.
    await Promise.all([t.app.payments.sendRefund(pending.id), t.app.payments.sendRefund(pending.id)]);
    // A process that lost the gateway's answer: the refund looks unsent, and sending finds it at the gateway.
    await t.app.db.update(refunds).set({ status: 'requested', gatewayRefundId: null, sendingSince: null }).where(eq(refunds.id, pending.id));
    await t.app.payments.sendRefund(pending.id);
    expect(gatewayRefundCalls() - callsBefore).toBe(1);
    expect(fake.gateway.refunds.get(pending.paymentId)).toHaveLength(1);

    const hook = await fake.gateway.settleRefund(pending.gatewayRefundId!, 'processed');
    await until(() => bookingOf(id), (b) => b.payment.status === 'refunded');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: hook.rawBody, headers: hook.headers });
    expect(replay.statusCode).toBe(200);
    // The same news under a new event id (a gateway resending): still posted once.
    const resent = { ...hook.headers, 'x-razorpay-event-id': `evt_again_${pending.id}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: hook.rawBody, headers: resent })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await transactionKinds(id)).filter((k) => k === 'refund')).toHaveLength(1);
    expect((await refundsOf(id))[0].status).toBe('processed');
  });

  it('a missed refund webhook is recovered by the scheduled check asking the gateway', async () => {
    const id = await paidJob();
    fake.gateway.refundOutcome = 'pending';
    expect((await refund(id, '100.00')).statusCode).toBe(201);
    const [pending] = await until(() => refundsOf(id), (rows) => rows[0]?.status === 'pending');
    // The gateway processes it, and its webhook never arrives.
    fake.gateway.refunds.get(pending.paymentId)!.find((r) => r.id === pending.gatewayRefundId)!.status = 'processed';
    await t.app.payments.reconcileStale(1, new Date(Date.now() + 60_000));
    expect((await refundsOf(id))[0].status).toBe('processed');
    expect((await bookingOf(id)).payment.status).toBe('partially_refunded');
    expect((await transactionKinds(id)).filter((k) => k === 'refund')).toHaveLength(1);
  });

  it('a failed refund frees its amount and is flagged; a processed refund never moves back', async () => {
    const id = await paidJob();
    fake.gateway.refundOutcome = 'failed';
    expect((await refund(id, '590.00')).statusCode).toBe(201);
    const [failed] = await refundSettled(id);
    expect(failed.status).toBe('failed');
    expect((await bookingOf(id)).payment.status).toBe('paid');
    const flags = await t.app.db.select().from(paymentFlags).where(eq(paymentFlags.key, `refund-failed:${failed.id}`));
    expect(flags).toHaveLength(1);
    expect(await transactionKinds(id)).not.toContain('refund');

    fake.gateway.refundOutcome = 'processed';
    expect((await refund(id, '590.00')).statusCode).toBe(201);
    await until(() => bookingOf(id), (b) => b.payment.status === 'refunded');
    const processed = (await refundsOf(id)).find((r) => r.status === 'processed')!;
    // A late "failed" for a processed refund changes nothing.
    const late = fake.gateway.refundWebhook({ id: processed.gatewayRefundId!, amount: 59000, currency: 'INR', payment_id: processed.paymentId, receipt: processed.id, status: 'failed' });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: late.rawBody, headers: late.headers })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await refundsOf(id)).find((r) => r.id === processed.id)!.status).toBe('processed');
    expect((await bookingOf(id)).payment.status).toBe('refunded');
  });

  it('refuses: anyone but an administrator, a booking paid in cash or not paid, bad input; a forged refund webhook changes nothing', async () => {
    const id = await paidJob();
    expect((await refund(id, '10.00', {}, 'customer-1')).statusCode).toBe(403);
    expect((await call('admin-1', 'POST', `/api/admin/bookings/${id}/refunds`, { amount: '-5', reason: 'x' })).statusCode).toBe(400);
    expect((await call('admin-1', 'POST', `/api/admin/bookings/${id}/refunds`, { amount: '0.50', reason: 'too small' })).statusCode).toBe(400);

    const cash = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, cash));
    expect((await call('provider-2', 'POST', `/api/bookings/${cash}/cash-payment`, { method: 'cash' })).statusCode).toBe(200);
    const cashRefund = await refund(cash, '10.00');
    expect(cashRefund.statusCode).toBe(409);
    expect(cashRefund.json().message).toBe(PAYMENT_MESSAGES.notOnline);
    const unpaid = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    expect((await refund(unpaid, '10.00')).json().message).toBe(PAYMENT_MESSAGES.nothingPaid);
    expect(await refundsOf(cash)).toEqual([]);

    const forged = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_forged', amount: 59000, receipt: 'refund_x', status: 'processed' } } } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: forged,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex('not-the-secret', forged), 'x-razorpay-event-id': 'evt_forged_refund' },
    });
    expect(res.statusCode).toBe(400);
    expect((await bookingOf(id)).payment.status).toBe('paid');
  });

  it('refunds a paid late-cancellation fee out of the provider’s fee; the admin lists refunds newest first', async () => {
    const id = await confirmedBooking(1);
    expect((await call('customer-1', 'POST', `/api/bookings/${id}/cancellation`, { fee: '100.00' })).statusCode).toBe(200);
    await pay(id, '100.00');
    const provider = await accountOf('provider:provider-2');
    expect((await refund(id, '100.01')).statusCode).toBe(422);
    expect((await refund(id, '100.00')).statusCode).toBe(201);
    await until(() => bookingOf(id), (b) => b.payment.status === 'refunded');
    expect(await accountOf('provider:provider-2')).toBeCloseTo(provider + 100, 2);
    const list = await call('admin-1', 'GET', '/api/admin/refunds');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ bookingId: id, amount: '100.00', status: 'processed' });
    expect((await call('customer-1', 'GET', '/api/admin/refunds')).statusCode).toBe(403);
  });

  it('a refund after the earning was paid out leaves the available balance below zero, shown to the provider and the operator', async () => {
    await setSettings({ payoutHoldHours: 0 });
    try {
      const id = await paidJob();
      const made = await runPayouts(t.app.db, t.app.outbox, 'test');
      expect(made.map((p) => p.providerId)).toContain('provider-2');
      const balance = async () => {
        const own = await call('provider-2', 'GET', '/api/provider/provider-2/balance');
        expect(own.statusCode, own.body).toBe(200);
        return toPaise(own.json().available);
      };
      const afterPayout = await balance();
      expect((await refund(id, '590.00')).statusCode).toBe(201);
      await until(() => bookingOf(id), (b) => b.payment.status === 'refunded');
      // The ₹375 earning taken back is netted from the next earnings.
      expect(await balance()).toBe(afterPayout - 37_500);
      expect(afterPayout - 37_500).toBeLessThan(0);
      const list = await call('admin-1', 'GET', '/api/admin/ledger/providers');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().find((p: { providerId: string }) => p.providerId === 'provider-2').available).toBe(fromPaise(afterPayout - 37_500));
    } finally {
      await setSettings();
    }
  });
});
