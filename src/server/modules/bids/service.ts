import crypto from 'node:crypto';
import { LIVE_BID_STATUSES, type AcceptBidBody, type Bid, type PlaceBidBody } from '../../../shared/schemas/bid';
import type { Booking } from '../../../shared/schemas/booking';
import { canPerform, transitionErrorMessage } from '../../../shared/domain/booking-machine';
import { canActivateProfile } from '../../../shared/domain/verification';
import { bidRefusal } from '../../../shared/domain/action-refusals';
import { quoteBid } from '../../../shared/pricing/quote';
import { formatRupees, fromPaise, toPaise } from '../../../shared/pricing/money';
import { bookingParams } from '../../notifications/booking-params';
import { notify, remindBeforeSlot } from '../../notifications/notify';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin, requireRole } from '../../auth/actor';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { refreshProviderAggregates } from '../../db/provider-aggregates';
import { getPricing, getSettings } from '../admin/config-repository';
import { priceColumns } from '../../db/price-columns';
import { findBookingById, lockBooking, type BookingRow } from '../bookings/repository';
import { newStartCode } from '../bookings/start-code';
import { transition } from '../bookings/lifecycle-service';
import { cashOwedRefusal } from '../payments/service';
import * as repo from './repository';

export const ALREADY_ACCEPTED = 'This booking already has an accepted bid';

