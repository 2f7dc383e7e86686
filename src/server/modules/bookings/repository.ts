import { and, asc, desc, eq, gt, inArray, isNotNull, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Booking, BookingStatus, PhotoType } from '../../../shared/schemas/booking';
import { FINISHED } from '../../../shared/domain/booking-machine';
import { LIVE_BID_STATUSES } from '../../../shared/schemas/bid';
import { startOfIstDay } from '../../../shared/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { bids, bookingServices, bookings, feedback, photos, providerProfiles, users } from '../../db/schema';
import type { Viewer } from './start-code';
import { toBooking, type BookingEmbeds, type BookingRow, type BookingServiceRow } from './booking-mapper';

export type { BookingRow } from './booking-mapper';

/** What a booking list may be narrowed by; every field is optional and they combine with AND. */
export interface BookingFilter {
  customerId?: string;
  /** The provider the booking is assigned to (selectedProviderId). */
  providerId?: string;
  statuses?: readonly BookingStatus[];
  /** Leave out bookings this provider released in an emergency. */
  notReleasedBy?: string;
  /** Emergency-released bookings before the rest (they are high priority for providers). */
  emergencyFirst?: boolean;
  /** Leave out open bookings whose time has passed at this instant (slot-rules.ts openForBidsUntil). */
  notOverdueAt?: Date;
}

/**
 * Open bookings past their time at `now`: pending ones whose slot has begun, released ones whose
 * slot's day has ended. The SQL form of slot-rules.ts isOverdue, kept beside it by a test.
 */
function overdueAt(now: Date): SQL {
  return overdueAtSql(now, startOfIstDay(now));
}

/** overdueAt with `now` and `istDayStart` (startOfIstDay of now) given apart, as placeholders of a prepared statement may be. */
export function overdueAtSql(now: Date | Placeholder, istDayStart: Date | Placeholder): SQL {
  return sql`((${bookings.status} = 'pending' and ${bookings.scheduledTime} <= ${now}) or (${bookings.status} = 'emergency_released' and ${bookings.scheduledTime} < ${istDayStart}))`;
}

/** What notReleasedBySql compares with: the provider as a JSON array of one. */
export const releasedByJson = (providerId: string) => JSON.stringify([providerId]);

/** Leaves out the bookings released by the provider `json` (releasedByJson, or its placeholder) names. */
export function notReleasedBySql(json: string | Placeholder): SQL {
  return sql`not (${bookings.releasedByProviderIds} @> ${json}::jsonb)`;
}

export function whereOf(filter: BookingFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.customerId) parts.push(eq(bookings.customerId, filter.customerId));
  if (filter.providerId) parts.push(eq(bookings.selectedProviderId, filter.providerId));
  if (filter.statuses) parts.push(inArray(bookings.status, [...filter.statuses]));
  if (filter.notOverdueAt) parts.push(sql`not ${overdueAt(filter.notOverdueAt)}`);
  if (filter.notReleasedBy) parts.push(notReleasedBySql(releasedByJson(filter.notReleasedBy)));
  return parts.length ? and(...parts) : undefined;
}

/** Bookings matching the filter, newest first, with every embed (five queries, whatever the count). */
export async function listBookings(db: DbOrTx, filter: BookingFilter = {}, viewer?: Viewer): Promise<Booking[]> {
  const order = [desc(bookings.createdAt), desc(bookings.id)];
  if (filter.emergencyFirst) order.unshift(sql`case when ${bookings.status} = 'emergency_released' then 0 else 1 end`);
  const rows = await db.select().from(bookings).where(whereOf(filter)).orderBy(...order);
  return hydrateBookings(db, rows, viewer);
}

/** One booking as `viewer` may see it (start-code.ts: only its customer gets the start code). */
export async function findBookingById(db: DbOrTx, id: string, viewer?: Viewer): Promise<Booking | undefined> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id));
  const [booking] = await hydrateBookings(db, rows, viewer);
  return booking;
}

/** The raw booking row, unlocked: for checks that are made again under the lock. */
export async function findBookingRow(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The raw booking row, locked until the transaction ends, so concurrent transitions queue up. */
export async function lockBooking(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Turns booking rows into wire bookings with batched look-ups of their embeds (no query per booking). */
export async function hydrateBookings(db: DbOrTx, rows: BookingRow[], viewer?: Viewer): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const providerIds = [...new Set(rows.map((r) => r.selectedProviderId).filter((p): p is string => p !== null))];
  const userIds = [...new Set([...rows.map((r) => r.customerId), ...providerIds])];
  // Sequential on purpose: inside a transaction every query shares one connection anyway.
  const lines = await db
    .select()
    .from(bookingServices)
    .where(inArray(bookingServices.bookingId, ids))
    .orderBy(asc(bookingServices.position));
  const people = await db
    .select({ id: users.id, name: users.name, phone: users.phone, ratingTenths: providerProfiles.ratingTenths, profile: providerProfiles.userId })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
  const feedbackRows = await db.select().from(feedback).where(inArray(feedback.bookingId, ids));
  // Photo bytes stay in the table; a booking carries only their references.
  const photoRows = await db
    .select({
      id: photos.id,
      bookingId: photos.bookingId,
      type: photos.type,
      createdAt: photos.createdAt,
      capturedAt: photos.capturedAt,
      distanceMeters: photos.distanceMeters,
    })
    .from(photos)
    .where(inArray(photos.bookingId, ids))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  const linesOf = groupBy<BookingServiceRow>(lines, (l) => l.bookingId);
  const person = new Map(people.map((p) => [p.id, p]));
  const feedbackOf = new Map(feedbackRows.map((f) => [f.bookingId, f]));
  const photosOf = groupBy(photoRows, (p) => p.bookingId);
  return rows.map((row) => {
    const provider = row.selectedProviderId ? person.get(row.selectedProviderId) : undefined;
    const embeds: BookingEmbeds = {
      lines: linesOf.get(row.id) ?? [],
      customerName: person.get(row.customerId)?.name ?? '',
      customerPhone: person.get(row.customerId)?.phone ?? null,
      provider: provider ? { name: provider.name, phone: provider.phone, ratingTenths: provider.ratingTenths, hasProfile: provider.profile !== null } : null,
      feedback: feedbackOf.get(row.id) ?? null,
      photos: photosOf.get(row.id) ?? [],
    };
    return toBooking(row, embeds, viewer);
  });
}

export async function bookingExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return row !== undefined;
}

