import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { bookings, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { LEDGER_ACCOUNTS } from '../ledger/accounts';
import { applyCapture, providerBalancePaise, recordCashPayment } from './service';
import * as repo from './repository';

/**
 * Random sequences of money events on a few completed bookings — online captures (the right
 * amount or not, repeated, late), cash and UPI records, racing each other — and after each
 * sequence: every ledger transaction balances, each booking has at most one payment, platform
 * revenue is exactly the fee of every paid job (and nothing of an unpaid one), and what the
 * provider owes is T − E of their cash jobs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
});

type Event =
  | { kind: 'capture'; booking: number; rightAmount: boolean; payment: number }
  | { kind: 'cash'; booking: number; method: 'cash' | 'upi' };

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('capture' as const), booking: fc.nat(3), rightAmount: fc.boolean(), payment: fc.nat(2) }),
  fc.record({ kind: fc.constant('cash' as const), booking: fc.nat(3), method: fc.constantFrom('cash' as const, 'upi' as const) }),
);

describe('money events in any order', () => {
  it('keep the ledger balanced, one payment per booking, revenue = the fee of every paid job', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 10_000, max: 900_000 }), { minLength: 4, maxLength: 4 }), fc.array(event, { maxLength: 14 }), async (prices, events) => {
        const provider = 'provider-2';
        const ids: string[] = [];
        for (const price of prices) {
          const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: provider });
          await t.app.db.update(bookings).set({ ...defaultPriceColumns(price), subtotalPaise: price, completedAt: new Date() }).where(eq(bookings.id, id));
          ids.push(id);
        }
        const orders = ids.map(() => `order_${crypto.randomBytes(6).toString('hex')}`);
        const rows = await t.app.db.select().from(bookings).where(inArray(bookings.id, ids));
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (let i = 0; i < ids.length; i++) {
          await repo.insertOrder(t.app.db, { id: orders[i], purpose: 'booking', bookingId: ids[i], amountPaise: byId.get(ids[i])!.totalPaise, receipt: `booking:${ids[i]}` });
        }
        const owedBefore = (await providerBalancePaise(t.app.db, provider)).owed;
        const actor = { id: provider, userType: 'provider' as const };
        // Two at a time, so captures and cash records race.
        for (let i = 0; i < events.length; i += 2) {
          await Promise.all(
            events.slice(i, i + 2).map((e) =>
              t.app.versions.transaction(
                t.app.db,
                async (tx) => {
                  const id = ids[e.booking];
                  if (e.kind === 'cash') await recordCashPayment(tx, actor, id, e.method);
                  else {
                    const total = byId.get(id)!.totalPaise;
                    await applyCapture(tx, { orderId: orders[e.booking], paymentId: `pay_${orders[e.booking]}_${e.payment}`, amountPaise: e.rightAmount ? total : total - 1, at: new Date() });
                  }
                },
                () => ['bookings'],
              ),
            ),
          );
        }
        const unbalanced = await t.app.db.execute(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_paise) <> 0`);
        expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
        const after = await t.app.db.select().from(bookings).where(inArray(bookings.id, ids));
        let cashOwed = 0;
        for (const b of after) {
          const txs = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, b.id));
          expect(txs.filter((x) => x.kind === 'payment').length).toBe(b.paymentStatus === 'paid' ? 1 : 0);
          const revenue = await t.app.db
            .select({ paise: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::text` })
            .from(ledgerEntries)
            .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
            .where(sql`${ledgerTransactions.bookingId} = ${b.id} and ${ledgerEntries.account} = ${LEDGER_ACCOUNTS.platformRevenue}`);
          expect(0 - Number(revenue[0].paise) || 0).toBe(b.paymentStatus === 'paid' ? b.platformPaise : 0);
          if (b.paymentMethod === 'cash' || b.paymentMethod === 'upi') cashOwed += b.totalPaise - b.providerPaise;
        }
        expect((await providerBalancePaise(t.app.db, provider)).owed - owedBefore).toBe(cashOwed);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
