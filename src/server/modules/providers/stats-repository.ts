import { and, avg, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { ProviderStats } from '../../../shared/schemas/provider';
import { fromPaise } from '../../../shared/pricing/money';
import { istParts } from '../../../shared/domain/time';
import type { DbOrTx } from '../../db/database';
import { bids, bookings, feedback } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The statuses in which a booking counts as one of the provider's jobs (as the profile aggregates count them). */
const JOB_STATUSES = ['confirmed', 'in_progress', 'completed'] as const;

/** Start and end of the IST calendar day containing `now`. */
function istDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${istParts(now).ymd}T00:00:00+05:30`));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Figures for the provider dashboard, computed from bookings, bids and feedback as they are now. */
export async function computeStats(db: DbOrTx, providerId: string, now: Date): Promise<ProviderStats> {
  const mine = eq(bookings.selectedProviderId, providerId);
  const completed = and(mine, eq(bookings.status, 'completed'));
  const today = istDay(now);

  const [jobs] = await db.select({ n: count() }).from(bookings).where(and(mine, inArray(bookings.status, [...JOB_STATUSES])));
  const [done] = await db.select({ n: count(), earned: sum(bookings.providerPaise) }).from(bookings).where(completed);
  const [todays] = await db
    .select({ earned: sum(bookings.providerPaise) })
    .from(bookings)
    .where(and(completed, gte(bookings.completedAt, today.start), lt(bookings.completedAt, today.end)));
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
    totalEarnings: fromPaise(Number(done.earned ?? 0)),
    todayEarnings: fromPaise(Number(todays.earned ?? 0)),
    pendingBids: open.n,
  };
}
