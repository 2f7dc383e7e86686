import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-state';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { appConfig, bookings, ledgerTransactions, paymentEvents, paymentFlags } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, usingPostgres, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { bookingBody, SETTINGS_STARTING_EARLY, startCodeOf } from '../../../../tests/server/bookings-support';
import { startFakePaymentGateway, type FakePaymentGateway } from '../../../../tests/server/fake-payment-gateway';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { checkoutSignature, hmacHex } from '../../payments/signatures';

let t: TestApp;
let fake: FakePaymentGateway;

/** The text of a booking's invoice PDF, as pdftotext reads it. */
async function invoicePdfText(bookingId: string): Promise<string> {
  const res = await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${bookingId}/invoice.pdf` });
  expect(res.statusCode).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), res.rawPayload);
    return (await promisify(execFile)('pdftotext', ['-layout', path.join(dir, 'invoice.pdf'), '-'])).stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function setSettings(values: Record<string, unknown>) {
  await t.app.db
    .update(appConfig)
    .set({ value: { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false, ...values } })
    .where(eq(appConfig.key, 'settings'));
}

beforeAll(async () => {
  fake = await startFakePaymentGateway(() => t?.app);
  t = await createTestApp({ payments: fake.config, outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
  await setSettings({});
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
  await fake?.close();
});

const call = (userId: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.as(userId)({ method, url, payload: payload as Record<string, unknown> | undefined, headers });

/** A ₹500 job (₹590 with GST; the provider earns ₹375) taken from booking to completion through the API. */
async function completedJob(providerId = 'provider-2', customerId = 'customer-1'): Promise<string> {
  const created = await call(customerId, 'POST', '/api/bookings', bookingBody({ customerId }));
  expect(created.statusCode, created.body).toBe(201);
  const bookingId = created.json().id as string;
  const bid = await call(providerId, 'POST', '/api/bids', { bookingId, providerId, bidAmount: '500.00', estimatedDuration: 90 });
  expect(bid.statusCode, bid.body).toBe(201);
  const accepted = await call(customerId, 'PATCH', `/api/bids/${bid.json().id}/accept`, { expectedTotal: bid.json().totalAmount });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect((await call(providerId, 'POST', `/api/bookings/${bookingId}/start`, await startCodeOf(t.app, bookingId))).statusCode).toBe(200);
  const done = await call(providerId, 'POST', `/api/bookings/${bookingId}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().payment).toEqual({ status: 'due', method: null, amount: '590.00', paidAt: null });
  return bookingId;
}

/** A completed ₹590 booking written straight to the database (many at once). */
async function completedRow(providerId = 'provider-2', customerId = 'customer-1'): Promise<string> {
  const id = await insertBooking(t.app, { customerId, status: 'completed', selectedProviderId: providerId });
  await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
  return id;
}

const bookingOf = async (id: string, as = 'customer-1') => (await call(as, 'GET', `/api/bookings/${id}`)).json();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const paymentOf = (id: string) => until(() => bookingOf(id), (b) => b.payment.status !== 'due');
const transactionsOf = async (bookingId: string) =>
  (await t.app.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, bookingId)))[0].n;

