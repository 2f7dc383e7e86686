import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, ledgerEntries, ledgerTransactions, refunds } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { HttpError } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { LEDGER_ACCOUNTS } from '../ledger/accounts';
import { fromPaise } from '../../../shared/pricing/money';
import { applyCapture } from './service';
import { applyRefundNews, requestRefund } from './refunds';
import * as repo from './repository';

/**
 * Random refunds of an online-paid job — of any amount, asked two at a time, their news from the
 * gateway processed or failed, repeated and out of order — and after each sequence: every
 * transaction balances, what went back is never more than was paid, the booking's state says how
 * much went back, and the platform keeps exactly its fee less its share of what was refunded.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const noOutbox: EffectQueue = { enqueue: async () => undefined, enqueueMany: async () => undefined };
const admin = { id: 'admin-1', userType: 'admin' as const };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
});

type Step = { paise: number; outcome: 'processed' | 'failed' | 'none'; repeats: number };
const step: fc.Arbitrary<Step> = fc.record({
  paise: fc.integer({ min: 100, max: 120_000 }),
  outcome: fc.constantFrom('processed' as const, 'failed' as const, 'none' as const),
  repeats: fc.nat(2),
});

const sumOf = async (bookingId: string, account: string) => {
  const [row] = await t.app.db
    .select({ paise: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(sql`${ledgerTransactions.bookingId} = ${bookingId} and ${ledgerEntries.account} = ${account}`);
  return Number(row.paise);
};

describe('refunds in any order', () => {
  it('never return more than was paid, post once each, and leave the platform its fee less its share', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 10_000, max: 90_000 }), fc.array(step, { maxLength: 8 }), async (price, steps) => {
        const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
        await t.app.db.update(bookings).set({ ...defaultPriceColumns(price), subtotalPaise: price, completedAt: new Date() }).where(eq(bookings.id, id));
        const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
        const orderId = `order_${crypto.randomBytes(6).toString('hex')}`;
        await repo.insertOrder(t.app.db, { id: orderId, purpose: 'booking', bookingId: id, amountPaise: row.totalPaise, receipt: `booking:${id}` });
        await t.app.versions.transaction(t.app.db, (tx) => applyCapture(tx, { orderId, paymentId: `pay_${orderId}`, amountPaise: row.totalPaise, at: new Date() }), () => ['bookings']);

        // Asked two at a time: the booking's lock weighs them in turn.
        const asked: { id: string; step: Step }[] = [];
        for (let i = 0; i < steps.length; i += 2) {
          await Promise.all(
            steps.slice(i, i + 2).map(async (s) => {
              try {
                const made = await t.app.db.transaction((tx) => requestRefund(tx, admin, id, { amount: fromPaise(s.paise), reason: 'property' }, noOutbox));
                asked.push({ id: made.id, step: s });
              } catch (error) {
                if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
              }
            }),
          );
        }
        // The gateway's news, repeated and in reverse order.
        const news = asked.flatMap((a) => (a.step.outcome === 'none' ? [] : Array.from({ length: a.step.repeats + 1 }, () => a)));
        for (const a of news.reverse()) {
          await t.app.versions.transaction(
            t.app.db,
            (tx) => applyRefundNews(tx, { receipt: a.id, gatewayRefundId: `rfnd_${a.id}`, amountPaise: a.step.paise, status: a.step.outcome }),
            () => ['bookings'],
          );
        }

        const unbalanced = await t.app.db.execute(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_paise) <> 0`);
        expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
        const rows = await t.app.db.select().from(refunds).where(eq(refunds.bookingId, id));
        const promised = rows.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amountPaise, 0);
        const back = rows.filter((r) => r.status === 'processed').reduce((s, r) => s + r.amountPaise, 0);
        expect(promised).toBeLessThanOrEqual(row.totalPaise);
        const txs = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, id));
        expect(txs.filter((x) => x.kind === 'refund').length).toBe(rows.filter((r) => r.status === 'processed').length);
        // What the gateway holds for this booking: what was paid less what went back.
        expect(await sumOf(id, LEDGER_ACCOUNTS.gatewayClearing)).toBe(row.totalPaise - back);
        const [after] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
        expect(after.paymentStatus).toBe(back === 0 ? 'paid' : back === row.totalPaise ? 'refunded' : 'partially_refunded');
        // The platform gives back its share of each refund, so a full refund leaves it nothing.
        // Credit balances, as 0 − the sum: −(0) would be −0, which is not the 0 a full refund leaves.
        const revenue = 0 - (await sumOf(id, LEDGER_ACCOUNTS.platformRevenue));
        const gst = 0 - (await sumOf(id, LEDGER_ACCOUNTS.gstPayable));
        const earning = 0 - (await sumOf(id, LEDGER_ACCOUNTS.provider('provider-2')));
        expect(revenue + gst + earning).toBe(row.totalPaise - back);
        if (back === row.totalPaise) expect([revenue, gst, earning]).toEqual([0, 0, 0]);
        expect(Math.abs(revenue - Math.round((row.platformPaise * (row.totalPaise - back)) / row.totalPaise))).toBeLessThanOrEqual(rows.length);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
