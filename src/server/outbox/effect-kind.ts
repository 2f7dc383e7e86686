import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import type { PushSender } from '../notifications/push-sender';
import type { SmsGateway } from '../sms/gateway';

/** The payment work done after commit (src/server/modules/payments/service.ts Payments). */
export interface PaymentWork {
  processEvent(eventId: string): Promise<void>;
  reconcileOrder(orderId: string): Promise<void>;
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
  deliver(payload: P, key: string, context: EffectContext): Promise<void>;
}

export function defineEffect<P>(kind: EffectKind<P>): EffectKind<P> {
  return kind;
}

/** What a service is handed to record the effects of its write, in the write's transaction. */
export interface EffectQueue {
  /** `startAfter`: not delivered before then (a push held for the end of quiet hours). */
  enqueue<P>(tx: Tx, kind: EffectKind<P>, payload: P, options?: { startAfter?: Date }): Promise<void>;
}