/** Bookings of a customer that are still active (neither completed nor cancelled). */
export async function countActiveBookingsOf(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), notInArray(bookings.status, [...FINISHED])));
  return Number(row?.n ?? 0);
}

export async function insertBooking(
  db: DbOrTx,
  values: typeof bookings.$inferInsert,
  lines: (typeof bookingServices.$inferInsert)[],
): Promise<void> {
  await db.insert(bookings).values(values);
  if (lines.length) await db.insert(bookingServices).values(lines);
}

export async function updateBooking(db: DbOrTx, id: string, values: Partial<typeof bookings.$inferInsert>): Promise<void> {
  await db
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
}

/**
 * One more wrong start code; the `maxAttempts`-th locks the start until `lockUntil` and starts the
 * count again. A single UPDATE, so concurrent wrong codes are all counted.
 */
export async function countWrongStartCode(db: DbOrTx, id: string, maxAttempts: number, lockUntil: Date): Promise<void> {
  const reachesLimit = sql`${bookings.startAttempts} + 1 >= ${maxAttempts}`;
  await db
    .update(bookings)
    .set({
      startAttempts: sql`case when ${reachesLimit} then 0 else ${bookings.startAttempts} + 1 end`,
      startLockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${bookings.startLockedUntil} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, id));
}

export async function listBookingLines(db: DbOrTx, bookingId: string): Promise<BookingServiceRow[]> {
  return db.select().from(bookingServices).where(eq(bookingServices.bookingId, bookingId)).orderBy(asc(bookingServices.position));
}

/**
 * Marks every open booking past its time at `now` as `status` (the machine's 'expire' target)
 * and rejects their open bids. Returns the ids it expired.
 */
export async function expireOverdue(db: DbOrTx, now: Date, status: BookingStatus): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set({ status, updatedAt: sql`now()` })
    .where(overdueAt(now))
    .returning({ id: bookings.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) {
    await db
      .update(bids)
      .set({ status: 'rejected', updatedAt: sql`now()` })
      .where(and(inArray(bids.bookingId, ids), eq(bids.status, 'pending')));
  }
  return ids;
}

/** Rejects the booking's bids that are still open (or all of them, after an emergency release). */
export async function rejectBids(db: DbOrTx, bookingId: string, onlyPending: boolean): Promise<void> {
  const where = onlyPending
    ? and(eq(bids.bookingId, bookingId), eq(bids.status, 'pending'))
    : and(eq(bids.bookingId, bookingId), inArray(bids.status, [...LIVE_BID_STATUSES]));
  await db.update(bids).set({ status: 'rejected', updatedAt: sql`now()` }).where(where);
}

export async function countPhotos(db: DbOrTx, bookingId: string, type: PhotoType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.bookingId, bookingId), eq(photos.type, type)));
  return Number(row?.n ?? 0);
}

export async function insertPhotos(db: DbOrTx, values: (typeof photos.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(photos).values(values);
}

/** A stored photo with the people allowed to see it; `data` only for a photo not yet moved to the photo store. */
export async function findPhoto(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: photos.id,
      mimeType: photos.mimeType,
      data: photos.data,
      customerId: bookings.customerId,
      selectedProviderId: bookings.selectedProviderId,
    })
    .from(photos)
    .innerJoin(bookings, eq(bookings.id, photos.bookingId))
    .where(eq(photos.id, id));
  return row;
}

/** Which of these ids are photos (rows), for the photo store's orphan sweep. */
export async function existingPhotoIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** A few photos whose bytes are still in the table (stored before the photo store), in id order after `afterId`. */
export async function photosWithBytesInTable(db: DbOrTx, afterId: string, limit: number): Promise<{ id: string; data: Uint8Array }[]> {
  const rows = await db
    .select({ id: photos.id, data: photos.data })
    .from(photos)
    .where(and(isNotNull(photos.data), gt(photos.id, afterId)))
    .orderBy(asc(photos.id))
    .limit(limit);
  return rows.filter((r): r is { id: string; data: Uint8Array } => r.data !== null);
}

/** Drops a photo's bytes from the table once they are in the photo store. */
export async function clearPhotoBytes(db: DbOrTx, id: string): Promise<void> {
  await db.update(photos).set({ data: null }).where(eq(photos.id, id));
}
