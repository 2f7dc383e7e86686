import { and, avg, count, eq, inArray, sum } from 'drizzle-orm';
import { ASSIGNED_JOBS } from '../../shared/domain/booking-machine';
import type { DbOrTx } from './database';
import { bookings, feedback, providerProfiles } from './schema';

/**
 * Recomputes a provider's job counts, earnings and rating from bookings and feedback. Called in
 * the same transaction as any write that moves them (complete, feedback, release).
 */
export async function refreshProviderAggregates(tx: DbOrTx, providerId: string): Promise<void> {
  const [jobs] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.selectedProviderId, providerId), inArray(bookings.status, [...ASSIGNED_JOBS])));
  const [done] = await tx
    .select({ n: count(), earned: sum(bookings.providerPaise) })
    .from(bookings)
    .where(and(eq(bookings.selectedProviderId, providerId), eq(bookings.status, 'completed')));
  const [rated] = await tx
    .select({ n: count(), mean: avg(feedback.overallRating) })
    .from(feedback)
    .where(eq(feedback.providerId, providerId));
  await tx
    .update(providerProfiles)
    .set({
      totalJobs: jobs.n,
      completedJobs: done.n,
      totalEarningsPaise: Number(done.earned ?? 0),
      reviews: rated.n,
      ratingTenths: rated.n > 0 ? Math.round(Number(rated.mean) * 10) : null,
    })
    .where(eq(providerProfiles.userId, providerId));
}
