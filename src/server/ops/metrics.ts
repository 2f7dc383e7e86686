import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OutboxKind } from '../../shared/schemas/outbox';
import { routeOf } from './request-log';

/** Request durations, in seconds: a cached poll's 304 takes about a millisecond, a photo upload seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Statement durations, in seconds: an index lookup takes a fraction of a millisecond, a report seconds. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Records counted by state at each scrape (payment orders; payouts add theirs): kind → state → count. */
export type StateCounts = () => Promise<Record<string, number>>;

/** The outbox's counted states, as the admin's outbox page names them (outbox/counts.ts). */
const OUTBOX_STATES = ['waiting', 'active', 'retrying', 'failed', 'delivered'] as const;

/**
 * The process's Prometheus metrics (docs/operations.md), in a registry of its own: every app has
 * its own, so the tests' many apps in one process count apart. Served by startMetricsListener.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private outboxCounts: (() => Promise<OutboxKind[]>) | null = null;
  private readonly stateCounts = new Map<string, StateCounts>();
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

  readonly channelDeliveries = new Counter({
    name: 'gaadicare_channel_deliveries_total',
    help: "Delivery attempts by this process per channel (the effect kind's first part: push, sms, payment) and outcome (sent, failed)",
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly statementDuration = new Histogram({
    name: 'gaadicare_db_statement_duration_seconds',
    help: 'Statements this process sent to the database (the app and its outbox), by outcome (ok, error), and how long each took',
    labelNames: ['outcome'] as const,
    buckets: STATEMENT_BUCKETS,
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
    const stateCounts = this.stateCounts;
    new Gauge({
      name: 'gaadicare_records_by_state',
      help: 'Money records by kind (payment_order, payout) and state, read from the database at each scrape: the same from every process',
      labelNames: ['record', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [record, read] of stateCounts) for (const [state, n] of Object.entries(await read())) this.set({ record, state }, n);
      },
    });
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
    this.channelDeliveries.inc({ channel: kind.split('.')[0], outcome });
  };

  /** One statement's duration (the database's StatementObserver). */
  readonly observeStatement = (seconds: number, ok: boolean): void => {
    this.statementDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds);
  };

  /** Counts of `record` by state, read at each scrape (`gaadicare_records_by_state`): payment orders, payouts. */
  watchStates(record: string, counts: StateCounts): void {
    this.stateCounts.set(record, counts);
  }

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
