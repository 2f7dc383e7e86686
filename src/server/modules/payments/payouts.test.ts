import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { appConfig, auditEvents, bookings, ledgerTransactions, notifications, paymentFlags, payoutAccounts, payouts } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { SETTINGS_STARTING_EARLY } from '../../../../tests/server/bookings-support';
import { startFakePaymentGateway, type FakePaymentGateway } from '../../../../tests/server/fake-payment-gateway';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { hmacHex } from '../../payments/signatures';
import { payOutProvider, runPayouts } from './payouts';

let t: TestApp;
let fake: FakePaymentGateway;
const HOUR = 3_600_000;
const PLATFORM_ACCOUNT = '2323230041626905';
const PROVIDER = 'provider-2';

beforeAll(async () => {
  fake = await startFakePaymentGateway(() => t?.app);
  t = await createTestApp({ payments: { ...fake.config, payoutAccountNumber: PLATFORM_ACCOUNT }, outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
  await t.app.db
    .update(appConfig)
    .set({ value: { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false, payoutHoldHours: 24 } })
    .where(eq(appConfig.key, 'settings'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const call = (userId: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.as(userId)({ method, url, payload: payload as Record<string, unknown> | undefined });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const available = async (providerId = PROVIDER) => (await call('admin-1', 'GET', `/api/provider/${providerId}/balance`)).json().available as string;
const payoutsOf = (providerId = PROVIDER) => t.app.db.select().from(payouts).where(eq(payouts.providerId, providerId)).orderBy(payouts.createdAt);
const gatewayPayoutsFor = (payoutId: string) => [...fake.gateway.payouts.values()].filter((p) => p.idempotencyKey === payoutId);
const settled = () => until(() => t.app.db.select().from(payouts).where(inArray(payouts.status, ['queued', 'processing'])), (rows) => rows.length === 0);

async function setAccount(providerId: string, values: Partial<typeof payoutAccounts.$inferInsert> = {}) {
  const row = { kind: 'bank' as const, accountHolder: 'Ravi Kumar', accountNumber: '001234567890', ifsc: 'HDFC0001234', vpa: null, payoutsHeldUntil: null, updatedAt: new Date(Date.now() - 72 * HOUR), ...values };
  await t.app.db.insert(payoutAccounts).values({ providerId, ...row }).onConflictDoUpdate({ target: payoutAccounts.providerId, set: row });
}

/** A ₹590 job of `providerId` paid online through the fake gateway (they earn ₹375), completed `hoursAgo`. */
async function paidJob(hoursAgo: number, providerId = PROVIDER): Promise<string> {
  const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: providerId });
  await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
  const order = await call('customer-1', 'POST', `/api/bookings/${id}/payment`);
  expect(order.statusCode, order.body).toBe(201);
  await fake.gateway.pay(order.json().orderId);
  await until(async () => (await call('customer-1', 'GET', `/api/bookings/${id}`)).json().payment.status, (s) => s === 'paid');
  await t.app.db.update(bookings).set({ completedAt: new Date(Date.now() - hoursAgo * HOUR) }).where(eq(bookings.id, id));
  return id;
}

/** Sends a payout webhook as the gateway would, with an event id of its own. */
async function payoutWebhook(event: string, entity: Record<string, unknown>) {
  const rawBody = JSON.stringify({ entity: 'event', event, contains: ['payout'], payload: { payout: { entity } }, created_at: Math.floor(Date.now() / 1000) });
  const headers = { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`, 'x-razorpay-signature': hmacHex(fake.config.webhookSecret, rawBody) };
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers });
}

beforeEach(async () => {
  fake.gateway.payoutOutcome = 'processed';
  await setAccount(PROVIDER);
  // What earlier tests left available is paid out first: each test starts from nothing available.
  await runPayouts(t.app.db, t.app.outbox, 'test');
  await settled();
});
afterEach(async () => {
  await settled();
  await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
});

describe('the payout run', () => {
  it('pays each eligible provider what is available once, in RazorpayX shape, and a rerun pays nothing', async () => {
    await paidJob(48);
    expect(await available()).toBe('375.00');
    const made = await runPayouts(t.app.db, t.app.outbox, 'test');
    expect(made.map((p) => [p.providerId, p.amountPaise, p.mode])).toEqual([[PROVIDER, 37500, 'IMPS']]);
    expect(await runPayouts(t.app.db, t.app.outbox, 'test')).toEqual([]);
    expect(await available()).toBe('0.00');
    const [row] = await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made[0].id)), ([r]) => r?.status === 'processed');
    expect(row.status).toBe('processed');
    const sent = gatewayPayoutsFor(made[0].id);
    expect(sent).toHaveLength(1);
    expect(row.gatewayPayoutId).toBe(sent[0].payout.id);
    expect(sent[0].request).toEqual({
      account_number: PLATFORM_ACCOUNT,
      fund_account: { account_type: 'bank_account', bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', account_number: '001234567890' }, contact: { name: 'Ravi Kumar', type: 'vendor', reference_id: PROVIDER } },
      amount: 37500,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      reference_id: made[0].id,
      queue_if_low_balance: true,
      narration: 'GaadiCare payout',
    });
    const kinds = await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `%${made[0].id}`));
    expect(kinds.map((k) => k.key).sort()).toEqual([`payout-processed:${made[0].id}`, `payout:${made[0].id}`]);
    // Sending again (a retried effect) makes no second payout at the gateway.
    await t.app.payments.sendPayout(made[0].id);
    expect(gatewayPayoutsFor(made[0].id)).toHaveLength(1);
  });

  it('pays to a UPI ID by UPI', async () => {
    await setAccount(PROVIDER, { kind: 'upi', accountHolder: null, accountNumber: null, ifsc: null, vpa: 'ravi@okhdfc' });
    await paidJob(30);
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test');
    expect(made.mode).toBe('UPI');
    await settled();
    const [sent] = gatewayPayoutsFor(made.id);
    expect(sent.request.fund_account).toEqual({ account_type: 'vpa', vpa: { address: 'ravi@okhdfc' }, contact: { name: expect.any(String), type: 'vendor', reference_id: PROVIDER } });
    expect(sent.request.mode).toBe('UPI');
  });

  it('keeps back what a provider owes from cash jobs: never more than the ledger owes them', async () => {
    const other = 'provider-1';
    await setAccount(other);
    await paidJob(48, other);
    const cash = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: other });
    await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date(Date.now() - 48 * HOUR) }).where(eq(bookings.id, cash));
    expect((await call(other, 'POST', `/api/bookings/${cash}/cash-payment`, { method: 'cash' })).statusCode).toBe(200);
    const balance = (await call('admin-1', 'GET', `/api/provider/${other}/balance`)).json();
    expect([balance.available, balance.owed]).toEqual(['375.00', '215.00']);
    // ₹375 earned online less ₹215 owed from the cash job: ₹160 is paid, once.
    expect((await runPayouts(t.app.db, t.app.outbox, 'test')).map((p) => [p.providerId, p.amountPaise])).toEqual([[other, 16000]]);
    expect(await runPayouts(t.app.db, t.app.outbox, 'test')).toEqual([]);
    await t.app.db.delete(payoutAccounts).where(eq(payoutAccounts.providerId, other));
  });

  it('pays once when two runs race', async () => {
    await paidJob(48);
    const runs = await Promise.all([runPayouts(t.app.db, t.app.outbox, 'a'), runPayouts(t.app.db, t.app.outbox, 'b'), runPayouts(t.app.db, t.app.outbox, 'c')]);
    expect(runs.flat().map((p) => p.amountPaise)).toEqual([37500]);
    await settled();
    expect(await available()).toBe('0.00');
  });

  it('holds earnings younger than payoutHoldHours, an account changed lately, and a provider with no account', async () => {
    await paidJob(2);
    expect(await runPayouts(t.app.db, t.app.outbox, 'test')).toEqual([]);
    await t.app.db.update(bookings).set({ completedAt: new Date(Date.now() - 25 * HOUR) }).where(eq(bookings.selectedProviderId, PROVIDER));
    await setAccount(PROVIDER, { payoutsHeldUntil: new Date(Date.now() + 20 * HOUR) });
    expect(await runPayouts(t.app.db, t.app.outbox, 'test')).toEqual([]);
    await t.app.db.delete(payoutAccounts).where(eq(payoutAccounts.providerId, PROVIDER));
    expect(await runPayouts(t.app.db, t.app.outbox, 'test')).toEqual([]);
    expect(await available()).toBe('375.00');
    await setAccount(PROVIDER);
    expect((await runPayouts(t.app.db, t.app.outbox, 'test')).map((p) => p.amountPaise)).toEqual([37500]);
  });

  it('does not send a payout whose account changed after it was queued: it fails and the money is back', async () => {
    await paidJob(48);
    fake.gateway.payoutOutcome = 'pending';
    const made = await t.app.db.transaction(async (tx) => {
      const row = await payOutProvider(tx, t.app.outbox, PROVIDER, 'test', new Date());
      await tx.update(payoutAccounts).set({ vpa: null, updatedAt: new Date(Date.now() + 1000) }).where(eq(payoutAccounts.providerId, PROVIDER));
      return row!;
    });
    const [row] = await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'failed');
    expect(row.status).toBe('failed');
    expect(gatewayPayoutsFor(made.id)).toHaveLength(0);
    expect(await available()).toBe('375.00');
    await setAccount(PROVIDER);
  });
});

describe('the gateway’s word on a payout', () => {
  it('a reversal after processing returns the balance, tells the provider, and older news changes nothing', async () => {
    await paidJob(48);
    fake.gateway.payoutOutcome = 'pending';
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test');
    const [sent] = await until(async () => gatewayPayoutsFor(made.id), (s) => s.length === 1);
    const processed = await fake.gateway.settlePayout(sent.payout.id, 'processed');
    await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'processed');
    await fake.gateway.settlePayout(sent.payout.id, 'reversed');
    const [row] = await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'reversed');
    expect(row.status).toBe('reversed');
    expect(row.failureReason).toBe('Beneficiary bank returned the payout');
    expect(await available()).toBe('375.00');
    // The processed webhook again, and with a new event id (out of order): applied once, the payout stays reversed.
    await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: processed.rawBody, headers: processed.headers });
    expect((await payoutWebhook('payout.processed', { ...sent.payout, status: 'processed' })).statusCode).toBe(200);
    expect((await payoutWebhook('payout.reversed', { ...sent.payout, status: 'reversed' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.app.db.select().from(payouts).where(eq(payouts.id, made.id)))[0].status).toBe('reversed');
    const posted = await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `%${made.id}`));
    expect(posted).toHaveLength(3);
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.accountId, PROVIDER), eq(notifications.event, 'payoutReturned')));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told.at(-1)!.params).toEqual({ amount: '375.00' });
    // The next run pays it again.
    fake.gateway.payoutOutcome = 'processed';
    expect((await runPayouts(t.app.db, t.app.outbox, 'test')).map((p) => p.amountPaise)).toEqual([37500]);
  });

  it('a failed payout returns the balance; a processed webhook arriving after it changes nothing', async () => {
    await paidJob(48);
    fake.gateway.payoutOutcome = 'failed';
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test');
    const [row] = await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'failed');
    expect(row.status).toBe('failed');
    expect(await available()).toBe('375.00');
    expect((await payoutWebhook('payout.processed', { id: row.gatewayPayoutId, reference_id: made.id, amount: 37500, status: 'processed' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.app.db.select().from(payouts).where(eq(payouts.id, made.id)))[0].status).toBe('failed');
    expect(await available()).toBe('375.00');
    fake.gateway.payoutOutcome = 'processed';
  });

  it('a missed webhook is made up for by asking the gateway', async () => {
    await paidJob(48);
    fake.gateway.payoutOutcome = 'pending';
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test');
    const [sent] = await until(async () => gatewayPayoutsFor(made.id), (s) => s.length === 1);
    await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'processing');
    await fake.gateway.settlePayout(sent.payout.id, 'processed', false);
    await t.app.payments.reconcileStale(0);
    expect((await t.app.db.select().from(payouts).where(eq(payouts.id, made.id)))[0].status).toBe('processed');
    await t.app.payments.reconcileStale(0);
    expect(gatewayPayoutsFor(made.id)).toHaveLength(1);
    fake.gateway.payoutOutcome = 'processed';
  });

  it('a webhook of another amount than the payout is flagged for the operator and not applied', async () => {
    await paidJob(48);
    fake.gateway.payoutOutcome = 'pending';
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test');
    const [sent] = await until(async () => gatewayPayoutsFor(made.id), (s) => s.length === 1);
    await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'processing');
    const before = await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `%${made.id}`));
    for (const [event, amount] of [['payout.processed', 37400], ['payout.reversed', 99900], ['payout.processed', undefined]] as const) {
      expect((await payoutWebhook(event, { ...sent.payout, amount, status: event.slice('payout.'.length) })).statusCode).toBe(200);
    }
    const flags = await until(
      () => t.app.db.select().from(paymentFlags).where(like(paymentFlags.key, `payout-amount:${sent.payout.id}:%`)),
      (rows) => rows.length === 2,
    );
    expect(flags.map((f) => f.reason).sort()).toEqual([
      `The gateway reported payout ${made.id} processed for 374.00, not 375.00`,
      `The gateway reported payout ${made.id} reversed for 999.00, not 375.00`,
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    // Neither applied: the payout is still processing, nothing posted, and the right amount still settles it.
    expect((await t.app.db.select().from(payouts).where(eq(payouts.id, made.id)))[0].status).toBe('processing');
    expect(await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `%${made.id}`))).toEqual(before);
    await fake.gateway.settlePayout(sent.payout.id, 'processed');
    await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, made.id)), ([r]) => r?.status === 'processed');
    fake.gateway.payoutOutcome = 'processed';
  });

  it('refuses a webhook with a wrong signature and changes nothing', async () => {
    const rawBody = JSON.stringify({ event: 'payout.failed', payload: { payout: { entity: { id: 'pout_x', reference_id: 'payout_x', status: 'failed' } } } });
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: rawBody, headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'bad' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('Pay out now and the lists', () => {
  it('is the administrator’s, audited; the provider sees their payouts, the administrator all', async () => {
    await paidJob(48);
    expect((await call(PROVIDER, 'POST', '/api/admin/payouts/run')).statusCode).toBe(403);
    const res = await call('admin-1', 'POST', '/api/admin/payouts/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe('375.00');
    const id = res.json().payouts[0].id as string;
    const audit = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'payout.run'));
    expect(audit.at(-1)!.after).toEqual({ payouts: 1, total: '375.00' });
    await settled();
    const mine = await call(PROVIDER, 'GET', `/api/provider/${PROVIDER}/payouts`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0]).toMatchObject({ id, amount: '375.00', status: 'processed', mode: 'IMPS' });
    expect((await call('provider-1', 'GET', `/api/provider/${PROVIDER}/payouts`)).statusCode).toBe(403);
    const all = await call('admin-1', 'GET', '/api/admin/payouts');
    expect(all.json().some((p: { id: string }) => p.id === id)).toBe(true);
    expect((await payoutsOf()).length).toBeGreaterThan(0);
  });
});
