import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { fromPaise } from '../../../shared/pricing/money';
import type { DbOrTx } from '../../db/database';
import { paymentOrders, payouts, refunds } from '../../db/schema';
import { maskedPayoutAccount } from '../payments/payout-account';
import { LEDGER_ACCOUNTS } from '../ledger/accounts';
import { statement, type StatementLine } from '../ledger/service';

const lineOf = (l: StatementLine) => ({ at: l.at, kind: l.kind, bookingId: l.bookingId, memo: l.memo, amount: fromPaise(l.paise) });

/**
 * The person's money records for their copy (ledger.json): the ledger lines of their account as a
 * customer (what they paid and owed) and as a provider (what they earned, collected in cash and
 * settled), the payment orders for their bookings and their settlements, the refunds of their
 * bookings, where they are paid (masked, as every answer shows it) and the payouts made to them. Positive amounts are
 * what they owed GaadiCare, negative what GaadiCare owed them (ADR 071). Lines name bookings by id;
 * no other person's account appears.
 */
export async function moneyRows(db: DbOrTx, accountId: string, ownBookingIds: string[]) {
  const [asCustomer, asProvider, orders, refundRows, payoutAccount, payoutRows] = await Promise.all([
    statement(db, LEDGER_ACCOUNTS.customer(accountId)),
    statement(db, LEDGER_ACCOUNTS.provider(accountId)),
    db
      .select({ id: paymentOrders.id, purpose: paymentOrders.purpose, bookingId: paymentOrders.bookingId, amountPaise: paymentOrders.amountPaise, status: paymentOrders.status, createdAt: paymentOrders.createdAt })
      .from(paymentOrders)
      .where(
        ownBookingIds.length
          ? or(eq(paymentOrders.providerId, accountId), and(eq(paymentOrders.purpose, 'booking'), inArray(paymentOrders.bookingId, ownBookingIds)))
          : eq(paymentOrders.providerId, accountId),
      )
      .orderBy(asc(paymentOrders.createdAt)),
    ownBookingIds.length
      ? db
          .select({ id: refunds.id, bookingId: refunds.bookingId, amountPaise: refunds.amountPaise, reason: refunds.reason, status: refunds.status, createdAt: refunds.createdAt })
          .from(refunds)
          .where(inArray(refunds.bookingId, ownBookingIds))
          .orderBy(asc(refunds.createdAt))
      : [],
    maskedPayoutAccount(db, accountId),
    db
      .select({ id: payouts.id, amountPaise: payouts.amountPaise, mode: payouts.mode, status: payouts.status, failureReason: payouts.failureReason, createdAt: payouts.createdAt })
      .from(payouts)
      .where(eq(payouts.providerId, accountId))
      .orderBy(asc(payouts.createdAt)),
  ]);
  return {
    asCustomer: asCustomer.map(lineOf),
    asProvider: asProvider.map(lineOf),
    paymentOrders: orders.map(({ amountPaise, ...o }) => ({ ...o, amount: fromPaise(amountPaise) })),
    refunds: refundRows.map(({ amountPaise, ...r }) => ({ ...r, amount: fromPaise(amountPaise) })),
    payoutAccount,
    payouts: payoutRows.map(({ amountPaise, ...p }) => ({ ...p, amount: fromPaise(amountPaise) })),
  };
}
