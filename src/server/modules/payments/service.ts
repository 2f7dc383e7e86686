import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { isAdmin, requireSelfOrAdmin } from '../../auth/actor';
import type { ChangeVersions } from '../../changes/change-versions';
import { badRequest, conflict, forbidden, notFound, unavailable } from '../../http/http-error';
import type { EffectQueue } from '../../outbox/effect-kind';
import { paymentReconcile, paymentWebhookEvent } from '../../outbox/effects/payment-events';
import { GatewayRefused, type PaymentGateway } from '../../payments/gateway';
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
import * as refundsRepo from './refunds-repository';
import { applyRefundNews, type RefundOutcome } from './refunds';
import { orderAnswer } from './order-answer';
import { applyRentalCapture, rentalCustomer } from './rental-money';
import type { PayoutMethod } from '../../../shared/payments/payout-state';
import { applyPayoutNews, payoutRequest, queuedPayout, quietPayouts, type PayoutNews, type PayoutOutcome } from './payouts';

/** A process sending a refund holds it this long before another may take over (it died). */
const REFUND_CLAIM_MS = 60_000;

/** Open orders older than this are no longer asked after by the scheduled check. */
const STALE_ORDER_DAYS = 3;

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

/** The payment work done after commit (the outbox's payment effects), with the change versions moved on. */
export class Payments {
  constructor(
    private readonly db: Db,
    private readonly versions: ChangeVersions,
    readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
    private readonly count: (outcome: CaptureOutcome) => void = () => {},
    /** PAYOUTS_BY (ADR 068); unset: RazorpayX when the gateway can pay out, else the bank file. */
    private readonly payoutsBy?: PayoutMethod,
  ) {
    if (payoutsBy === 'razorpayx' && !this.paysOut) throw new Error('PAYOUTS_BY=razorpayx needs the payment gateway keys and PAYOUT_ACCOUNT_NUMBER');
  }

  private async capture(capture: Capture): Promise<CaptureOutcome> {
    const outcome = await this.versions.transaction(this.db, (tx) => applyCapture(tx, capture), (o) => (o === 'repeat' ? [] : ['bookings', 'rentals']));
    this.count(outcome);
    if (outcome === 'flagged') this.log.warn({ orderId: capture.orderId, paymentId: capture.paymentId }, 'A payment was flagged for the operator');
    return outcome;
  }

