import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin, requireSelfOrAdmin } from '../../auth/actor';
import { badRequest, conflict, forbidden, notFound, unavailable } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { paymentReconcile, paymentWebhookEvent } from '../../outbox/effects/payment-events';
import type { PaymentGateway } from '../../payments/gateway';
import { signatureMatches } from '../../payments/signatures';
import { fromPaise, toPaise } from '../../../shared/pricing/money';
import { PAYMENT_MESSAGES, type ProviderPaymentMethod } from '../../../shared/payments/payment-state';
import type { PaymentOrder, ProviderBalance, ProviderBalances, VerifyPaymentAnswer } from '../../../shared/schemas/payment';
import type { Booking } from '../../../shared/schemas/booking';
import { getSettings } from '../admin/config-repository';
import { lockedBookingOr404 } from '../bookings/lifecycle-service';
import * as bookingsRepo from '../bookings/repository';
import { payablePaise } from '../bookings/booking-mapper';
import { postPayment, postSale, postSettlement, postUnapplied } from './postings';
import { providerBalancePaise } from './balance';
import * as repo from './repository';
import { orderAnswer } from './order-answer';
import { applyRentalCapture, rentalCustomer } from './rental-money';

/** What happened to a captured payment, counted by the metrics. */
export type CaptureOutcome = 'paid' | 'repeat' | 'flagged';

export interface Capture {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  at: Date;
}

/**
 * The customer's order for a completed, unpaid booking (ADR 072): made at the gateway once; asked
 * again, the same order. The booking is locked while the gateway is asked, so two taps make one order.
 */
export async function startBookingPayment(
  tx: Tx,
  actor: Actor,
  bookingId: string,
  gateway: PaymentGateway,
): Promise<{ order: PaymentOrder; created: boolean }> {
  const row = await lockedBookingOr404(tx, bookingId);
  if (actor.id !== row.customerId && !isAdmin(actor)) throw forbidden('Only the customer who made this booking can pay for it');
  if (row.paymentStatus !== 'due') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  // A job is paid once completed; a booking cancelled late, its fee (ADR 092).
  const amount = payablePaise(row);
  if (row.status !== 'completed' && !(row.status === 'cancelled' && amount > 0)) throw conflict(PAYMENT_MESSAGES.notCompleted);
  if (!gateway.available) throw unavailable(PAYMENT_MESSAGES.notSetUp);
  const existing = await repo.bookingOrder(tx, bookingId);
  if (existing) return { order: orderAnswer(existing, gateway), created: false };
  const made = await gateway.createOrder(amount, `booking:${bookingId}`);
  if (made.amount !== amount) throw new Error(`The gateway made order ${made.id} for ${made.amount} paise, not ${amount}`);
  await repo.insertOrder(tx, { id: made.id, purpose: 'booking', bookingId, amountPaise: amount, receipt: made.receipt });
  return { order: orderAnswer((await repo.findOrder(tx, made.id))!, gateway), created: true };
}

/** A provider's order to pay what they owe from cash jobs (all of it). */
export async function startSettlement(tx: Tx, actor: Actor, providerId: string, gateway: PaymentGateway, now = new Date()): Promise<PaymentOrder> {
  requireSelfOrAdmin(actor, providerId);
  if (!gateway.available) throw unavailable(PAYMENT_MESSAGES.notSetUp);
  const balance = await providerBalancePaise(tx, providerId, now);
  if (balance.owed < 100) throw conflict('There is nothing to settle');
  const open = await repo.openSettlementOrder(tx, providerId, balance.owed);
  if (open) return orderAnswer(open, gateway);
  const made = await gateway.createOrder(balance.owed, `settlement:${providerId}`);
  await repo.insertOrder(tx, { id: made.id, purpose: 'settlement', providerId, amountPaise: balance.owed, receipt: made.receipt });
  return orderAnswer((await repo.findOrder(tx, made.id))!, gateway);
}

async function orderOwner(tx: Tx, order: repo.OrderRow): Promise<string | null> {
  if (order.purpose === 'settlement') return order.providerId;
  if (order.purpose === 'rental') return rentalCustomer(tx, order.rentalId);
  const booking = order.bookingId ? await bookingsRepo.findBookingRow(tx, order.bookingId) : undefined;
  return booking?.customerId ?? null;
}

