import crypto from 'node:crypto';
import type { CreateFeedbackBody, Feedback } from '../../../shared/schemas/feedback';
import { canPerform, transitionErrorMessage } from '../../../shared/domain/booking-machine';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin, requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { conflict, forbidden, notFound, unprocessable } from '../../http/http-error';
import { refreshProviderAggregates } from '../../db/provider-aggregates';
import { lockBooking, updateBooking } from '../bookings/repository';
import * as repo from './repository';

export const FEEDBACK_EXISTS = 'Feedback was already submitted for this booking';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

/**
 * One feedback per booking, by its customer, about the provider who did the job. The booking row
 * is locked so two submissions cannot both pass the "none yet" check; the unique booking_id is
 * the last word. The provider's rating and review count move in the same transaction.
 */
export async function submitFeedback(tx: Tx, actor: Actor, body: CreateFeedbackBody, now = new Date()): Promise<Feedback> {
  requireRole(actor, 'customer', 'admin');
  requireSelfOrAdmin(actor, body.customerId);
  const booking = await lockBooking(tx, body.bookingId);
  if (!booking) throw notFound(`There is no booking '${body.bookingId}'`);
  if (booking.customerId !== body.customerId) throw forbidden('You can only leave feedback on your own bookings');
  if (!booking.selectedProviderId || !canPerform(booking.status, 'feedback')) {
    throw conflict(transitionErrorMessage(booking.status, 'feedback'));
  }
  if (body.providerId !== booking.selectedProviderId) {
    throw unprocessable('providerId must be the provider assigned to this booking');
  }
  if (await repo.findFeedbackOfBooking(tx, booking.id)) throw conflict(FEEDBACK_EXISTS);
  if (body.id && (await repo.findFeedback(tx, body.id))) throw conflict('Feedback with this id already exists');

  const id = body.id ?? crypto.randomUUID();
  try {
    await repo.insertFeedback(tx, {
      id,
      bookingId: booking.id,
      customerId: booking.customerId,
      providerId: booking.selectedProviderId,
      overallRating: body.overallRating,
      punctualityRating: body.punctualityRating,
      qualityRating: body.qualityRating,
      professionalismRating: body.professionalismRating,
      cleanlinessRating: body.cleanlinessRating,
      comments: body.comments?.trim() ? body.comments.trim() : null,
      suggestions: body.suggestions?.trim() ? body.suggestions.trim() : null,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FEEDBACK_EXISTS);
    throw error;
  }
  await refreshProviderAggregates(tx, booking.selectedProviderId);
  // The booking carries its feedback: a new row version sends it to delta pulls of the booking.
  await updateBooking(tx, booking.id, {});
  return (await repo.findFeedback(tx, id))!;
}

/** The admin sees all feedback, a customer what they wrote, a provider what was written about them. */
export function listFeedbackFor(db: DbOrTx, actor: Actor): Promise<Feedback[]> {
  if (isAdmin(actor)) return repo.listFeedback(db);
  if (actor.userType === 'provider') return repo.listFeedback(db, { providerId: actor.id });
  return repo.listFeedback(db, { customerId: actor.id });
}
