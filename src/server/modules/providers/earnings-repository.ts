import { and, asc, eq, inArray } from 'drizzle-orm';
import { buildEarningsStatement, type CompletedJob } from '../../../shared/pricing/earnings-statement';
import type { EarningsStatement } from '../../../shared/schemas/earnings';
import type { DbOrTx } from '../../db/database';
import { bookingServices, bookings } from '../../db/schema';

/** A provider's completed jobs with their frozen figures and service names (two queries). */
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
  return rows.map((r) => ({
    bookingId: r.id,
    // Every completion records its time; the last update stands in for rows that predate that.
    completedAt: r.completedAt ?? r.updatedAt,
    services: names.get(r.id) ?? [],
    servicePaise: r.subtotalPaise,
    platformFeePaise: r.platformPaise,
    priorityBonusPaise: r.priorityBonusPaise,
    earningPaise: r.providerPaise,
    totalPaise: r.totalPaise,
  }));
}

export async function earningsStatementOf(db: DbOrTx, providerId: string, now: Date): Promise<EarningsStatement> {
  return buildEarningsStatement(providerId, await completedJobsOf(db, providerId), now);
}
