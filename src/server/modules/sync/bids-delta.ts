import { and, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { LIVE_BID_STATUSES, type Bid } from '../../../shared/schemas/bid';
import type { DeltaAnswer } from '../../../shared/schemas/sync';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/database';
import { bids, bookings } from '../../db/schema';
import { listBidsWhere } from '../bids/repository';
import { decodeCursor, encodeCursor, scopeKey } from './cursor';
import { DELTA_ROW_LIMIT, resetCursorVersion } from './jobs-delta';

/**
 * Whose bids a person may hold: a provider their own (any status: the dashboard shows their bid
 * on each job), a customer the live bids on their bookings, the admin every bid.
 */
function scopeOf(db: DbOrTx, actor: Actor): { where: SQL | undefined; liveOnly: boolean } {
  if (actor.userType === 'provider') return { where: eq(bids.providerId, actor.id), liveOnly: false };
  if (actor.userType === 'customer') {
    const theirBookings = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, actor.id));
    return { where: inArray(bids.bookingId, theirBookings), liveOnly: true };
  }
  return { where: undefined, liveOnly: false };
}

/**
 * The caller's bids as changes since `since` (docs/delta-sync.md): one pull for every job on a
 * provider's dashboard instead of one per job. A customer's bid that is rejected leaves their
 * scope and is sent as removed. `at.known`: a version known to be committed with every one
 * below it (see pullNearbyJobs).
 */
export async function pullMyBids(db: DbOrTx, actor: Actor, at: { epoch: string; known: number }, since: string | undefined): Promise<DeltaAnswer<Bid>> {
  const { epoch, known: topVersion } = at;
  const scope = scopeKey([actor.id]);
  const cursor = decodeCursor(since, epoch, scope);
  const { where, liveOnly } = scopeOf(db, actor);
  if (!cursor) {
    // Read before the rows: every version up to it is committed and in what follows.
    const version = await resetCursorVersion(db, bids, topVersion);
    const all = await listBidsWhere(db, liveOnly ? and(where, inArray(bids.status, [...LIVE_BID_STATUSES])) : where);
    return { changes: all.map((x) => x.bid), removed: [], cursor: encodeCursor(epoch, version, scope), reset: true };
  }
  const changed = await listBidsWhere(db, and(where, gt(bids.version, cursor.version)));
  if (changed.length > DELTA_ROW_LIMIT) return pullMyBids(db, actor, at, undefined);
  const live = (bid: Bid) => !liveOnly || (LIVE_BID_STATUSES as readonly string[]).includes(bid.status);
  const newest = Math.max(topVersion, cursor.version, ...changed.map((x) => x.version));
  return {
    changes: changed.filter((x) => live(x.bid)).map((x) => x.bid),
    removed: changed.filter((x) => !live(x.bid)).map((x) => x.bid.id),
    cursor: encodeCursor(epoch, newest, scope),
    reset: false,
  };
}
