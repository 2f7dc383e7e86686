import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { LIVE_BID_STATUSES, type Bid, type BidStatus } from '../../../shared/schemas/bid';
import type { BookingStatus } from '../../../shared/domain/booking-machine';
import { fromPaise } from '../../../shared/pricing/money';
import type { DbOrTx } from '../../db/database';
import { priceWireOf, type PriceColumns } from '../../db/price-columns';
import { bids, bookings, providerProfiles, providerVerification, users } from '../../db/schema';

export type BidRow = typeof bids.$inferSelect;

const bidColumns = {
  bid: bids,
  name: users.name,
  profileImage: users.profileImage,
  location: users.location,
  ratingTenths: providerProfiles.ratingTenths,
  reviews: providerProfiles.reviews,
  completedJobs: providerProfiles.completedJobs,
};

type JoinedRow = {
  bid: BidRow;
  name: string;
  profileImage: string | null;
  location: string | null;
  ratingTenths: number | null;
  reviews: number | null;
  completedJobs: number | null;
};

function toBid(r: JoinedRow): Bid {
  return {
    id: r.bid.id,
    bookingId: r.bid.bookingId,
    providerId: r.bid.providerId,
    bidAmount: fromPaise(r.bid.amountPaise),
    ...priceWireOf(r.bid),
    estimatedDuration: r.bid.estimatedDuration,
    message: r.bid.message,
    status: r.bid.status,
    createdAt: r.bid.createdAt.toISOString(),
    provider: { name: r.name, profileImage: r.profileImage, location: r.location },
    providerProfile: {
      rating: r.ratingTenths === null ? null : r.ratingTenths / 10,
      reviews: r.reviews ?? 0,
      completedJobs: r.completedJobs ?? 0,
    },
  };
}

function joined(db: DbOrTx) {
  return db
    .select(bidColumns)
    .from(bids)
    .innerJoin(users, eq(users.id, bids.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, bids.providerId));
}

/** Bids matching `where` with their provider embeds, oldest change first; each with its row version. */
export async function listBidsWhere(db: DbOrTx, where: SQL | undefined): Promise<{ bid: Bid; version: number }[]> {
  const rows = await joined(db).where(where).orderBy(asc(bids.version));
  return rows.map((r) => ({ bid: toBid(r), version: r.bid.version }));
}

/** A booking's bids, lowest customer total first (the first is "Best Value"); ties go to the earlier bid. */
export async function listBidsOfBooking(
  db: DbOrTx,
  bookingId: string,
  filter: { statuses?: readonly BidStatus[]; providerId?: string } = {},
): Promise<Bid[]> {
  const conditions = [eq(bids.bookingId, bookingId)];
  if (filter.statuses) conditions.push(inArray(bids.status, [...filter.statuses]));
  if (filter.providerId) conditions.push(eq(bids.providerId, filter.providerId));
  const rows = await joined(db)
    .where(and(...conditions))
    .orderBy(asc(bids.totalPaise), asc(bids.createdAt), asc(bids.id));
  return rows.map(toBid);
}

export async function findBid(db: DbOrTx, id: string): Promise<Bid | undefined> {
  const [row] = await joined(db).where(eq(bids.id, id));
  return row ? toBid(row) : undefined;
}

export async function findBidRow(db: DbOrTx, id: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  return row;
}

export async function findLiveBid(db: DbOrTx, bookingId: string, providerId: string): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.bookingId, bookingId), eq(bids.providerId, providerId), eq(bids.status, 'pending')));
  return row;
}

export async function countLiveBids(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bids)
    .where(and(eq(bids.bookingId, bookingId), inArray(bids.status, [...LIVE_BID_STATUSES])));
  return Number(row.n);
}

export async function hasAcceptedBid(db: DbOrTx, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.bookingId, bookingId), eq(bids.status, 'accepted')));
  return row !== undefined;
}

export async function insertBid(db: DbOrTx, values: typeof bids.$inferInsert): Promise<void> {
  await db.insert(bids).values(values);
}

export async function reviseBid(
  db: DbOrTx,
  id: string,
  values: { amountPaise: number; estimatedDuration: number; message: string | null } & PriceColumns,
  at: Date,
): Promise<void> {
  await db.update(bids).set({ ...values, updatedAt: at }).where(eq(bids.id, id));
}

/** Accepts a bid only if it is still pending; false when something else got there first. */
export async function markAccepted(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(bids)
    .set({ status: 'accepted', updatedAt: at })
    .where(and(eq(bids.id, id), eq(bids.status, 'pending')))
    .returning({ id: bids.id });
  return rows.length === 1;
}

/** Rejects the booking's other open bids; returns their providers. */
export async function rejectOtherBids(db: DbOrTx, bookingId: string, acceptedId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(bids)
    .set({ status: 'rejected', updatedAt: at })
    .where(and(eq(bids.bookingId, bookingId), ne(bids.id, acceptedId), eq(bids.status, 'pending')))
    .returning({ providerId: bids.providerId });
  return rows.map((r) => r.providerId);
}

/**
 * The booking side of an acceptance: confirmed, assigned, and priced with the bid's frozen
 * figures (the bid amount is the service price). Any price agreed before a release is settled.
 */
/** Confirms the booking for the bid's provider, with a new start code and no start lock. */
export async function confirmBooking(
  db: DbOrTx,
  bookingId: string,
  status: BookingStatus,
  bid: BidRow,
  at: Date,
  startCode: string,
): Promise<void> {
  await db
    .update(bookings)
    .set({
      status,
      selectedProviderId: bid.providerId,
      subtotalPaise: bid.amountPaise,
      gstPaise: bid.gstPaise,
      totalPaise: bid.totalPaise,
      providerPaise: bid.providerPaise,
      platformPaise: bid.platformPaise,
      priorityBonusPaise: bid.priorityBonusPaise,
      gstRateBp: bid.gstRateBp,
      platformFeeRateBp: bid.platformFeeRateBp,
      agreedTotalPaise: null,
      startCode,
      startAttempts: 0,
      startLockedUntil: null,
      updatedAt: at,
    })
    .where(eq(bookings.id, bookingId));
}

/** Only who owns the booking: enough to decide who may see its bids. */
export async function findBookingOwner(db: DbOrTx, bookingId: string): Promise<{ customerId: string } | undefined> {
  const [row] = await db.select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

export async function findVerification(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(providerVerification).where(eq(providerVerification.providerId, providerId));
  return row;
}
