import type { FastifyBaseLogger } from 'fastify';

/** The gateway's keys and address (env PAYMENT_GATEWAY_URL, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_WEBHOOK_SECRET). */
export interface PaymentGatewayConfig {
  /** The API's base, e.g. https://api.razorpay.com (its paths start /v1/). */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the app sends the customer to pay: the gateway's checkout, or the embedded test gateway's page. */
  checkoutUrl: string;
  /** The embedded test gateway (ADR 072): no real money moves. */
  test: boolean;
  /** The platform's RazorpayX account number payouts are made from (PAYOUT_ACCOUNT_NUMBER; ADR 102). */
  payoutAccountNumber?: string;
}

/** A payout's request in RazorpayX's shape (`POST /v1/payouts` with a fund account inline). */
export interface GatewayPayoutRequest {
  account_number: string;
  fund_account:
    | { account_type: 'bank_account'; bank_account: { name: string; ifsc: string; account_number: string }; contact: GatewayPayoutContact }
    | { account_type: 'vpa'; vpa: { address: string }; contact: GatewayPayoutContact };
  amount: number;
  currency: 'INR';
  mode: 'IMPS' | 'UPI';
  purpose: 'payout';
  reference_id: string;
  queue_if_low_balance: true;
  narration?: string;
}

export interface GatewayPayoutContact {
  name: string;
  type: 'vendor';
  reference_id: string;
}

/** A payout as RazorpayX describes it (`payout` entity). */
export interface GatewayPayout {
  id: string;
  entity?: 'payout';
  amount: number;
  currency: string;
  /** queued, pending, processing, processed, reversed, failed, cancelled, rejected. */
  status: string;
  reference_id: string | null;
  mode?: string;
  failure_reason?: string | null;
  status_details?: { reason?: string | null; description?: string | null } | null;
  created_at?: number;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method?: string;
  captured?: boolean;
  created_at?: number;
}

/** A refund as Razorpay describes it (`refund` entity): amounts in paise; `receipt` is ours. */
export interface GatewayRefund {
  id: string;
  entity?: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes?: Record<string, string>;
  /** pending, processed or failed. */
  status: string;
  created_at?: number;
}

/** How a call reaches the gateway: HTTP (fetch) to a real or fake gateway, or the embedded test gateway in this process. */
export type GatewayTransport = (request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; text: string }>;

/** The gateway answered a call with an error status: 4xx (but 429) will not change by asking again. */
export class GatewayRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  get final(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/** Ten seconds for one call; the write or the effect that made it fails and is tried again. */
const TIMEOUT_MS = 10_000;

/**
 * The payment gateway's REST API as Razorpay speaks it (ADR 072): Basic auth with the key id and
 * secret, amounts in paise. Used for creating orders and for reading an order's payments when a
 * webhook was missed; the webhook is the authority on what was paid.
 */
export class PaymentGateway {
  constructor(
    readonly config: PaymentGatewayConfig,
    private readonly log?: FastifyBaseLogger,
    private readonly transport: GatewayTransport = httpTransport,
    /** false outside demo mode without keys: no order is made (the test gateway takes no real money). */
    readonly available = true,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    const url = `${this.config.url.replace(/\/$/, '')}${path}`;
    const headers: Record<string, string> = { authorization: `Basic ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}), ...extraHeaders };
    const res = await this.transport({ method, url, headers, body: body ? JSON.stringify(body) : undefined });
    const text = res.text;
    if (res.status < 200 || res.status >= 300) {
      this.log?.warn({ status: res.status, path }, 'The payment gateway refused a call');
      throw new GatewayRefused(res.status, `The payment gateway answered ${res.status} to ${method} ${path}: ${text.slice(0, 200)}`);
    }
    return JSON.parse(text) as T;
  }

  createOrder(amountPaise: number, receipt: string): Promise<GatewayOrder> {
    return this.call<GatewayOrder>('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt });
  }

  async orderPayments(orderId: string): Promise<GatewayPayment[]> {
    const answer = await this.call<{ items: GatewayPayment[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
    return answer.items ?? [];
  }

  /** Refunds part or all of a captured payment (`POST /v1/payments/:id/refund`); `receipt` names it as ours. */
  createRefund(paymentId: string, amountPaise: number, receipt: string, notes: Record<string, string> = {}): Promise<GatewayRefund> {
    return this.call<GatewayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise, speed: 'normal', receipt, notes });
  }

  /**
   * Makes a payout (`POST /v1/payouts`, RazorpayX; ADR 102). The header X-Payout-Idempotency is the
   * payout's own id: asked again with it, the gateway answers the payout it made, never a second one.
   */
  createPayout(request: GatewayPayoutRequest, idempotencyKey: string): Promise<GatewayPayout> {
    return this.call<GatewayPayout>('POST', '/v1/payouts', request, { 'x-payout-idempotency': idempotencyKey });
  }

  /** A payout as the gateway has it now (`GET /v1/payouts/:id`): how a missed payout webhook is made up for. */
  fetchPayout(payoutId: string): Promise<GatewayPayout> {
    return this.call<GatewayPayout>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`);
  }

  /** A payment's refunds (`GET /v1/payments/:id/refunds`): how a retried refund finds the one it made. */
  async paymentRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const answer = await this.call<{ items: GatewayRefund[] }>('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`);
    return answer.items ?? [];
  }
}

/** HTTP with fetch, ten seconds a call. */
export const httpTransport: GatewayTransport = async ({ method, url, headers, body }) => {
  const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, text: await res.text() };
};
