import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OutboxKind } from '../../shared/schemas/outbox';
import { routeOf } from './request-log';

/** Request durations, in seconds: a cached poll's 304 takes about a millisecond, a photo upload seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The outbox's counted states, as the admin's outbox page names them (outbox/counts.ts). */
const OUTBOX_STATES = ['waiting', 'active', 'retrying', 'failed', 'delivered'] as const;

/**
 * The process's Prometheus metrics (docs/operations.md), in a registry of its own: every app has
 * its own, so the tests' many apps in one process count apart. Served by startMetricsListener.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private outboxCounts: (() => Promise<OutboxKind[]>) | null = null;
  private processMetrics = false;

  readonly requestDuration = new Histogram({
    name: 'gaadicare_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, and how long each took to answer',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly polls = new Counter({
    name: 'gaadicare_sync_polls_total',
    help: 'Polls of the synced lists and deltas (routes answered from the change state), by route and status (200: new data, 304: unchanged)',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'gaadicare_rate_limit_refusals_total',
    help: 'Requests refused with 429 (the request limits, or the sign-in code limits), by route template',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly shedRequests = new Counter({
    name: 'gaadicare_shed_requests_total',
    help: 'Reads refused with 503 and Retry-After while the event loop lagged (ADR 096), by route template',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly signInCodesSent = new Counter({
    name: 'gaadicare_sign_in_codes_sent_total',
    help: 'Sign-in codes handed to the SMS gateway',
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: 'gaadicare_outbox_deliveries_total',
    help: "Delivery attempts of the outbox's effects made by this process, by effect kind and outcome (sent, failed)",
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly paymentWebhooks = new Counter({
    name: 'gaadicare_payment_webhooks_total',
    help: "The payment gateway's webhooks with a valid signature, by outcome (accepted, repeat: an event id seen before)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'gaadicare_payments_total',
    help: 'Captured payments applied by this process, by state (paid, repeat, flagged for the operator)',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  constructor() {
    const counts = () => this.outboxCounts;
    new Gauge({
      name: 'gaadicare_outbox_effects',
      help: "The outbox's effects by kind and state (waiting, active, retrying, failed, delivered), read from the job table at each scrape",
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const read = counts();
        if (!read) return;
        this.reset();
        for (const kind of await read()) for (const state of OUTBOX_STATES) this.set({ kind: kind.kind, state }, kind[state]);
      },
    });
  }

  /** An outbox delivery's outcome (the outbox's EffectContext.countDelivery). */
  readonly countDelivery = (kind: string, outcome: 'sent' | 'failed'): void => {
    this.outboxDeliveries.inc({ kind, outcome });
  };

  /** Where the outbox gauge reads its counts (the outbox's summary). */
  watchOutbox(counts: () => Promise<OutboxKind[]>): void {
    this.outboxCounts = counts;
  }

  /** Node's own metrics (event-loop lag, heap, GC, CPU, handles), once: a process that serves /metrics. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }
}

/** A poll: a GET answered by a synced list's or a delta's ETag (http/etag.ts), whether 200 or 304. */
const isPoll = (request: FastifyRequest) => request.method === 'GET' && (request.versionEtag !== undefined || request.changeState !== undefined);

/** Counts every answer as it leaves: its duration, and polls and 429s apart. */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request, { forMetrics: true });
    const status = reply.statusCode;
    metrics.requestDuration.observe({ route, method: request.method, status }, reply.elapsedTime / 1000);
    if (isPoll(request) && (status === 200 || status === 304)) metrics.polls.inc({ route, status });
    if (status === 429) metrics.rateLimitRefusals.inc({ route });
    done();
  });
}
