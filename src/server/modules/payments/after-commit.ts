import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ChangeVersions } from '../../changes/change-versions';
import { GatewayRefused, type PaymentGateway } from '../../payments/gateway';
import type { PayoutMethod } from '../../../shared/payments/payout-state';
import * as repo from './repository';
import * as refundsRepo from './refunds-repository';
import { applyRefundNews, type RefundOutcome } from './refunds';
import { applyPayoutNews, payoutRequest, queuedPayout, quietPayouts, type PayoutNews, type PayoutOutcome } from './payouts';
import { applyCapture, type Capture, type CaptureOutcome } from './service';

/** A process sending a refund holds it this long before another may take over (it died). */
const REFUND_CLAIM_MS = 60_000;

/** Open orders older than this are no longer asked after by the scheduled check. */
const STALE_ORDER_DAYS = 3;

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
