import crypto from 'node:crypto';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { conflict, unprocessable } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { refundSend } from '../../outbox/effects/payment-events';
import { notify } from '../../notifications/notify';
import { bookingParams } from '../../notifications/booking-params';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import { PAYMENT_MESSAGES, type RefundStatus } from '../../../shared/payments/payment-state';
import type { Refund, RefundBody } from '../../../shared/schemas/payment';
import { lockedBookingOr404 } from '../bookings/lifecycle-service';
import { payablePaise } from '../bookings/booking-mapper';
import { postRefund } from './postings';
import { applyRentalRefundFailed, applyRentalRefundProcessed, RENTAL_REFUND_FAILED } from './rental-money';
import * as repo from './repository';
import * as refundsRepo from './refunds-repository';

/** What became of a refund's news from the gateway, counted and logged by the caller. */
export type RefundOutcome = 'processed' | 'failed' | 'pending' | 'repeat' | 'flagged';

export function refundAnswer(row: refundsRepo.RefundRow): Refund {
  return {
    id: row.id,
    bookingId: row.bookingId,
    rentalId: row.rentalId,
    amount: fromPaise(row.amountPaise),
    reason: row.reason,
    status: row.status,
    goodwill: row.borneBy === 'platform',
    gatewayRefundId: row.gatewayRefundId,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A refund of a booking's online payment (ADR 092): never more than was paid less what is already
 * promised back (422), only of money that came through the gateway (409 otherwise). The booking is
 * locked, so two refunds asked at once are weighed one after the other. The refund is recorded here
 * and made at the gateway after commit, through the outbox, under a receipt that is its own id.
 * A goodwill refund (`goodwill`) is borne by the platform alone in the ledger.
 */
export async function requestRefund(tx: Tx, actor: Actor, bookingId: string, body: RefundBody, outbox: EffectQueue): Promise<Refund> {
  const row = await lockedBookingOr404(tx, bookingId);
  if (row.paymentStatus === 'due') throw conflict(PAYMENT_MESSAGES.nothingPaid);
  if (row.paymentMethod !== 'online') throw conflict(PAYMENT_MESSAGES.notOnline);
  const order = await repo.bookingOrder(tx, bookingId);
  if (!order || order.status !== 'paid' || !order.paymentId) throw conflict(PAYMENT_MESSAGES.nothingPaid);
  const amount = toPaise(body.amount);
  const left = payablePaise(row) - (await refundsRepo.promisedPaise(tx, bookingId));
  if (amount > left) throw unprocessable(PAYMENT_MESSAGES.refundTooLarge(fromPaise(amount), fromPaise(Math.max(0, left))));
  const refund = await refundsRepo.insertRefund(tx, {
    id: `refund_${crypto.randomUUID()}`,
    bookingId,
    orderId: order.id,
    paymentId: order.paymentId,
    amountPaise: amount,
    reason: body.reason,
    borneBy: body.goodwill ? 'platform' : 'proportional',
    requestedBy: actor.id,
  });
  await outbox.enqueue(tx, refundSend, { refundId: refund.id });
  return refundAnswer(refund);
}

export interface RefundNews {
  /** Our refund id, as the gateway's receipt; or absent when only the gateway's id is known. */
  receipt: string | null;
  gatewayRefundId: string;
  amountPaise: number;
  status: string;
}

/**
 * What the gateway says of a refund — its answer to our call, a webhook, or a check — applied once
 * (ADR 092). The refund is locked, so repeated and racing news queue: `processed` posts the refund
 * to the ledger and moves the booking to refunded or partly refunded; `failed` frees the amount and
 * flags it for the operator; a processed refund never moves back. News of a refund GaadiCare did
 * not ask for, or of another amount, is flagged and changes nothing.
 */
export async function applyRefundNews(tx: Tx, news: RefundNews): Promise<RefundOutcome> {
  const refund = news.receipt ? await refundsRepo.lockRefund(tx, news.receipt) : undefined;
  if (!refund || (refund.gatewayRefundId && refund.gatewayRefundId !== news.gatewayRefundId)) {
    await repo.flag(tx, { key: `unknown-refund:${news.gatewayRefundId}`, reason: 'A refund GaadiCare did not ask for', amountPaise: news.amountPaise, method: 'online' });
    return 'flagged';
  }
  if (news.amountPaise !== refund.amountPaise) {
    await repo.flag(tx, {
      key: `refund-amount:${news.gatewayRefundId}`,
      reason: `The gateway refunded ${fromPaise(news.amountPaise)} for a refund of ${fromPaise(refund.amountPaise)}`,
      bookingId: refund.bookingId,
      paymentId: refund.paymentId,
      amountPaise: news.amountPaise,
      method: 'online',
    });
    return 'flagged';
  }
  if (!refund.gatewayRefundId) await refundsRepo.updateRefund(tx, refund.id, { gatewayRefundId: news.gatewayRefundId });
  if (refund.status === 'processed' || refund.status === news.status) return 'repeat';
  const status = news.status as RefundStatus;
  if (status === 'pending') {
    if (refund.status !== 'requested') return 'repeat';
    await refundsRepo.updateRefund(tx, refund.id, { status: 'pending' });
    return 'pending';
  }
  if (status === 'failed') {
    await refundsRepo.updateRefund(tx, refund.id, { status: 'failed' });
    // A rental's deposit that could not go back online is owed back at the desk (ADR 063).
    if (refund.rentalId) await applyRentalRefundFailed(tx, refund);
    await repo.flag(tx, {
      key: `refund-failed:${refund.id}`,
      reason: refund.rentalId ? `${RENTAL_REFUND_FAILED} (tool rental ${refund.rentalId})` : 'A refund failed at the gateway',
      bookingId: refund.bookingId,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      method: 'online',
    });
    return 'failed';
  }
  if (status !== 'processed') return 'repeat';
  await refundsRepo.updateRefund(tx, refund.id, { status: 'processed' });
  // A rental's deposit going back (ADR 063): posted against what GaadiCare owed the customer.
  if (refund.rentalId) {
    await applyRentalRefundProcessed(tx, refund);
    return 'processed';
  }
  const booking = await lockedBookingOr404(tx, refund.bookingId!);
  await postRefund(tx, booking, refund.id, refund.amountPaise, refund.borneBy);
  const back = await refundsRepo.processedPaise(tx, booking.id);
  await refundsRepo.setBookingPaymentStatus(tx, booking.id, back >= payablePaise(booking) ? 'refunded' : 'partially_refunded');
  const params = { ...(await bookingParams(tx, booking)), amount: fromPaise(refund.amountPaise) };
  await notify(tx, { accountId: booking.customerId, event: 'refundProcessed', params, bookingId: booking.id });
  return 'processed';
}
