import { asc, gt, inArray, max } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DeltaAnswer } from '../../../shared/schemas/sync';
import { OPEN_TO_PROVIDERS } from '../../../shared/domain/booking-machine';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/database';
import { bookings } from '../../db/schema';
import { byPriorityThenDistance, distanceInArea, isOpenFor, nearbyOpenJobRows, providerArea, type JobArea } from '../bookings/nearby';
import { hydrateBookings, listBookings } from '../bookings/repository';
import type { BookingRow } from '../bookings/booking-mapper';
import { decodeCursor, encodeCursor, scopeKey } from './cursor';

/** More changed rows than this since a cursor: a reset is cheaper than the delta. */
export const DELTA_ROW_LIMIT = 1000;

/** The newest version among committed rows: a cursor taken before the read is never ahead of it. */
export async function newestBookingVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ v: max(bookings.version) }).from(bookings);
  return Number(row?.v ?? 0);
}

async function wholeScope(db: DbOrTx, actor: Actor, area: JobArea | null, now: Date): Promise<Booking[]> {
  if (area) return hydrateBookings(db, await nearbyOpenJobRows(db, area, now));
  return listBookings(db, {
    statuses: OPEN_TO_PROVIDERS,
    notOverdueAt: now,
    emergencyFirst: true,
    notReleasedBy: actor.userType === 'provider' ? actor.id : undefined,
  });
}

/**
 * A provider's nearby open jobs as changes since `since` (docs/delta-sync.md). Changed rows are
 * found through the version index with their place and status only; a changed job inside the
 * area that is open to the provider is sent whole, one inside the area that is not (taken,
 * cancelled, expired, released by them) is sent as removed, and one outside the area is not
 * mentioned at all: it never reaches the device.
 */
export async function pullNearbyJobs(db: DbOrTx, actor: Actor, epoch: string, since: string | undefined, now = new Date()): Promise<DeltaAnswer<Booking>> {
  const area = actor.userType === 'provider' ? await providerArea(db, actor.id) : null;
  const scope = scopeKey([actor.id, area?.centre.lat ?? null, area?.centre.lng ?? null, area?.radiusKm ?? null]);
  const cursor = decodeCursor(since, epoch, scope);
  const top = await newestBookingVersion(db);
  const reset = async (): Promise<DeltaAnswer<Booking>> => ({
    changes: await wholeScope(db, actor, area, now),
    removed: [],
    cursor: encodeCursor(epoch, top, scope),
    reset: true,
  });
  if (!cursor) return reset();

  const changed = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      latDeg: bookings.latDeg,
      lngDeg: bookings.lngDeg,
      scheduledTime: bookings.scheduledTime,
      releasedByProviderIds: bookings.releasedByProviderIds,
      selectedProviderId: bookings.selectedProviderId,
      version: bookings.version,
    })
    .from(bookings)
    .where(gt(bookings.version, cursor.version))
    .orderBy(asc(bookings.version))
    .limit(DELTA_ROW_LIMIT + 1);
  if (changed.length > DELTA_ROW_LIMIT) return reset();

  const kept: string[] = [];
  const removed: string[] = [];
  for (const row of changed) {
    if (area && distanceInArea(row, area) === null) continue;
    // A job this provider just won left the open list but stays theirs: sent whole, not removed.
    if (isOpenFor(row, actor.id, now) || row.selectedProviderId === actor.id) kept.push(row.id);
    else removed.push(row.id);
  }
  const newest = Math.max(top, cursor.version, ...changed.map((r) => r.version));
  const rows: BookingRow[] = kept.length ? await db.select().from(bookings).where(inArray(bookings.id, kept)) : [];
  const ordered = area
    ? rows.map((row) => ({ row, km: distanceInArea(row, area) ?? Infinity })).sort(byPriorityThenDistance).map((x) => x.row)
    : rows;
  return { changes: await hydrateBookings(db, ordered), removed, cursor: encodeCursor(epoch, newest, scope), reset: false };
}