  /** One webhook event, once: `payment.captured` applies its payment; other events are kept and not acted on. */
  async processEvent(eventId: string): Promise<void> {
    const event = await this.db.transaction(async (tx) => {
      const row = await repo.lockEvent(tx, eventId);
      if (!row || row.processedAt) return null;
      return row;
    });
    if (!event) return;
    if (event.event === 'payment.captured') {
      const p = (event.payload as { payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; created_at?: number } } } }).payload?.payment?.entity;
      if (p?.id && p.order_id && Number.isSafeInteger(p.amount)) {
        await this.capture({ orderId: p.order_id, paymentId: p.id, amountPaise: p.amount!, at: p.created_at ? new Date(p.created_at * 1000) : new Date() });
      }
    } else if (event.event === 'payout.processed' || event.event === 'payout.reversed' || event.event === 'payout.failed') {
      const p = (event.payload as { payload?: { payout?: { entity?: { id?: string; reference_id?: string | null; amount?: number; status?: string; failure_reason?: string | null } } } }).payload?.payout?.entity;
      if (p?.id && p.reference_id) {
        const amountPaise = Number.isSafeInteger(p.amount) ? p.amount : -1;
        await this.payoutNews({ payoutId: p.reference_id, gatewayPayoutId: p.id, status: event.event.slice('payout.'.length), reason: p.failure_reason ?? null, amountPaise });
      }
    } else if (event.event === 'refund.processed' || event.event === 'refund.failed') {
      const r = (event.payload as { payload?: { refund?: { entity?: { id?: string; receipt?: string | null; amount?: number; status?: string } } } }).payload?.refund?.entity;
      if (r?.id && Number.isSafeInteger(r.amount)) {
        await this.refundNews({ receipt: r.receipt ?? null, gatewayRefundId: r.id, amountPaise: r.amount!, status: event.event.slice('refund.'.length) });
      }
    }
    await repo.markEventProcessed(this.db, eventId);
  }

  private async refundNews(news: Parameters<typeof applyRefundNews>[1]): Promise<RefundOutcome> {
    const outcome = await this.versions.transaction(this.db, (tx) => applyRefundNews(tx, news), (o) => (o === 'repeat' ? [] : ['bookings', 'rentals']));
    if (outcome === 'flagged' || outcome === 'failed') this.log.warn({ refund: news.gatewayRefundId, outcome }, 'A refund was flagged for the operator');
    return outcome;
  }

  /**
   * Makes a requested refund at the gateway (ADR 092), at most once: one process claims it; the
   * gateway is first asked whether a refund with this receipt exists (a call that timed out may
   * have made it) and only then asked to make one. A refusal that asking again cannot change marks
   * the refund failed for the operator; anything else is tried again by the outbox.
   */
  async sendRefund(refundId: string, now = new Date()): Promise<void> {
    const claimed = await this.db.transaction((tx) => refundsRepo.claimForSending(tx, refundId, new Date(now.getTime() - REFUND_CLAIM_MS)));
    if (!claimed) return;
    const refund = (await refundsRepo.findRefund(this.db, refundId))!;
    try {
      const known = (await this.gateway.paymentRefunds(refund.paymentId)).find((r) => r.receipt === refund.id);
      const made = known ?? (await this.gateway.createRefund(refund.paymentId, refund.amountPaise, refund.id, refund.bookingId ? { booking: refund.bookingId } : { rental: refund.rentalId ?? '' }));
      await this.refundNews({ receipt: refund.id, gatewayRefundId: made.id, amountPaise: made.amount, status: made.status });
    } catch (error) {
      if (error instanceof GatewayRefused && error.final) {
        await this.refundNews({ receipt: refund.id, gatewayRefundId: `refused:${refund.id}`, amountPaise: refund.amountPaise, status: 'failed' });
        this.log.warn({ refundId, err: error }, 'The gateway refused a refund');
        return;
      }
      await refundsRepo.updateRefund(this.db, refundId, { sendingSince: null });
      throw error;
    }
  }

  private async payoutNews(news: PayoutNews): Promise<PayoutOutcome> {
    const outcome = await this.db.transaction((tx) => applyPayoutNews(tx, news));
    if (outcome === 'failed' || outcome === 'reversed' || outcome === 'unknown' || outcome === 'flagged') this.log.warn({ payout: news.payoutId, outcome }, 'A payout needs the operator');
    return outcome;
  }

  /** Whether payouts can be sent through RazorpayX: a gateway and the platform's account number to pay from. */
  get paysOut(): boolean {
    return this.gateway.available && Boolean(this.gateway.config.payoutAccountNumber);
  }

  /** How this server pays out (ADR 068): PAYOUTS_BY, else RazorpayX when it can, else a bank bulk-transfer file. */
  get payoutMethod(): PayoutMethod {
    return this.payoutsBy ?? (this.paysOut ? 'razorpayx' : 'bank-file');
  }

  /**
   * Sends a queued payout to the gateway (ADR 102), at most once: the payout's id is its
   * X-Payout-Idempotency, so a call retried after a timeout answers the payout it made. A payout
   * whose account changed after it was queued is not sent: it fails and the money returns to the
   * balance (the change's hold applies to the next run). A refusal that asking again cannot change
   * fails it for the operator; anything else is tried again by the outbox.
   */
  async sendPayout(payoutId: string): Promise<void> {
    const queued = await queuedPayout(this.db, payoutId);
    if (!queued) return;
    const { payout, account } = queued;
    if (!account || account.updatedAt.getTime() > payout.createdAt.getTime()) {
      await this.payoutNews({ payoutId, gatewayPayoutId: null, status: 'failed', reason: 'The payout account changed after the payout was queued' });
      return;
    }
    const from = this.gateway.config.payoutAccountNumber;
    if (!from) throw new Error('PAYOUT_ACCOUNT_NUMBER is not set: payouts cannot be sent');
    try {
      const made = await this.gateway.createPayout(await payoutRequest(this.db, payout, account, from), payout.id);
      if (made.amount !== payout.amountPaise || (made.reference_id && made.reference_id !== payout.id)) {
        throw new Error(`The gateway answered payout ${made.id} for ${made.amount} paise (${made.reference_id}), not ${payout.id} for ${payout.amountPaise}`);
      }
      await this.payoutNews({ payoutId, gatewayPayoutId: made.id, status: made.status, reason: made.failure_reason ?? made.status_details?.description ?? null });
    } catch (error) {
      if (error instanceof GatewayRefused && error.final) {
        await this.payoutNews({ payoutId, gatewayPayoutId: null, status: 'failed', reason: error.message.slice(0, 300) });
        this.log.warn({ payoutId, err: error }, 'The gateway refused a payout');
        return;
      }
      throw error;
    }
  }

  /** Asks the gateway for a pending refund's state (`GET /v1/payments/:id/refunds`) and applies it. */
  private async checkRefund(refund: refundsRepo.RefundRow): Promise<void> {
    const found = (await this.gateway.paymentRefunds(refund.paymentId)).find((r) => r.receipt === refund.id);
    if (found && found.status !== 'pending') await this.refundNews({ receipt: refund.id, gatewayRefundId: found.id, amountPaise: found.amount, status: found.status });
  }

  /** Asks the gateway for an order's payments and applies each captured one (a missed webhook). */
  async reconcileOrder(orderId: string): Promise<void> {
    const order = await repo.findOrder(this.db, orderId);
    if (!order || order.status === 'paid') return;
    for (const p of await this.gateway.orderPayments(orderId)) {
      if (p.status !== 'captured') continue;
      await this.capture({ orderId, paymentId: p.id, amountPaise: p.amount, at: p.created_at ? new Date(p.created_at * 1000) : new Date() });
    }
  }

  /** The scheduled check: open orders of the last 3 days untouched for `olderThanMs` are asked after. */
  async reconcileStale(olderThanMs: number, now = new Date()): Promise<number> {
    const ids = await repo.staleOpenOrders(this.db, new Date(now.getTime() - olderThanMs), new Date(now.getTime() - STALE_ORDER_DAYS * 86_400_000), 50);
    for (const id of ids) {
      await this.reconcileOrder(id).catch((error: unknown) => this.log.warn({ orderId: id, err: error }, 'An open payment order could not be checked'));
    }
    // Refunds recorded whose sending never finished (a process stopped between claim and answer).
    for (const id of await refundsRepo.unsentRefunds(this.db, new Date(now.getTime() - Math.max(olderThanMs, REFUND_CLAIM_MS)), 50)) {
      await this.sendRefund(id, now).catch((error: unknown) => this.log.warn({ refundId: id, err: error }, 'A refund could not be sent'));
    }
    // Refunds the gateway took but never reported on (a missed refund webhook): asked after.
    for (const refund of await refundsRepo.quietPendingRefunds(this.db, new Date(now.getTime() - olderThanMs), 50)) {
      await this.checkRefund(refund).catch((error: unknown) => this.log.warn({ refundId: refund.id, err: error }, 'A refund could not be checked'));
    }
    // Payouts whose send never finished are sent (once: the idempotency header), those the gateway never reported on asked after.
    for (const payout of await quietPayouts(this.db, new Date(now.getTime() - olderThanMs), 50)) {
      await this.checkPayout(payout.id, payout.gatewayPayoutId).catch((error: unknown) => this.log.warn({ payoutId: payout.id, err: error }, 'A payout could not be checked'));
    }
    return ids.length;
  }

  /** A payout left queued is sent; one processing is asked after at the gateway (`GET /v1/payouts/:id`) and its state applied. */
  private async checkPayout(payoutId: string, gatewayPayoutId: string | null): Promise<void> {
    if (!gatewayPayoutId) return this.sendPayout(payoutId);
    const found = await this.gateway.fetchPayout(gatewayPayoutId);
    await this.payoutNews({ payoutId, gatewayPayoutId: found.id, status: found.status, reason: found.failure_reason ?? found.status_details?.description ?? null, amountPaise: found.amount });
  }
}
