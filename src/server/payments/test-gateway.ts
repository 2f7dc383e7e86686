import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayOrder, GatewayPayment, GatewayPayout, GatewayRefund } from './gateway';
import { checkoutSignature, hmacHex } from './signatures';

/**
 * The embedded test gateway (ADR 072): Razorpay's API as far as GaadiCare uses it — orders, an
 * order's payments, a signed `payment.captured` webhook, refunds of a payment with their
 * `refund.processed` / `refund.failed` webhooks (ADR 092) — and a checkout page marked "Test payment".
 * The demo mounts it under /test-gateway when no gateway keys are set; the tests run it on a port
 * of its own. No real money moves.
 */
export interface TestGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Sends a webhook's raw body with its headers to the app's webhook route. */
  deliverWebhook(rawBody: string, headers: Record<string, string>): Promise<void>;
}

export interface TestPaymentOptions {
  /** What is captured (default the order's amount). */
  amount?: number;
  method?: string;
  /** false: the webhook is not sent (a missed webhook). */
  webhook?: boolean;
}

export interface TestPaymentResult {
  paymentId: string;
  signature: string;
  eventId: string;
  /** The webhook as sent, to send again. */
  rawBody: string;
  headers: Record<string, string>;
}

export const TEST_GATEWAY_PREFIX = '/test-gateway';
export const TEST_PAYMENT_TITLE = 'Test payment';

/** Not part of GaadiCare's API description. */
const HIDDEN = { schema: { hide: true } };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

export class TestGateway {
  readonly orders = new Map<string, GatewayOrder & { created_at: number }>();
  readonly payments = new Map<string, GatewayPayment[]>();
  /** Each payment's refunds, by payment id. */
  readonly refunds = new Map<string, GatewayRefund[]>();
  /** Webhooks that could not be delivered. */
  readonly undelivered: string[] = [];
  /**
   * What becomes of the next refunds: processed or failed (the webhook follows the answer, as at
   * Razorpay), or pending (nothing follows until `settleRefund`).
   */
  refundOutcome: 'processed' | 'failed' | 'pending' = 'processed';
  /** Payouts made, by id, and the request each was made with. */
  readonly payouts = new Map<string, { payout: GatewayPayout; request: Record<string, unknown>; idempotencyKey: string }>();
  /** What becomes of the next payouts (the webhook follows the answer), or pending until `settlePayout`. */
  payoutOutcome: 'processed' | 'reversed' | 'failed' | 'pending' = 'processed';

  constructor(readonly options: TestGatewayOptions) {}