/**
 * The checkout's answer (orderId, paymentId, signature): the signature is checked, the order shows
 * as confirming, and the gateway is asked for the order's payments through the outbox, in case the
 * webhook is missed. Only the webhook or that check marks it paid; a paid order stays paid.
 */
export async function verifyPayment(
  tx: Tx,
  actor: Actor,
  body: { orderId: string; paymentId: string; signature: string },
  gateway: PaymentGateway,
  outbox: EffectQueue,
): Promise<VerifyPaymentAnswer> {
  const order = await repo.lockOrder(tx, body.orderId);
  if (!order) throw notFound(`There is no payment order '${body.orderId}'`);
  const owner = await orderOwner(tx, order);
  if (owner !== actor.id && !isAdmin(actor)) throw forbidden('This payment is not yours');
  if (!signatureMatches(gateway.config.keySecret, `${body.orderId}|${body.paymentId}`, body.signature)) {
    throw badRequest('The payment signature does not match');
  }
  if (order.status === 'created') {
    await repo.updateOrder(tx, order.id, { status: 'confirming', paymentId: body.paymentId });
    await outbox.enqueue(tx, paymentReconcile, { orderId: order.id });
  }
  const status = order.status === 'created' ? 'confirming' : order.status;
  return { orderId: order.id, bookingId: order.bookingId, status, message: status === 'paid' ? PAYMENT_MESSAGES.paid : PAYMENT_MESSAGES.confirming };
}

/** A webhook whose signature was checked: kept once by its event id and worked through the outbox. */
export async function receiveWebhook(tx: Tx, outbox: EffectQueue, eventId: string, event: string, payload: unknown): Promise<boolean> {
  const fresh = await repo.insertEvent(tx, eventId, event, payload);
  if (fresh) await outbox.enqueue(tx, paymentWebhookEvent, { eventId });
  return fresh;
}

/**
 * A payment the gateway captured, from a webhook or from asking the gateway (ADR 072). The order is
 * locked, so repeats and racing deliveries queue: the order's amount marks the booking paid with
 * its ledger transactions; a repeat posts nothing; another amount, or a second payment of a booking
 * already paid (online or in cash), is held in the ledger and flagged for the operator.
 */
export async function applyCapture(tx: Tx, capture: Capture): Promise<CaptureOutcome> {
  const order = await repo.lockOrder(tx, capture.orderId);
  if (!order) {
    await repo.flag(tx, { key: `unknown-order:${capture.paymentId}`, reason: 'A payment for an order GaadiCare does not know', orderId: capture.orderId, paymentId: capture.paymentId, amountPaise: capture.amountPaise, method: 'online' });
    return 'flagged';
  }
  if (order.status === 'paid' && order.paymentId === capture.paymentId) return 'repeat';
  const customerId = order.purpose !== 'settlement' ? ((await orderOwner(tx, order)) ?? '') : null;
  const holdForOperator = async (reason: string, kind: string) => {
    const account = customerId ?? order.providerId ?? 'unknown';
    if (customerId) await postUnapplied(tx, capture.paymentId, account, order.bookingId, capture.amountPaise);
    else if (order.providerId) await postSettlement(tx, capture.paymentId, order.providerId, capture.amountPaise);
    await repo.flag(tx, { key: `${kind}:${capture.paymentId}`, reason, orderId: order.id, bookingId: order.bookingId, paymentId: capture.paymentId, amountPaise: capture.amountPaise, method: 'online' });
    return 'flagged' as const;
  };
  if (order.status === 'paid') return holdForOperator('A second payment of an order already paid', 'paid-twice');
  if (capture.amountPaise !== order.amountPaise) {
    return holdForOperator(`Paid ${fromPaise(capture.amountPaise)} for an order of ${fromPaise(order.amountPaise)}`, 'wrong-amount');
  }
  if (order.purpose === 'settlement') {
    await postSettlement(tx, capture.paymentId, order.providerId!, capture.amountPaise);
    await repo.updateOrder(tx, order.id, { status: 'paid', paymentId: capture.paymentId });
    return 'paid';
  }
  if (order.purpose === 'rental') return applyRentalCapture(tx, order, capture, holdForOperator);
  const booking = await lockedBookingOr404(tx, order.bookingId!);
  await repo.updateOrder(tx, order.id, { status: 'paid', paymentId: capture.paymentId });
  if (booking.paymentStatus !== 'due') {
    return holdForOperator(`Paid online after it was recorded as paid ${booking.paymentMethod ?? ''}`.trim(), 'paid-twice');
  }
  // A late cancellation's fee was posted when the booking was cancelled: only its payment is new.
  if (booking.status !== 'cancelled') await postSale(tx, booking);
  await postPayment(tx, booking, 'online', capture.paymentId);
  await repo.markBookingPaid(tx, booking.id, 'online', capture.at);
  return 'paid';
}

