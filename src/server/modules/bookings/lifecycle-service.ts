import type { Booking, EmergencyReleaseBody, StartJobBody } from '../../../shared/schemas/booking';
import { fromPaise } from '../../../shared/pricing/money';
import { bookingParams } from '../../notifications/booking-params';
import { announceOpenJob, notify } from '../../notifications/notify';
import {
  START_CODE_LOCK_MINUTES,
  START_CODE_MAX_ATTEMPTS,
  START_CODE_WRONG_MESSAGE,
  isStartLocked,
  startLockedMessage,
} from '../../../shared/domain/start-code';
import { nextStatus, transitionErrorMessage, type BookingAction } from '../../../shared/domain/booking-machine';
import { startRefusal } from '../../../shared/domain/slot-rules';
import { cancelRefusal, completeRefusal } from '../../../shared/domain/action-refusals';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin } from '../../auth/actor';
import { refreshProviderAggregates } from '../../db/provider-aggregates';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { getSettings } from '../admin/config-repository';
import { issueInvoice } from '../invoices/service';
import * as repo from './repository';
import type { BookingRow } from './booking-mapper';
import { startCodeMatches } from './start-code';

export async function lockedBookingOr404(tx: Tx, id: string): Promise<BookingRow> {
  const row = await repo.lockBooking(tx, id);
  if (!row) throw notFound(`There is no booking '${id}'`);
  return row;
}

/** The status after `action`, or 409 naming the current status. */
export function transition(row: BookingRow, action: BookingAction): BookingRow['status'] {
  const next = nextStatus(row.status, action);
  if (!next) throw conflict(transitionErrorMessage(row.status, action));
  return next;
}

function requireAssignedProvider(actor: Actor, row: BookingRow, doing: string): void {
  if (actor.userType !== 'provider' || row.selectedProviderId !== actor.id) {
    throw forbidden(`Only the provider assigned to this job can ${doing} it`);
  }
}

export async function cancelBooking(tx: Tx, actor: Actor, id: string, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  if (!isAdmin(actor) && actor.id !== row.customerId) throw forbidden('Only the customer who made this booking can cancel it');
  const next = transition(row, 'cancel');
  const refusal = cancelRefusal(row.scheduledTime, now, await getSettings(tx));
  if (refusal) throw conflict(refusal);
  await repo.updateBooking(tx, id, { status: next });
  await repo.rejectBids(tx, id, true);
  return (await repo.findBookingById(tx, id, actor))!;
}

/** A wrong start code: the route records the attempt in its own transaction (this one rolls back) and answers 422. */
export class WrongStartCode extends Error {}

/**
 * Start Job: the assigned provider, within the start window, with the customer's start code
 * (ADR 023). While the start is locked after too many wrong codes, even the right one is refused.
 */
export async function startJob(tx: Tx, actor: Actor, id: string, body: StartJobBody, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  requireAssignedProvider(actor, row, 'start');
  const next = transition(row, 'start');
  const refusal = startRefusal(row.scheduledTime, now, (await getSettings(tx)).earlyStartMinutes);
  if (refusal) throw conflict(refusal);
  if (row.startLockedUntil && isStartLocked(row.startLockedUntil, now)) throw conflict(startLockedMessage(row.startLockedUntil));
  if (!startCodeMatches(row.startCode, body.code)) throw new WrongStartCode(START_CODE_WRONG_MESSAGE);
  await repo.updateBooking(tx, id, { status: next, startAttempts: 0, startLockedUntil: null });
  await notify(tx, { accountId: row.customerId, event: 'jobStarted', params: await bookingParams(tx, row), bookingId: id });
  return (await repo.findBookingById(tx, id, actor))!;
}

/**
 * Counts a wrong start code; the last allowed one locks the start for START_CODE_LOCK_MINUTES
 * (the customer's booking shows the lock). One atomic update, so concurrent wrong codes all count.
 */
export async function recordWrongStartCode(tx: Tx, id: string, now = new Date()): Promise<void> {
  await repo.countWrongStartCode(tx, id, START_CODE_MAX_ATTEMPTS, new Date(now.getTime() + START_CODE_LOCK_MINUTES * 60_000));
}

export async function completeJob(tx: Tx, actor: Actor, id: string, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  requireAssignedProvider(actor, row, 'complete');
  const next = transition(row, 'complete');
  const refusal = completeRefusal(await repo.countPhotos(tx, id, 'after'), await getSettings(tx));
  if (refusal) throw conflict(refusal);
  await repo.updateBooking(tx, id, { status: next, completedAt: now });
  // The tax invoice is issued in this same transaction: if the completion fails, so does the issue.
  await issueInvoice(tx, row, now);
  await refreshProviderAggregates(tx, row.selectedProviderId!);
  const params = { ...(await bookingParams(tx, row)), amount: fromPaise(row.totalPaise) };
  await notify(tx, { accountId: row.customerId, event: 'jobCompleted', params, bookingId: id });
  return (await repo.findBookingById(tx, id))!;
}

/**
 * Hands a job back to the market: the provider is unassigned and every bid is rejected. What
 * the customer pays does not change by itself: the accepted total is kept as the agreed price,
 * and a new bid above it needs the customer's explicit confirmation (bids/service.ts).
 */
export async function emergencyRelease(tx: Tx, actor: Actor, id: string, body: EmergencyReleaseBody): Promise<Booking> {
  if (actor.id !== body.providerId) throw forbidden('You can only release a job as yourself');
  const row = await lockedBookingOr404(tx, id);
  requireAssignedProvider(actor, row, 'release');
  const next = transition(row, 'emergencyRelease');
  const released = row.releasedByProviderIds ?? [];
  const releasedBy = released.includes(actor.id) ? released : [...released, actor.id];
  await repo.updateBooking(tx, id, {
    status: next,
    selectedProviderId: null,
    releaseReason: body.reason,
    releasedByProviderIds: releasedBy,
    agreedTotalPaise: row.totalPaise,
  });
  await repo.rejectBids(tx, id, false);
  await refreshProviderAggregates(tx, actor.id);
  await notify(tx, { accountId: row.customerId, event: 'jobReleased', params: await bookingParams(tx, row), bookingId: id });
  // Back on the market: the other providers near it are told, as of a new job.
  announceOpenJob(tx, id, releasedBy.length);
  return (await repo.findBookingById(tx, id))!;
}

/**
 * Expires every open booking whose time has passed without an accepted bid (slot-rules.ts
 * openForBidsUntil): the customer sees it expired, providers no longer see it, its bids are
 * rejected. Returns the ids it expired.
 */
export async function expireOverdueBookings(tx: Tx, now = new Date()): Promise<string[]> {
  return repo.expireOverdue(tx, now, nextStatus('pending', 'expire')!);
}