  /** The webhook payload for a captured payment, signed with the webhook secret. */
  webhookFor(payment: GatewayPayment, event = 'payment.captured'): { rawBody: string; headers: Record<string, string>; eventId: string } {
    const eventId = rid('evt');
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacHex(this.options.webhookSecret, rawBody),
    };
    return { rawBody, headers, eventId };
  }

  private signed(event: string, payload: Record<string, unknown>): { rawBody: string; headers: Record<string, string>; eventId: string } {
    const eventId = rid('evt');
    const rawBody = JSON.stringify({ entity: 'event', account_id: 'acc_test', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    const headers = { 'content-type': 'application/json', 'x-razorpay-event-id': eventId, 'x-razorpay-signature': hmacHex(this.options.webhookSecret, rawBody) };
    return { rawBody, headers, eventId };
  }

  private findPayment(paymentId: string): GatewayPayment | undefined {
    for (const list of this.payments.values()) {
      const found = list.find((p) => p.id === paymentId);
      if (found) return found;
    }
    return undefined;
  }

  /** The webhook for a refund's new state (`refund.processed` or `refund.failed`), signed. */
  refundWebhook(refund: GatewayRefund): { rawBody: string; headers: Record<string, string>; eventId: string } {
    const payment = this.findPayment(refund.payment_id);
    return this.signed(`refund.${refund.status}`, { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) });
  }

  /** A pending refund becomes processed or failed and its webhook is sent; returns the webhook as sent. */
  async settleRefund(refundId: string, status: 'processed' | 'failed'): Promise<{ rawBody: string; headers: Record<string, string>; eventId: string }> {
    const refund = [...this.refunds.values()].flat().find((r) => r.id === refundId);
    if (!refund) throw new Error(`No test refund ${refundId}`);
    if (refund.status === 'pending') refund.status = status;
    const hook = this.refundWebhook(refund);
    await this.options.deliverWebhook(hook.rawBody, hook.headers).catch(() => this.undelivered.push(hook.eventId));
    return hook;
  }

  /** The webhook for a payout's state (`payout.processed`, `payout.reversed`, `payout.failed`), signed. */
  payoutWebhook(payout: GatewayPayout): { rawBody: string; headers: Record<string, string>; eventId: string } {
    return this.signed(`payout.${payout.status}`, { payout: { entity: payout } });
  }

  /** A payout becomes processed, reversed or failed and its webhook is sent; returns the webhook as sent. */
  async settlePayout(payoutId: string, status: 'processed' | 'reversed' | 'failed', webhook = true): Promise<{ rawBody: string; headers: Record<string, string>; eventId: string }> {
    const made = this.payouts.get(payoutId);
    if (!made) throw new Error(`No test payout ${payoutId}`);
    made.payout.status = status;
    if (status !== 'processed') made.payout.failure_reason = status === 'reversed' ? 'Beneficiary bank returned the payout' : 'Beneficiary account is invalid';
    const hook = this.payoutWebhook({ ...made.payout });
    if (webhook) await this.options.deliverWebhook(hook.rawBody, hook.headers).catch(() => this.undelivered.push(hook.eventId));
    return hook;
  }

  /**
   * A payout as RazorpayX takes it (`POST /v1/payouts`, fund account inline): the same
   * X-Payout-Idempotency again answers the payout it made; a bad request is refused (400).
   */
  payout(body: Record<string, unknown>, idempotencyKey: string | undefined): { status: number; body: unknown } {
    const bad = (description: string) => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
    if (!idempotencyKey) return bad('X-Payout-Idempotency header is required');
    const same = [...this.payouts.values()].find((p) => p.idempotencyKey === idempotencyKey);
    if (same) return { status: 200, body: { ...same.payout } };
    const fund = body.fund_account as Record<string, unknown> | undefined;
    const contact = fund?.contact as Record<string, unknown> | undefined;
    if (typeof body.account_number !== 'string' || !/^[0-9]{6,20}$/.test(body.account_number)) return bad('account_number is invalid');
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) < 100) return bad('The amount must be at least INR 1.00');
    if (body.currency !== 'INR' || body.purpose !== 'payout' || body.queue_if_low_balance !== true) return bad('currency INR, purpose payout and queue_if_low_balance are required');
    if (!contact || typeof contact.name !== 'string' || contact.type !== 'vendor') return bad('fund_account.contact is invalid');
    if (fund?.account_type === 'bank_account') {
      const bank = fund.bank_account as Record<string, unknown> | undefined;
      if (body.mode !== 'IMPS' || typeof bank?.ifsc !== 'string' || typeof bank.account_number !== 'string' || typeof bank.name !== 'string') return bad('bank_account is invalid');
    } else if (fund?.account_type === 'vpa') {
      const vpa = fund.vpa as Record<string, unknown> | undefined;
      if (body.mode !== 'UPI' || typeof vpa?.address !== 'string') return bad('vpa is invalid');
    } else return bad('fund_account.account_type is invalid');
    const payout: GatewayPayout = {
      id: rid('pout'),
      entity: 'payout',
      amount: body.amount as number,
      currency: 'INR',
      status: 'processing',
      reference_id: typeof body.reference_id === 'string' ? body.reference_id : null,
      mode: body.mode as string,
      failure_reason: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.payouts.set(payout.id, { payout, request: body, idempotencyKey });
    const outcome = this.payoutOutcome;
    if (outcome !== 'pending') setTimeout(() => void this.settlePayout(payout.id, outcome), 20);
    return { status: 200, body: { ...payout } };
  }

  /** Refunds `amount` of a captured payment; the same receipt again answers the refund it made. */
  refund(paymentId: string, amount: unknown, receipt: string | null, notes: Record<string, string> = {}): { status: number; body: unknown } {
    const bad = (description: string) => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
    const payment = this.findPayment(paymentId);
    if (!payment) return bad('The id provided does not exist');
    if (payment.status !== 'captured') return bad('The payment has not been captured');
    const list = this.refunds.get(paymentId) ?? [];
    const same = receipt ? list.find((r) => r.receipt === receipt) : undefined;
    if (same) return { status: 200, body: same };
    if (!Number.isSafeInteger(amount) || (amount as number) < 100) return bad('The amount must be at least INR 1.00');
    const refunded = list.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    if ((amount as number) > payment.amount - refunded) return bad('The total refund amount is greater than the refund payment amount');
    const refund: GatewayRefund = { id: rid('rfnd'), entity: 'refund', amount: amount as number, currency: 'INR', payment_id: paymentId, receipt, notes, status: 'pending', created_at: Math.floor(Date.now() / 1000) };
    this.refunds.set(paymentId, [...list, refund]);
    const outcome = this.refundOutcome;
    // As at the gateway, the webhook follows the answer rather than coming before it.
    if (outcome !== 'pending') setTimeout(() => void this.settleRefund(refund.id, outcome), 20);
    return { status: 200, body: { ...refund } };
  }

  /** The customer pays the order (the Pay button): the payment is captured and, unless told not to, the webhook sent. */
  async pay(orderId: string, options: TestPaymentOptions = {}): Promise<TestPaymentResult> {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No test order ${orderId}`);
    const payment: GatewayPayment = {
      id: rid('pay'),
      order_id: orderId,
      amount: options.amount ?? order.amount,
      currency: 'INR',
      status: 'captured',
      method: options.method ?? 'upi',
      captured: true,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.payments.set(orderId, [...(this.payments.get(orderId) ?? []), payment]);
    order.status = 'paid';
    const hook = this.webhookFor(payment);
    if (options.webhook !== false) {
      await this.options.deliverWebhook(hook.rawBody, hook.headers).catch(() => this.undelivered.push(hook.eventId));
    }
    return { paymentId: payment.id, signature: checkoutSignature(this.options.keySecret, orderId, payment.id), ...hook };
  }

  private authorized(request: FastifyRequest): boolean {
    const expected = `Basic ${Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')}`;
    const given = request.headers.authorization ?? '';
    return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  }

  private refuse(reply: FastifyReply) {
    return reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
  }

  /** The routes, registered under a prefix (TEST_GATEWAY_PREFIX in the demo, none on a port of its own). */
  readonly plugin = async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.post('/v1/orders', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const body = request.body as { amount?: unknown; currency?: unknown; receipt?: unknown };
      if (!Number.isSafeInteger(body?.amount) || (body.amount as number) < 100 || body.currency !== 'INR') {
        return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'amount (paise, at least 100) and currency INR are required' } });
      }
      const order = {
        id: rid('order'),
        entity: 'order',
        amount: body.amount as number,
        amount_paid: 0,
        amount_due: body.amount as number,
        currency: 'INR',
        receipt: String(body.receipt ?? ''),
        status: 'created',
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      this.orders.set(order.id, order);
      return order;
    });

    app.get('/v1/orders/:id/payments', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const { id } = request.params as { id: string };
      if (!this.orders.has(id)) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      const items = this.payments.get(id) ?? [];
      return { entity: 'collection', count: items.length, items };
    });

    app.post('/v1/payments/:id/refund', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as { amount?: unknown; receipt?: unknown; notes?: unknown };
      const notes = body.notes && typeof body.notes === 'object' ? (body.notes as Record<string, string>) : {};
      const answer = this.refund(id, body.amount, typeof body.receipt === 'string' ? body.receipt : null, notes);
      return reply.code(answer.status).send(answer.body);
    });

    app.get('/v1/payments/:id/refunds', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const { id } = request.params as { id: string };
      if (!this.findPayment(id)) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      const items = this.refunds.get(id) ?? [];
      return { entity: 'collection', count: items.length, items };
    });

    app.post('/v1/payouts', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const key = request.headers['x-payout-idempotency'];
      const answer = this.payout((request.body ?? {}) as Record<string, unknown>, typeof key === 'string' && key ? key : undefined);
      return reply.code(answer.status).send(answer.body);
    });

    app.get('/v1/payouts/:id', HIDDEN, async (request, reply) => {
      if (!this.authorized(request)) return this.refuse(reply);
      const made = this.payouts.get((request.params as { id: string }).id);
      if (!made) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      return { ...made.payout };
    });

    app.get('/checkout', HIDDEN, async (request, reply) => {
      const { order_id: orderId = '', callback_url: callback = '/' } = request.query as Record<string, string>;
      const order = this.orders.get(orderId);
      if (!order) return reply.code(404).type('text/html').send('<!doctype html><title>Test payment</title><p>No such order.</p>');
      const rupees = (order.amount / 100).toFixed(2);
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEST_PAYMENT_TITLE}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}main{max-width:420px;margin:0 auto;padding:24px}
.badge{display:inline-block;background:#fde68a;color:#713f12;font-weight:700;padding:4px 10px;border-radius:999px;font-size:14px}
.card{background:#fff;border-radius:12px;padding:20px;margin-top:16px;box-shadow:0 1px 3px #0002}
.amount{font-size:32px;font-weight:700;margin:8px 0}button{width:100%;padding:14px;font-size:18px;border:0;border-radius:10px;background:#15803d;color:#fff;font-weight:700}
p.note{color:#57534e;font-size:14px}</style></head>
<body><main><span class="badge">${TEST_PAYMENT_TITLE}</span><h1>GaadiCare</h1>
<div class="card"><div>Amount to pay</div><div class="amount">₹${escapeHtml(rupees)}</div>
<p class="note">This is the test gateway: no real money moves. Tap Pay to pay as a customer would.</p>
<form method="post" action="pay"><input type="hidden" name="order_id" value="${escapeHtml(orderId)}"><input type="hidden" name="callback_url" value="${escapeHtml(callback)}">
<button type="submit">Pay ₹${escapeHtml(rupees)}</button></form></div></main></body></html>`;
      return reply.type('text/html').header('cache-control', 'no-store').send(page);
    });

    app.post('/pay', HIDDEN, async (request, reply) => {
      const { order_id: orderId = '', callback_url: callback = '/' } = (request.body ?? {}) as Record<string, string>;
      if (!this.orders.has(orderId)) return reply.code(404).send('No such order');
      const result = await this.pay(orderId);
      // Only a path of the app itself: the test gateway never sends anyone elsewhere.
      const back = callback.startsWith('/') && !callback.startsWith('//') ? callback : '/';
      const query = new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: result.paymentId, razorpay_signature: result.signature });
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${query.toString()}`, 303);
    });
  };
}
