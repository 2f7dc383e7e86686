import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { buildEarningsStatement, type CompletedJob } from '../../../shared/pricing/earnings-statement';
import type { EarningsStatement } from '../../../shared/schemas/earnings';
import type { DbOrTx } from '../../db/database';
import { bookingServices, bookings, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { LEDGER_ACCOUNTS } from '../ledger/accounts';

/** A provider's completed jobs with their frozen figures, service names and the earning refunds took back (three queries). */
async function completedJobsOf(db: DbOrTx, providerId: string): Promise<CompletedJob[]> {
  const rows = await db
    .select({
      id: bookings.id,
      completedAt: bookings.completedAt,
      updatedAt: bookings.updatedAt,
      subtotalPaise: bookings.subtotalPaise,
      platformPaise: bookings.platformPaise,
      priorityBonusPaise: bookings.priorityBonusPaise,
      providerPaise: bookings.providerPaise,
      totalPaise: bookings.totalPaise,
    })
    .from(bookings)
    .where(and(eq(bookings.selectedProviderId, providerId), eq(bookings.status, 'completed')));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ bookingId: bookingServices.bookingId, name: bookingServices.name })
    .from(bookingServices)
    .where(inArray(bookingServices.bookingId, rows.map((r) => r.id)))
    .orderBy(asc(bookingServices.position));
  const names = new Map<string, string[]>();
  for (const line of lines) names.set(line.bookingId, [...(names.get(line.bookingId) ?? []), line.name]);
  const takenBack = await earningTakenBackByRefunds(db, providerId, rows.map((r) => r.id));
  return rows.map((r) => ({
    bookingId: r.id,
    // Every completion records its time; the last update stands in for rows that predate that.
    completedAt: r.completedAt ?? r.updatedAt,
    services: names.get(r.id) ?? [],
    servicePaise: r.subtotalPaise,
    platformFeePaise: r.platformPaise,
    priorityBonusPaise: r.priorityBonusPaise,
    earningPaise: r.providerPaise,
    takenBackPaise: takenBack.get(r.id) ?? 0,
    totalPaise: r.totalPaise,
  }));
}

/**
 * What the ledger's refunds took back from the provider's earning, per booking: a refund borne in
 * proportion debits the provider's account (postings.ts `refundEntries`); a goodwill one does not.
 */
async function earningTakenBackByRefunds(db: DbOrTx, providerId: string, bookingIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ bookingId: ledgerTransactions.bookingId, paise: sql<string>`sum(${ledgerEntries.amountPaise})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.kind, 'refund'), eq(ledgerEntries.account, LEDGER_ACCOUNTS.provider(providerId)), inArray(ledgerTransactions.bookingId, bookingIds)))
    .groupBy(ledgerTransactions.bookingId);
  return new Map(rows.map((r) => [r.bookingId!, Number(r.paise)]));
}

export async function earningsStatementOf(db: DbOrTx, providerId: string, now: Date): Promise<EarningsStatement> {
  return buildEarningsStatement(providerId, await completedJobsOf(db, providerId), now);
}
