import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { ProviderStats } from '../../../shared/schemas/provider';
import { ASSIGNED_JOBS } from '../../../shared/domain/booking-machine';
import type { DbOrTx } from '../../db/database';
import { bids, bookings, feedback } from '../../db/schema';
import { earningsStatementOf } from './earnings-repository';


/**
 * Figures for the provider dashboard, computed from bookings, bids and feedback as they are now.
 * The earnings are the earnings statement's own totals, so the two always agree.
 */
export async function computeStats(db: DbOrTx, providerId: string, now: Date): Promise<ProviderStats> {
  const mine = eq(bookings.selectedProviderId, providerId);
  const completed = and(mine, eq(bookings.status, 'completed'));

  const [jobs] = await db.select({ n: count() }).from(bookings).where(and(mine, inArray(bookings.status, [...ASSIGNED_JOBS])));
  const [done] = await db.select({ n: count() }).from(bookings).where(completed);
  const statement = await earningsStatementOf(db, providerId, now);
  const [rated] = await db
    .select({ n: count(), mean: avg(feedback.overallRating) })
    .from(feedback)
    .where(eq(feedback.providerId, providerId));
  const [open] = await db
    .select({ n: count() })
    .from(bids)
    .where(and(eq(bids.providerId, providerId), eq(bids.status, 'pending')));

  return {
    totalJobs: jobs.n,
    completedJobs: done.n,
    completionRate: jobs.n === 0 ? 0 : Math.round((done.n / jobs.n) * 100),
    // One decimal, as the profile's rating.
    averageRating: rated.n === 0 ? null : Math.round(Number(rated.mean) * 10) / 10,
    totalEarnings: statement.totalEarnings,
    todayEarnings: statement.todayEarnings,
    pendingBids: open.n,
  };
}
