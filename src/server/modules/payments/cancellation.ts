import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin } from '../../auth/actor';
import { refreshProviderAggregates } from '../../db/provider-aggregates';
import { conflict, forbidden } from '../../http/http-error';
import { bookingParams } from '../../notifications/booking-params';
import { notify } from '../../notifications/notify';
import { CANCELLATION_MESSAGES, cancellationFeePaise } from '../../../shared/domain/cancellation-terms';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { CancelConfirmedBody } from '../../../shared/schemas/payment';
import { getSettings } from '../admin/config-repository';
import { lockedBookingOr404, transition } from '../bookings/lifecycle-service';
import * as bookingsRepo from '../bookings/repository';
import { postCancellationFee } from './postings';

/**
 * The customer cancels a confirmed booking (product decisions; ADR 092): free until
 * `freeCancellationHours` before the slot, later the `lateCancellationFee` for the provider. The
 * fee is decided here, now, and must be the one the customer saw (`body.fee`), or 409 names the
 * new one. The booking is cancelled, its bids closed, the fee posted to the ledger (the customer
 * owes it, the provider earns it once paid) and the provider told. Online only: a cancellation
 * replayed hours later would charge a fee the customer never saw.
 */
export async function cancelConfirmedBooking(tx: Tx, actor: Actor, id: string, body: CancelConfirmedBody, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  if (!isAdmin(actor) && actor.id !== row.customerId) throw forbidden('Only the customer who made this booking can cancel it');
  const next = transition(row, 'cancelConfirmed');
  const settings = await getSettings(tx);
  if (!settings.allowCancellations) throw conflict('Cancellations are turned off');
  const fee = cancellationFeePaise(row.scheduledTime, now, settings, row.totalPaise);
  if (toPaise(body.fee) !== fee) throw conflict(CANCELLATION_MESSAGES.feeChanged(fromPaise(fee)));
  await bookingsRepo.updateBooking(tx, id, { status: next, cancellationFeePaise: fee > 0 ? fee : null });
  await bookingsRepo.rejectBids(tx, id, false);
  const providerId = row.selectedProviderId!;
  if (fee > 0) await postCancellationFee(tx, row, fee);
  await refreshProviderAggregates(tx, providerId);
  const params = { ...(await bookingParams(tx, row)), ...(fee > 0 ? { amount: fromPaise(fee) } : {}) };
  await notify(tx, { accountId: providerId, event: 'jobCancelled', params, bookingId: id });
  return (await bookingsRepo.findBookingById(tx, id, actor))!;
}