/** Refusal of a bid above the agreed price without the customer's explicit confirmation. */
export function priceIncreaseMessage(totalPaise: number, agreedPaise: number): string {
  return `This bid is ${formatRupees(totalPaise - agreedPaise)} more than your agreed price of ${formatRupees(agreedPaise)}; confirm its total of ${formatRupees(totalPaise)} to accept it`;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: { code?: string; constraint?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code;
  const text = `${e?.constraint ?? ''} ${e?.cause?.constraint ?? ''} ${e?.cause?.message ?? ''} ${e?.message ?? ''}`;
  return code === '23505' && text.includes(constraint);
}

/**
 * Who sees which bids: the booking's customer its live ones (rejected bids are history), a
 * provider only its own, the admin all of them.
 */
export async function listBidsFor(db: DbOrTx, actor: Actor, bookingId: string): Promise<Bid[]> {
  const booking = await repo.findBookingOwner(db, bookingId);
  if (!booking) throw notFound(`There is no booking '${bookingId}'`);
  if (isAdmin(actor)) return repo.listBidsOfBooking(db, bookingId);
  if (actor.userType === 'provider') return repo.listBidsOfBooking(db, bookingId, { providerId: actor.id });
  if (booking.customerId !== actor.id) throw forbidden('You can only see the bids on your own bookings');
  return repo.listBidsOfBooking(db, bookingId, { statuses: LIVE_BID_STATUSES });
}

/**
 * Places a bid, or revises the provider's live bid on that booking (same row). The booking row
 * is locked first so a bid cannot slip in beside a concurrent acceptance.
 */
export async function placeBid(
  tx: Tx,
  actor: Actor,
  body: PlaceBidBody,
  now = new Date(),
): Promise<{ status: 200 | 201; bid: Bid }> {
  requireRole(actor, 'provider');
  if (actor.id !== body.providerId) throw forbidden('You can only bid as yourself');
  const flags = await repo.findVerification(tx, actor.id);
  if (!flags || !canActivateProfile(flags)) throw forbidden('Complete onboarding before bidding');

  const booking = await lockBooking(tx, body.bookingId);
  if (!booking) throw notFound(`There is no booking '${body.bookingId}'`);
  if (!canPerform(booking.status, 'placeBid')) throw conflict(transitionErrorMessage(booking.status, 'placeBid'));
  const late = bidRefusal(booking.status, booking.scheduledTime, now);
  if (late) throw conflict(late);
  if (booking.releasedByProviderIds.includes(actor.id)) {
    throw forbidden('You released this booking, so you cannot bid on it again');
  }

  // The bid is priced now and keeps that price: later changes to GST or fees price only new bids.
  const price = quoteBid(body.bidAmount, await getPricing(tx), { takeover: booking.status === 'emergency_released' });
  const values = {
    amountPaise: toPaise(body.bidAmount),
    ...priceColumns(price),
    estimatedDuration: body.estimatedDuration,
    message: body.message ? body.message : null,
  };
  const live = await repo.findLiveBid(tx, booking.id, actor.id);
  if (body.id && body.id !== live?.id && (await repo.findBidRow(tx, body.id))) {
    throw conflict('A bid with this id already exists');
  }
  if (live) {
    await repo.reviseBid(tx, live.id, values, now);
    return { status: 200, bid: (await repo.findBid(tx, live.id))! };
  }

  const firstBid = (await repo.countLiveBids(tx, booking.id)) === 0;
  const id = body.id ?? crypto.randomUUID();
  try {
    await repo.insertBid(tx, { id, bookingId: booking.id, providerId: actor.id, ...values, createdAt: now, updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error, 'bids_one_live_per_provider')) throw conflict('You already have a bid on this booking');
    throw error;
  }
  await notify(tx, {
    accountId: booking.customerId,
    event: 'newBid',
    params: { ...(await bookingParams(tx, booking)), amount: fromPaise(values.totalPaise) },
    bookingId: booking.id,
  });
  // Auto-accept never takes a bid above a price the customer agreed to before a release.
  const withinAgreed = booking.agreedTotalPaise === null || values.totalPaise <= booking.agreedTotalPaise;
  if (firstBid && withinAgreed && (await getSettings(tx)).autoAcceptBids && !(await cashOwedRefusal(tx, actor.id))) {
    await acceptLockedBid(tx, booking, (await repo.findBidRow(tx, id))!, now);
  }
  return { status: 201, bid: (await repo.findBid(tx, id))! };
}

/**
 * The customer (or admin) accepts one bid; every other bid on the booking is rejected. The
 * customer is charged exactly the total they were shown: an `expectedTotal` that no longer
 * matches the bid is refused, and a bid above the price agreed before an emergency release
 * needs that confirmation.
 */
export async function acceptBid(
  tx: Tx,
  actor: Actor,
  bidId: string,
  body: AcceptBidBody = {},
  now = new Date(),
): Promise<{ bid: Bid; booking: Booking }> {
  requireRole(actor, 'customer', 'admin');
  const bid = await repo.findBidRow(tx, bidId);
  if (!bid) throw notFound(`There is no bid '${bidId}'`);
  // Every acceptance of this booking queues here; the loser sees the winner's committed state.
  const booking = (await lockBooking(tx, bid.bookingId))!;
  if (!isAdmin(actor) && booking.customerId !== actor.id) {
    throw forbidden('Only the customer who made this booking can accept its bids');
  }
  if (!canPerform(booking.status, 'acceptBid')) {
    if (await repo.hasAcceptedBid(tx, booking.id)) throw conflict(ALREADY_ACCEPTED);
    throw conflict(transitionErrorMessage(booking.status, 'acceptBid'));
  }
  if (bid.status === 'accepted') throw conflict(ALREADY_ACCEPTED);
  const late = bidRefusal(booking.status, booking.scheduledTime, now);
  if (late) throw conflict(late);
  if (bid.status !== 'pending') throw conflict('This bid is no longer open');
  if (body.expectedTotal !== undefined && toPaise(body.expectedTotal) !== bid.totalPaise) {
    throw conflict(`This bid has changed: its total is now ${formatRupees(bid.totalPaise)}. Please review it again.`);
  }
  if (booking.agreedTotalPaise !== null && bid.totalPaise > booking.agreedTotalPaise && body.expectedTotal === undefined) {
    throw conflict(priceIncreaseMessage(bid.totalPaise, booking.agreedTotalPaise));
  }
  // A provider holding more cash owed to GaadiCare than the limit takes no new job until they settle (ADR 073).
  const owes = await cashOwedRefusal(tx, bid.providerId);
  if (owes) throw conflict(owes);
  await acceptLockedBid(tx, booking, bid, now);
  return { bid: (await repo.findBid(tx, bidId))!, booking: (await findBookingById(tx, booking.id, actor))! };
}

/**
 * The acceptance itself, on a booking already locked and checked. The conditional update and
 * the bids_one_accepted index make a second winner impossible even if a caller skipped the lock.
 */
async function acceptLockedBid(tx: Tx, booking: BookingRow, bid: repo.BidRow, now: Date): Promise<void> {
  let won: boolean;
  try {
    won = await repo.markAccepted(tx, bid.id, now);
  } catch (error) {
    if (isUniqueViolation(error, 'bids_one_accepted')) throw conflict(ALREADY_ACCEPTED);
    throw error;
  }
  if (!won) throw conflict(ALREADY_ACCEPTED);
  const others = await repo.rejectOtherBids(tx, booking.id, bid.id, now);
  await repo.confirmBooking(tx, booking.id, transition(booking, 'acceptBid'), bid, now, newStartCode());
  await refreshProviderAggregates(tx, bid.providerId);
  const params = await bookingParams(tx, booking);
  await notify(tx, { accountId: bid.providerId, event: 'bidAccepted', params: { ...params, amount: fromPaise(bid.providerPaise) }, bookingId: booking.id });
  for (const providerId of others) await notify(tx, { accountId: providerId, event: 'bidNotChosen', params, bookingId: booking.id });
  remindBeforeSlot(tx, booking.id, booking.scheduledTime);
}