async function accountOf(account: string): Promise<string> {
  const res = await call('admin-1', 'GET', `/api/admin/ledger/accounts/${encodeURIComponent(account)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().balance;
}

async function openOrder(bookingId: string) {
  const res = await call('customer-1', 'POST', `/api/bookings/${bookingId}/payment`);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as { orderId: string; amount: string; currency: string; keyId: string; checkoutUrl: string };
}

describe('paying online through the gateway', () => {
  it('opens one order for a completed booking: ₹590.00 in paise at the gateway, the same order when asked again', async () => {
    const bookingId = await completedJob();
    const first = await call('customer-1', 'POST', `/api/bookings/${bookingId}/payment`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: '590.00', currency: 'INR', keyId: 'rzp_test_fake' });
    const again = await call('customer-1', 'POST', `/api/bookings/${bookingId}/payment`);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(fake.gateway.orders.get(first.json().orderId)).toMatchObject({ amount: 59000, currency: 'INR', receipt: `booking:${bookingId}` });
    expect(fake.requests.filter((r) => r === 'POST /v1/orders')).toHaveLength(fake.requests.filter((r) => r === 'POST /v1/orders').length);
  });

  it('refuses a booking not completed, and anyone but its customer', async () => {
    const pending = await insertBooking(t.app, { customerId: 'customer-1' });
    const early = await call('customer-1', 'POST', `/api/bookings/${pending}/payment`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_MESSAGES.notCompleted);
    const bookingId = await completedRow();
    expect((await call('customer-2', 'POST', `/api/bookings/${bookingId}/payment`)).statusCode).toBe(403);
  });

  it('pays: the captured webhook marks it paid with one sale and one payment in the ledger; a repeat posts nothing', async () => {
    const bookingId = await completedJob();
    const { orderId } = await openOrder(bookingId);
    expect(await invoicePdfText(bookingId)).toMatch(/\bDue\b/);
    const revenueBefore = await accountOf('platform:revenue');
    const paid = await fake.gateway.pay(orderId);
    const booking = await paymentOf(bookingId);
    expect(booking.payment).toMatchObject({ status: 'paid', method: 'online', amount: '590.00' });
    expect(booking.payment.paidAt).not.toBeNull();
    expect(await transactionsOf(bookingId)).toBe(2);
    expect(Number(await accountOf('platform:revenue'))).toBeCloseTo(Number(revenueBefore) - 125, 2);
    // The same event again (a gateway retry): answered 2xx, nothing posted.
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: paid.rawBody, headers: paid.headers });
    expect(again.statusCode).toBe(200);
    // Verified after the webhook: paid stays paid.
    const verified = await call('customer-1', 'POST', '/api/payments/verify', { orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', bookingId });
    await new Promise((r) => setTimeout(r, 1200));
    expect(await transactionsOf(bookingId)).toBe(2);
    const invoice = await call('customer-1', 'GET', `/api/bookings/${bookingId}/invoice`);
    expect(invoice.json().payment).toMatchObject({ status: 'paid', method: 'online' });
    expect(await invoicePdfText(bookingId)).toMatch(/Paid online on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect((await call('customer-1', 'POST', `/api/bookings/${bookingId}/payment`)).statusCode).toBe(409);
  });

  it('refuses a forged webhook with 400 and changes nothing', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    const honest = fake.gateway.webhookFor({ id: 'pay_forged1', order_id: orderId, amount: 59000, currency: 'INR', status: 'captured' });
    const eventsBefore = (await t.app.db.select({ n: count() }).from(paymentEvents))[0].n;
    const forged = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: honest.rawBody, headers: { ...honest.headers, 'x-razorpay-signature': hmacHex('not-the-secret', honest.rawBody) } });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: honest.rawBody, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_x' } });
    expect(unsigned.statusCode).toBe(400);
    // One byte changed after signing (the amount) no longer matches.
    const tampered = honest.rawBody.replace('"amount":59000', '"amount":59001');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: tampered, headers: honest.headers })).statusCode).toBe(400);
    expect((await t.app.db.select({ n: count() }).from(paymentEvents))[0].n).toBe(eventsBefore);
    expect((await bookingOf(bookingId)).payment.status).toBe('due');
    expect(await transactionsOf(bookingId)).toBe(0);
  });

  it('flags a payment of another amount for the operator and does not mark the booking paid', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    const paid = await fake.gateway.pay(orderId, { amount: 100 });
    const flag = await until(
      async () => (await t.app.db.select().from(paymentFlags).where(eq(paymentFlags.paymentId, paid.paymentId)))[0],
      (f) => f !== undefined,
    );
    expect(flag).toMatchObject({ bookingId, amountPaise: 100 });
    expect((await bookingOf(bookingId)).payment.status).toBe('due');
    const flags = await call('admin-1', 'GET', '/api/admin/payments/flags');
    expect(flags.json().some((f: { paymentId: string }) => f.paymentId === paid.paymentId)).toBe(true);
  });

  it('recovers a missed webhook: verify shows confirming, then the check with the gateway marks it paid', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    const paid = await fake.gateway.pay(orderId, { webhook: false });
    const bad = await call('customer-1', 'POST', '/api/payments/verify', { orderId, paymentId: paid.paymentId, signature: checkoutSignature('wrong', orderId, paid.paymentId) });
    expect(bad.statusCode).toBe(400);
    const verified = await call('customer-1', 'POST', '/api/payments/verify', { orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'confirming', message: PAYMENT_MESSAGES.confirming });
    expect((await paymentOf(bookingId)).payment).toMatchObject({ status: 'paid', method: 'online' });
    expect(fake.requests).toContain(`GET /v1/orders/${orderId}/payments`);
    // The webhook arriving late posts nothing more.
    await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: paid.rawBody, headers: paid.headers });
    await new Promise((r) => setTimeout(r, 1200));
    expect(await transactionsOf(bookingId)).toBe(2);
  });

  it('finds paid orders nobody heard back about on the scheduled check', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    await fake.gateway.pay(orderId, { webhook: false });
    expect(await t.app.payments.reconcileStale(0, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    expect((await bookingOf(bookingId)).payment.status).toBe('paid');
  });

  it('posts one payment for 24 concurrent deliveries of one event', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    const paid = await fake.gateway.pay(orderId, { webhook: false });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: paid.rawBody, headers: paid.headers })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(200));
    // The same payment under other event ids too (the gateway's own retries get new ids at times).
    const others = Array.from({ length: 6 }, () => fake.gateway.webhookFor({ id: paid.paymentId, order_id: orderId, amount: 59000, currency: 'INR', status: 'captured' }));
    await Promise.all(others.map((o) => t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: o.rawBody, headers: o.headers })));
    await paymentOf(bookingId);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await transactionsOf(bookingId)).toBe(2);
    const [{ n }] = await t.app.db.select({ n: count() }).from(paymentEvents).where(sql`${paymentEvents.payload}::text like ${`%${paid.paymentId}%`}`);
    expect(n).toBe(7);
  }, usingPostgres() ? 30_000 : 60_000);
});

describe('cash and UPI paid to the provider', () => {
  it('records cash once (a replayed Idempotency-Key gets the stored answer); the provider owes T − E', async () => {
    const bookingId = await completedRow('provider-3');
    const before = await call('provider-3', 'GET', '/api/provider/provider-3/balance');
    expect(before.statusCode, before.body).toBe(200);
    const headers = { 'idempotency-key': 'cash-0001-aaaa-bbbb' };
    const first = await call('provider-3', 'POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'upi' }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payment).toMatchObject({ status: 'paid', method: 'upi', amount: '590.00' });
    const replay = await call('provider-3', 'POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'upi' }, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const plain = await call('provider-3', 'POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'upi' });
    expect(plain.statusCode).toBe(200);
    expect(await transactionsOf(bookingId)).toBe(2);
    const after = (await call('provider-3', 'GET', '/api/provider/provider-3/balance')).json();
    expect(Number(after.owed) - Number(before.json().owed)).toBeCloseTo(215, 2);
    expect((await call('provider-2', 'POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'cash' })).statusCode).toBe(403);
    expect((await call('customer-1', 'GET', '/api/provider/provider-3/balance')).statusCode).toBe(403);
  });

  it('a cash record racing a captured payment: one payment posted, the other flagged', async () => {
    const bookingId = await completedRow();
    const { orderId } = await openOrder(bookingId);
    const [cash] = await Promise.all([
      call('provider-2', 'POST', `/api/bookings/${bookingId}/cash-payment`, { method: 'cash' }),
      fake.gateway.pay(orderId),
    ]);
    expect(cash.statusCode, cash.body).toBe(200);
    await until(
      async () => (await t.app.db.select().from(paymentFlags).where(eq(paymentFlags.bookingId, bookingId))).length,
      (n) => n > 0,
    );
    const booking = await bookingOf(bookingId);
    expect(booking.payment.status).toBe('paid');
    const payments = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, bookingId));
    expect(payments.filter((p) => p.kind === 'payment')).toHaveLength(1);
    expect(payments.filter((p) => p.kind === 'sale')).toHaveLength(1);
  });

  it('a provider owing more than the cash limit has no bid accepted until they settle online', async () => {
    await setSettings({ cashOwedLimit: '300.00' });
    try {
      for (let i = 0; i < 2; i++) {
        const id = await completedRow('provider-1');
        expect((await call('provider-1', 'POST', `/api/bookings/${id}/cash-payment`, { method: 'cash' })).statusCode).toBe(200);
      }
      const balance = (await call('provider-1', 'GET', '/api/provider/provider-1/balance')).json();
      expect(balance).toMatchObject({ owed: '430.00', overLimit: true, cashOwedLimit: '300.00' });
      const created = await call('customer-1', 'POST', '/api/bookings', bookingBody({ customerId: 'customer-1' }));
      const bookingId = created.json().id as string;
      const bid = await call('provider-1', 'POST', '/api/bids', { bookingId, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 60 });
      expect(bid.statusCode, bid.body).toBe(201);
      const refused = await call('customer-1', 'PATCH', `/api/bids/${bid.json().id}/accept`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('owes GaadiCare ₹430.00');
      // The admin's list of providers' balances puts them first, flagged.
      const balances = await call('admin-1', 'GET', '/api/admin/ledger/providers');
      expect(balances.statusCode, balances.body).toBe(200);
      expect(balances.json()[0]).toMatchObject({ providerId: 'provider-1', owed: '430.00', overLimit: true });
      expect(balances.json().filter((b: { overLimit: boolean }) => b.overLimit)).toHaveLength(1);
      expect((await call('provider-1', 'GET', '/api/admin/ledger/providers')).statusCode).toBe(403);
      // Settling: an order for what is owed, paid at the gateway.
      const settle = await call('provider-1', 'POST', '/api/provider/provider-1/settlement');
      expect(settle.statusCode, settle.body).toBe(201);
      expect(settle.json().amount).toBe('430.00');
      await fake.gateway.pay(settle.json().orderId);
      const settled = await until(async () => (await call('provider-1', 'GET', '/api/provider/provider-1/balance')).json(), (b) => b.owed === '0.00');
      expect(settled).toMatchObject({ owed: '0.00', overLimit: false });
      expect(await accountOf('provider:provider-1')).toBe('0.00');
      const accepted = await call('customer-1', 'PATCH', `/api/bids/${bid.json().id}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await setSettings({});
    }
  });

  it("online earnings are pending through the payout hold, then available", async () => {
    const bookingId = await completedRow('provider-3');
    const { orderId } = await openOrder(bookingId);
    await fake.gateway.pay(orderId);
    await paymentOf(bookingId);
    const held = (await call('provider-3', 'GET', '/api/provider/provider-3/balance')).json();
    expect(held).toMatchObject({ pending: '375.00', available: '0.00' });
    await setSettings({ payoutHoldHours: 0 });
    try {
      expect((await call('provider-3', 'GET', '/api/provider/provider-3/balance')).json()).toMatchObject({ pending: '0.00', available: '375.00' });
    } finally {
      await setSettings({});
    }
  });
});

describe('settings', () => {
  it('defaults: a 24-hour payout hold and a ₹2,000 cash limit', async () => {
    await t.app.db.update(appConfig).set({ value: DEMO_SETTINGS }).where(eq(appConfig.key, 'settings'));
    const settings = (await call('customer-1', 'GET', '/api/admin/settings')).json();
    expect(settings).toMatchObject({ payoutHoldHours: 24, cashOwedLimit: '2000.00' });
    await setSettings({});
  });
});
