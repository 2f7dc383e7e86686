import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, payoutAccounts, payouts } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('payouts in the demo', () => {
  it('Pay out now pays a provider through the embedded test gateway, to the end', async () => {
    const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
    await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
    const order = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` });
    expect(order.statusCode, order.body).toBe(201);
    await t.app.testGateway!.pay(order.json().orderId);
    await until(async () => (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().payment.status, (s) => s === 'paid');
    await t.app.db.update(bookings).set({ completedAt: new Date(Date.now() - 48 * 3_600_000) }).where(eq(bookings.id, id));
    await t.app.db
      .insert(payoutAccounts)
      .values({ providerId: 'provider-2', kind: 'upi', vpa: 'ravi@okaxis', updatedAt: new Date(Date.now() - 72 * 3_600_000) })
      .onConflictDoUpdate({ target: payoutAccounts.providerId, set: { kind: 'upi', accountHolder: null, accountNumber: null, ifsc: null, vpa: 'ravi@okaxis', payoutsHeldUntil: null } });
    const run = await t.as('admin-1')({ method: 'POST', url: '/api/admin/payouts/run' });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().payouts.map((p: { providerId: string; amount: string }) => [p.providerId, p.amount])).toEqual([['provider-2', '375.00']]);
    const [row] = await until(() => t.app.db.select().from(payouts).where(eq(payouts.id, run.json().payouts[0].id)), ([r]) => r?.status === 'processed');
    expect(row.status).toBe('processed');
    expect(row.gatewayPayoutId).toMatch(/^pout_/);
    expect((await t.as('provider-2')({ method: 'GET', url: '/api/provider/provider-2/balance' })).json().available).toBe('0.00');
    await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  });
});
