import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import type { PushSender } from '../notifications/push-sender';
import type { SmsGateway } from '../sms/gateway';
import type { SmsTemplateIds } from '../sms/templates';

/** The payment work done after commit (src/server/modules/payments/after-commit.ts Payments). */
export interface PaymentWork {
  processEvent(eventId: string): Promise<void>;
  reconcileOrder(orderId: string): Promise<void>;
  sendRefund(refundId: string): Promise<void>;
  sendPayout(payoutId: string): Promise<void>;
}

/**
 * The alerts worked out after commit (src/server/notifications/alerts.ts): whom a newly open job
 * concerns, and whether a slot reminder still applies when it falls due.
 */
export interface AlertWork {
  /** Tells every provider a job just opened to (created, or released back to the market). */
  newJobOpened(bookingId: string, opening: number): Promise<void>;
  /** Tells provider and customer their slot starts within the hour, if the booking still holds it. */
  slotSoon(bookingId: string, slot: string): Promise<void>;
}

/** What a delivery may use: the database (to read what it sends) and the adapters to the outside. */
export interface EffectContext {
  db: Db;
  sms: SmsGateway;
  push: PushSender;
  /** The app's public address: links in messages start with it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The payment gateway's webhook events and order checks (absent: those effects fail and are retried). */
  payments?: PaymentWork;
  /** DLT template ids of the SMS events (SMS_TEMPLATE_IDS). */
  smsTemplates?: SmsTemplateIds;
  /** The alerts' work (absent: those effects fail and are retried). */
  alerts?: AlertWork;
  /** Told each attempt's outcome (the metrics' sends and failures per kind). */
  countDelivery?(kind: string, outcome: 'sent' | 'failed'): void;
}

/**
 * How often and how patiently a failed delivery is tried again: `delaySeconds`, then about twice
 * as long each time (with jitter), never longer than `maxDelaySeconds`, `limit` retries in all.
 */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * One kind of side effect a write causes (ADR 051). A write records it with `enqueue` in its own
 * transaction; after commit a worker calls `deliver`, at least once, always with the same `key`.
 */
export interface EffectKind<P> {
  /** The queue's name: '<channel>.<event>', e.g. 'sms.rental-confirmed'. */
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** The stable key of one effect, e.g. 'sms.rental-confirmed:<rental id>': the receiver drops a repeat by it. */
  key(payload: P): string;
  readonly retry: RetryPolicy;
  /** How long one attempt may run before another process may take the effect over. */
  readonly expireInSeconds: number;
  /**
   * A delivering worker proves it is alive this often (at least 10 s): an attempt whose process
   * died is handed on after this, not after `expireInSeconds` (a push's attempt may wait minutes).
   */
  readonly heartbeatSeconds?: number;
  /**
   * Effects of this kind fetched and delivered at once by one worker (default 1): a fan-out of
   * hundreds of pushes is sent this many at a time. Each effect still succeeds or fails alone.
   */
  readonly batchSize?: number;
  /**
   * Effects of one batch with the same sequence (a push's device) are delivered one after another,
   * in the order they were recorded: a later collapsed push is never overtaken by an earlier one.
   */
  sequenceOf?(payload: P): string;
  deliver(payload: P, key: string, context: EffectContext): Promise<void>;
}

export function defineEffect<P>(kind: EffectKind<P>): EffectKind<P> {
  return kind;
}

/** What a service is handed to record the effects of its write, in the write's transaction. */
export interface EffectQueue {
  /** `startAfter`: not delivered before then (a push held for the end of quiet hours). */
  enqueue<P>(tx: Tx, kind: EffectKind<P>, payload: P, options?: { startAfter?: Date }): Promise<void>;
  /** Many effects of one kind in one statement (a fan-out), each with its own key and `startAfter`. */
  enqueueMany<P>(tx: Tx, kind: EffectKind<P>, items: readonly { payload: P; startAfter?: Date }[]): Promise<void>;
}