/**
 * The assigned provider records that the customer paid them in cash or by UPI (ADR 073). Posted
 * once per booking: a repeat answers the booking as it is; after an online payment the record is
 * flagged for the operator and changes nothing else.
 */
export async function recordCashPayment(tx: Tx, actor: Actor, bookingId: string, method: ProviderPaymentMethod, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, bookingId);
  if (!(actor.userType === 'provider' && row.selectedProviderId === actor.id) && !isAdmin(actor)) {
    throw forbidden('Only the provider assigned to this job can record its payment');
  }
  if (row.status !== 'completed') throw conflict(PAYMENT_MESSAGES.notCompleted);
  if (row.paymentStatus === 'due') {
    await postSale(tx, row);
    await postPayment(tx, row, method, `recorded by ${actor.id}`);
    await repo.markBookingPaid(tx, bookingId, method, now);
  } else if (row.paymentMethod === 'online') {
    await repo.flag(tx, { key: `cash-after-online:${bookingId}`, reason: `Recorded as paid ${method} after it was paid online`, bookingId, amountPaise: row.totalPaise, method });
  }
  return (await bookingsRepo.findBookingById(tx, bookingId, actor))!;
}

export { providerBalancePaise, type BalancePaise } from './balance';

export async function providerBalance(db: DbOrTx, providerId: string, now = new Date()): Promise<ProviderBalance> {
  const b = await providerBalancePaise(db, providerId, now);
  const limit = toPaise((await getSettings(db)).cashOwedLimit);
  return { available: fromPaise(b.available), pending: fromPaise(b.pending), owed: fromPaise(b.owed), overLimit: b.owed > limit, cashOwedLimit: fromPaise(limit) };
}

/** Every provider with entries in the ledger and their balance, those over the cash limit first, then by what they owe. */
export async function providerBalances(db: DbOrTx, now = new Date()): Promise<ProviderBalances> {
  const limit = toPaise((await getSettings(db)).cashOwedLimit);
  const result = await db.execute<{ account: string; name: string | null }>(sql`
    select distinct e.account, u.name from ledger_entries e
      left join users u on 'provider:' || u.id = e.account
     where e.account like 'provider:%'`);
  const rows = (result as unknown as { rows: { account: string; name: string | null }[] }).rows;
  const out = [];
  for (const r of rows) {
    const providerId = r.account.slice('provider:'.length);
    const b = await providerBalancePaise(db, providerId, now);
    out.push({ providerId, name: r.name, available: fromPaise(b.available), pending: fromPaise(b.pending), owed: fromPaise(b.owed), overLimit: b.owed > limit, owedPaise: b.owed });
  }
  out.sort((a, b) => Number(b.overLimit) - Number(a.overLimit) || b.owedPaise - a.owedPaise || a.providerId.localeCompare(b.providerId));
  return out.map(({ owedPaise: _owed, ...rest }) => rest);
}

/** Why a provider's bid may not be accepted now (they owe more than the cash limit), or null. */
export async function cashOwedRefusal(db: DbOrTx, providerId: string): Promise<string | null> {
  const balance = await providerBalance(db, providerId);
  return balance.overLimit ? PAYMENT_MESSAGES.owedLimit(`₹${balance.owed}`, `₹${balance.cashOwedLimit}`) : null;
}
