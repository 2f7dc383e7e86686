import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RENTAL_MONEY_MESSAGES } from '../../../shared/payments/rental-money';
import { auditEvents, ledgerTransactions, notifications, paymentFlags, refunds, toolRentals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { startFakePaymentGateway, type FakePaymentGateway } from '../../../../tests/server/fake-payment-gateway';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';

let t: TestApp;
let fake: FakePaymentGateway;

beforeAll(async () => {
  fake = await startFakePaymentGateway(() => t?.app);
  t = await createTestApp({ payments: fake.config, outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
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

/** The pressure washer: ₹450 a day, ₹2,000 deposit, ₹2,450 paid at confirmation. */
async function rent(toolId: string, paymentMethod: 'online' | 'cash', customer = 'customer-1') {
  const res = await call(customer, 'POST', '/api/tool-rentals', { toolId, customerId: customer, paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalPayable: string; depositAmount: string; payment: { status: string; method: string } };
}

const rentalOf = async (id: string, customer = 'customer-1') =>
  ((await call(customer, 'GET', `/api/tool-rentals/customer/${customer}`)).json() as { id: string; payment: { status: string; method: string | null }; deposit: { status: string; back: string; damage: string; reason: string | null } | null }[]).find(
    (r) => r.id === id,
  )!;

async function accountOf(account: string): Promise<number> {
  const res = await call('admin-1', 'GET', `/api/admin/ledger/accounts/${encodeURIComponent(account)}`);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().balance);
}

const keysOf = async (prefix: string) =>
  (await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions)).map((r) => r.key).filter((k) => k.includes(prefix));
const gatewayRefundCalls = () => fake.requests.filter((r) => /^POST \/v1\/payments\/[^/]+\/refund$/.test(r)).length;
const settle = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => call('admin-1', 'POST', `/api/admin/tool-rentals/${id}/deposit`, body, headers);

async function payOnline(id: string, amount: string): Promise<{ orderId: string; paymentId: string }> {
  const order = await call('customer-1', 'POST', `/api/tool-rentals/${id}/payment`);
  expect(order.statusCode, order.body).toBe(201);
  expect(order.json().amount).toBe(amount);
  expect(new URL(order.json().checkoutUrl).searchParams.get('callback_url')).toBe('/tool-rental');
  // Asked again, the same order.
  const again = await call('customer-1', 'POST', `/api/tool-rentals/${id}/payment`);
  expect(again.statusCode).toBe(200);
  expect(again.json().orderId).toBe(order.json().orderId);
  const paid = await fake.gateway.pay(order.json().orderId);
  const rental = await until(() => rentalOf(id), (r) => r.payment.status === 'paid');
  expect(rental.payment).toMatchObject({ status: 'paid', method: 'online' });
  return { orderId: order.json().orderId, paymentId: paid.paymentId };
}

describe('a tool rental paid online', () => {
  it('pays rent and deposit through the checkout: the webhook marks it paid, posted once however often it comes', async () => {
    const rental = await rent('tool-pressure-washer', 'online');
    expect(rental.payment).toMatchObject({ status: 'due', method: 'online' });
    expect((await call('customer-2', 'POST', `/api/tool-rentals/${rental.id}/payment`)).statusCode).toBe(403);
    expect(rental.totalPayable).toBe('2450.00');
    const { orderId } = await payOnline(rental.id, rental.totalPayable);
    // The webhook again: nothing more posted.
    const payment = fake.gateway.payments.get(orderId)![0];
    const hook = fake.gateway.webhookFor(payment);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: hook.rawBody, headers: hook.headers })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 800));
    expect(await keysOf(`rental-payment:${rental.id}`)).toHaveLength(1);
    expect(await keysOf(`rental-charge:${rental.id}`)).toHaveLength(1);
    expect((await call('customer-1', 'POST', `/api/tool-rentals/${rental.id}/payment`)).json().message).toBe(RENTAL_MONEY_MESSAGES.alreadyPaid);
    // A second payment of the paid order is held for the operator, not applied.
    await fake.gateway.pay(orderId, { amount: 10000 });
    const flags = await until(() => t.app.db.select().from(paymentFlags).where(eq(paymentFlags.orderId, orderId)), (rows) => rows.length > 0);
    expect(flags).toHaveLength(1);
    expect(await keysOf(`rental-payment:${rental.id}`)).toHaveLength(1);
  });

  it('on return with damage refunds the rest of the deposit through the gateway once, and tells the customer', async () => {
    const rental = await rent('tool-vacuum', 'online');
    await payOnline(rental.id, rental.totalPayable);
    const before = { deposits: await accountOf('tools:deposits'), damage: await accountOf('tools:damage'), clearing: await accountOf('gateway:clearing') };
    // Not yet returned: 409.
    const early = await settle(rental.id, { damage: '100', reason: 'Scratched hose' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RENTAL_MONEY_MESSAGES.notReturned);
    expect((await call('customer-1', 'POST', `/api/tool-rentals/${rental.id}/return`)).statusCode).toBe(200);
    const deposit = Number(rental.depositAmount);
    // Bad input changes nothing.
    const tooMuch = await settle(rental.id, { damage: String(deposit + 1), reason: 'Broken beyond the deposit' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(RENTAL_MONEY_MESSAGES.damageTooLarge((deposit + 1).toFixed(2), deposit.toFixed(2)));
    const noReason = await settle(rental.id, { damage: '250' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(RENTAL_MONEY_MESSAGES.reasonNeeded);
    const blank = await settle(rental.id, { damage: '250', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await call('customer-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit`, { damage: '0' })).statusCode).toBe(403);
    expect(await keysOf(`rental-settlement:${rental.id}`)).toHaveLength(0);

    const key = { 'idempotency-key': `settle-${rental.id}` };
    const settled = await settle(rental.id, { damage: '250', reason: 'Cracked nozzle' }, key);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().deposit).toMatchObject({ status: 'refunding', damage: '250.00', reason: 'Cracked nozzle', back: (deposit - 250).toFixed(2) });
    // The same request again answers the same; another settlement is 409.
    const replay = await settle(rental.id, { damage: '250', reason: 'Cracked nozzle' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const second = await settle(rental.id, { damage: '0' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(RENTAL_MONEY_MESSAGES.alreadySettled);

    const done = await until(() => rentalOf(rental.id), (r) => r.deposit?.status === 'refunded');
    expect(done.deposit).toMatchObject({ status: 'refunded', back: (deposit - 250).toFixed(2) });
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.rentalId, rental.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', amountPaise: (deposit - 250) * 100, bookingId: null });
    // Repeated refund webhooks apply nothing more.
    const calls = gatewayRefundCalls();
    const gatewayRefund = fake.gateway.refunds.get(rows[0].paymentId)!.find((r) => r.receipt === rows[0].id)!;
    for (let i = 0; i < 2; i += 1) {
      const hook = fake.gateway.refundWebhook(gatewayRefund);
      expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: hook.rawBody, headers: hook.headers })).statusCode).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 800));
    expect(gatewayRefundCalls()).toBe(calls);
    expect(await keysOf(`refund:${rows[0].id}`)).toHaveLength(1);
    expect(await keysOf(`rental-settlement:${rental.id}`)).toHaveLength(1);
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.accountId, 'customer-1'), eq(notifications.event, 'depositRefunded')));
    expect(told.filter((n) => (n.params as { amount?: string }).amount === (deposit - 250).toFixed(2))).toHaveLength(1);
    // The ledger: the whole deposit left the deposits account, ₹250 kept for damage, the rest out of the gateway's clearing.
    expect(await accountOf('tools:deposits')).toBeCloseTo(before.deposits + deposit);
    expect(await accountOf('tools:damage')).toBeCloseTo(before.damage - 250);
    expect(await accountOf('gateway:clearing')).toBeCloseTo(before.clearing - (deposit - 250));
    const audit = await t.app.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'rental.deposit-settle'), eq(auditEvents.subject, rental.id)));
    expect(audit).toHaveLength(1);
  });

  it('a deposit refund the gateway fails is owed back at the desk and flagged for the operator, then paid back in cash once', async () => {
    const rental = await rent('tool-steam-cleaner', 'online');
    await payOnline(rental.id, rental.totalPayable);
    expect((await call('customer-1', 'POST', `/api/tool-rentals/${rental.id}/return`)).statusCode).toBe(200);
    fake.gateway.refundOutcome = 'failed';
    try {
      const settled = await settle(rental.id, { damage: '0' });
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json().deposit.status).toBe('refunding');
      const owed = await until(() => rentalOf(rental.id), (r) => r.deposit?.status === 'owed');
      expect(owed.deposit).toMatchObject({ status: 'owed', back: Number(rental.depositAmount).toFixed(2) });
    } finally {
      fake.gateway.refundOutcome = 'processed';
    }
    const [failed] = await t.app.db.select().from(refunds).where(eq(refunds.rentalId, rental.id));
    expect(failed.status).toBe('failed');
    const [flag] = await t.app.db.select().from(paymentFlags).where(eq(paymentFlags.key, `refund-failed:${failed.id}`));
    expect(flag.reason).toContain(rental.id);
    expect(await keysOf(`refund:${failed.id}`)).toHaveLength(0);

    const desk = await accountOf('cash:desk');
    const back = await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit/paid-back`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().deposit.status).toBe('paidBack');
    expect((await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit/paid-back`)).statusCode).toBe(409);
    expect(await accountOf('cash:desk')).toBeCloseTo(desk - Number(rental.depositAmount));
    // The customer is told once, when the desk pays it back.
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.accountId, 'customer-1'), eq(notifications.event, 'depositRefunded')));
    expect(told.filter((n) => (n.params as { amount?: string }).amount === Number(rental.depositAmount).toFixed(2))).toHaveLength(1);
  });
});

