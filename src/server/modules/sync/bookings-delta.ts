import { and, asc, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DeltaAnswer } from '../../../shared/schemas/sync';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema';
import { hydrateBookings, listBookings } from '../bookings/repository';
import { decodeCursor, encodeCursor, scopeKey } from './cursor';
import { DELTA_ROW_LIMIT, resetCursorVersion } from './jobs-delta';

/**
 * Whose bookings a person holds: a customer every booking of theirs (a cancelled or finished one
 * stays theirs), a provider the jobs assigned to them. A provider's job leaves their scope only
 * when they release it in an emergency; a customer's bookings never leave it.
 */
function scopeOf(actor: Actor): { mine: SQL; left: SQL | null } {
  if (actor.userType === 'customer') return { mine: eq(bookings.customerId, actor.id), left: null };
  return {
    mine: eq(bookings.selectedProviderId, actor.id),
    left: and(
      sql`${bookings.releasedByProviderIds} @> ${JSON.stringify([actor.id])}::jsonb`,
      or(sql`${bookings.selectedProviderId} is null`, ne(bookings.selectedProviderId, actor.id)),
    )!,
  };
}

/**
 * The caller's own bookings as changes since `since` (docs/delta-sync.md): one pull for every
 * booking on a customer's screens or a provider's assigned jobs, whatever their number. Rows are
 * answered as the list routes answer them to this person (the customer sees their start code).
 * `at.known`: a version known to be committed with every one below it (see pullNearbyJobs).
 */
export async function pullMyBookings(db: DbOrTx, actor: Actor, at: { epoch: string; known: number }, since: string | undefined): Promise<DeltaAnswer<Booking>> {
  const { epoch, known: top } = at;
  const scope = scopeKey(['bookings', actor.id]);
  const cursor = decodeCursor(since, epoch, scope);
  const filter = actor.userType === 'customer' ? { customerId: actor.id } : { providerId: actor.id };
  const reset = async (): Promise<DeltaAnswer<Booking>> => {
    const version = await resetCursorVersion(db, bookings, top);
    return { changes: await listBookings(db, filter, actor), removed: [], cursor: encodeCursor(epoch, version, scope), reset: true };
  };
  if (!cursor) return reset();

  const { mine, left } = scopeOf(actor);
  const changed = await db
    .select()
    .from(bookings)
    .where(and(gt(bookings.version, cursor.version), left ? or(mine, left) : mine))
    .orderBy(asc(bookings.version))
    .limit(DELTA_ROW_LIMIT + 1);
  if (changed.length > DELTA_ROW_LIMIT) return reset();

  const theirs = (row: (typeof changed)[number]) => (actor.userType === 'customer' ? row.customerId === actor.id : row.selectedProviderId === actor.id);
  const kept = changed.filter(theirs);
  const newest = Math.max(top, cursor.version, ...changed.map((r) => r.version));
  return {
    changes: await hydrateBookings(db, kept, actor),
    removed: changed.filter((row) => !theirs(row)).map((row) => row.id),
    cursor: encodeCursor(epoch, newest, scope),
    reset: false,
  };
}
