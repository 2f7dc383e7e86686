import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentOrders, payouts } from '../db/schema';
import { ORDER_STATUSES } from '../../shared/payments/payment-state';
import { PAYOUT_STATUSES } from '../../shared/payments/payout-state';

/** Payment orders by status (every status named, 0 when none), for `gaadicare_records_by_state`. */
export async function paymentOrderStates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: paymentOrders.status, n: count() }).from(paymentOrders).groupBy(paymentOrders.status);
  const counts: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Payouts by state (ADR 102), every state present (0 when none): reversed or failed ones need the operator. */
export async function payoutStates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: payouts.status, n: count() }).from(payouts).groupBy(payouts.status);
  const counts: Record<string, number> = Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