describe('a tool rental paid in cash at pickup', () => {
  it('is due until the desk records the cash; the deposit less damage is owed back in cash, then paid back once', async () => {
    const rental = await rent('tool-polisher', 'cash', 'customer-2');
    expect(rental.payment).toMatchObject({ status: 'due', method: 'cash' });
    expect((await call('customer-2', 'POST', `/api/admin/tool-rentals/${rental.id}/cash-payment`)).statusCode).toBe(403);
    const paid = await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/cash-payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment).toMatchObject({ status: 'paid', method: 'cash' });
    // A repeat answers the rental as it is and posts nothing more; paying online now is refused.
    expect((await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/cash-payment`)).statusCode).toBe(200);
    expect(await keysOf(`rental-payment:${rental.id}`)).toHaveLength(1);
    expect((await call('customer-2', 'POST', `/api/tool-rentals/${rental.id}/payment`)).statusCode).toBe(409);

    expect((await call('customer-2', 'POST', `/api/tool-rentals/${rental.id}/return`)).statusCode).toBe(200);
    expect((await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit/paid-back`)).statusCode).toBe(409);
    const desk = await accountOf('cash:desk');
    const settled = await settle(rental.id, { damage: '100.50', reason: 'Pad torn' });
    expect(settled.statusCode, settled.body).toBe(200);
    const back = Number(rental.depositAmount) - 100.5;
    expect(settled.json().deposit).toMatchObject({ status: 'owed', damage: '100.50', back: back.toFixed(2) });
    expect(await t.app.db.select().from(refunds).where(eq(refunds.rentalId, rental.id))).toHaveLength(0);
    expect(await accountOf('customer:customer-2')).toBeLessThan(0);

    const returned = await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit/paid-back`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().deposit.status).toBe('paidBack');
    expect((await call('admin-1', 'POST', `/api/admin/tool-rentals/${rental.id}/deposit/paid-back`)).statusCode).toBe(409);
    expect(await accountOf('cash:desk')).toBeCloseTo(desk - back);
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.accountId, 'customer-2'), eq(notifications.event, 'depositRefunded')));
    expect(told).toHaveLength(1);
    const list = await call('admin-1', 'GET', '/api/admin/tool-rentals');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((r: { id: string }) => r.id === rental.id)).toMatchObject({ customerName: expect.any(String), deposit: { status: 'paidBack' } });
  });

  it('refuses to settle a deposit nothing was paid for', async () => {
    const rental = await rent('tool-foam-cannon', 'cash');
    expect((await call('customer-1', 'POST', `/api/tool-rentals/${rental.id}/return`)).statusCode).toBe(200);
    const res = await settle(rental.id, { damage: '0' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RENTAL_MONEY_MESSAGES.notPaid);
    const [row] = await t.app.db.select().from(toolRentals).where(eq(toolRentals.id, rental.id));
    expect(row.depositStatus).toBeNull();
  });
});
