import { max } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DeltaAnswer } from '../../../shared/schemas/sync';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/database';
import { bids, bookings } from '../../db/schema';
import { toBooking, type BookingRow } from '../bookings/booking-mapper';
import { byPriorityThenDistance, distanceInArea, inAreaBox, isOpenFor, type JobArea } from '../bookings/nearby';
import { openJobsPage } from '../bookings/open-jobs';
import { cellsOfArea } from '../../changes/place-cells';
import { decodeCursor, encodeCursor, scopeKey } from './cursor';
import { selectChangedJobs, type JobChangeLog, type LoggedJob } from './job-change-log';

/** More changed rows than this since a cursor: a reset is cheaper than the delta. */
export const DELTA_ROW_LIMIT = 1000;

/**
 * A reset's cursor: the newest committed row version of the table, asked once (an index's last
 * entry), so rows written without a recorded change (a seed, an import) are not sent again by
 * the next delta. Read before the reset's rows. Deltas take their cursor from the change state.
 */
export async function resetCursorVersion(db: DbOrTx, table: typeof bookings | typeof bids, known: number): Promise<number> {
  const [row] = await db.select({ v: max(table.version) }).from(table);
  return Math.max(known, Number(row?.v ?? 0));
}

/** The scope part of a provider's cursor: who asks, and the base and radius that decided the rows. */
export function jobsScopeOf(actor: Actor, area: JobArea | null): string {
  return scopeKey([actor.id, area?.centre.lat ?? null, area?.centre.lng ?? null, area?.radiusKm ?? null]);
}

/**
 * A provider's nearby open jobs as changes since `since` (docs/delta-sync.md). `area` is the
 * provider's (null: every open job, for the admin or a provider with no base); `known` is a
 * version this process knows to be committed, with every version below it (the change state,
 * read before this pull's queries): the answer's cursor is at least that, so no max(version) is
 * asked. Changed rows come from the process's log of recent changes (`log`, ADR 043) when the
 * cursor is inside its window, with no statement, else with their embeds in one statement,
 * through the version index and the area's bounding box. A changed job inside the area that is
 * open to the provider is sent whole, one inside the area that is not (taken, cancelled,
 * expired, released by them) is sent as removed, and one outside the area is not mentioned at
 * all: it never reaches the device.
 */
export async function pullNearbyJobs(
  db: DbOrTx,
  actor: Actor,
  area: JobArea | null,
  at: { epoch: string; known: number },
  since: string | undefined,
  now = new Date(),
  log?: JobChangeLog,
): Promise<DeltaAnswer<Booking>> {
  const scope = jobsScopeOf(actor, area);
  const cursor = decodeCursor(since, at.epoch, scope);
  const reset = async (): Promise<DeltaAnswer<Booking>> => {
    const notReleasedBy = actor.userType === 'provider' ? actor.id : undefined;
    const version = await resetCursorVersion(db, bookings, at.known);
    const { bookings: all } = await openJobsPage(db, { area, notReleasedBy, now });
    return { changes: all, removed: [], cursor: encodeCursor(at.epoch, version, scope), reset: true };
  };
  if (!cursor) return reset();

  const logged = area && log ? await log.changedSince(db, at, cursor.version, cellsOfArea(area)) : null;
  const changed = logged ? logged.jobs : await changedInArea(db, area, cursor.version);
  if (changed.length > DELTA_ROW_LIMIT) return reset();

  const kept: { row: BookingRow; km: number; booking: Booking }[] = [];
  const removed: string[] = [];
  for (const { row, booking, embeds } of changed) {
    const km = area ? distanceInArea(row, area) : 0;
    if (km === null) continue;
    // A job this provider just won left the open list but stays theirs: sent whole, not removed,
    // and as their own bookings' pull sends it (the customer's number while the job is in hand),
    // so whichever pull the device applies last, the job card keeps its call link.
    if (row.selectedProviderId === actor.id) kept.push({ row, km, booking: toBooking(row, embeds, actor) });
    else if (isOpenFor(row, actor.id, now)) kept.push({ row, km, booking });
    else removed.push(row.id);
  }
  const newest = Math.max(at.known, cursor.version, logged?.top ?? 0, ...changed.map((r) => r.version));
  const ordered = area ? kept.sort(byPriorityThenDistance) : kept;
  return { changes: ordered.map((x) => x.booking), removed, cursor: encodeCursor(at.epoch, newest, scope), reset: false };
}

/** The rows changed after `version` in the area's bounding box (every one without an area), in version order. */
function changedInArea(db: DbOrTx, area: JobArea | null, version: number): Promise<LoggedJob[]> {
  return selectChangedJobs(db, version, area ? inAreaBox(area) : undefined, DELTA_ROW_LIMIT + 1);
}
