import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { checkMigrated } from '../db/migration-state';
import { registerLoadShedding, type SheddingOptions } from '../http/load-shedding';
import type { Outbox } from '../outbox/outbox';
import { registerRequestLog } from './request-log';
import { registerRequestMetrics, type AppMetrics } from './metrics';
import { Readiness } from './readiness';
import { paymentOrderStates, payoutStates } from './state-counts';

/**
 * What the metrics read at each scrape (the outbox's counts, payment orders and payouts by state) and what
 * /readyz checks (the database at this code's migrations, the outbox's workers where this process
 * delivers); decorated on the app as `readiness`. Redis is added where the rate limits open it.
 */
export function watchOperations(app: FastifyInstance, metrics: AppMetrics, database: Database, outbox: Outbox): Readiness {
  metrics.watchOutbox(() => outbox.summary().then((summary) => summary.kinds));
  metrics.watchStates('payment_order', () => paymentOrderStates(database.db));
  metrics.watchStates('payout', () => payoutStates(database.db));
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  readiness.add({ name: 'database', probe: () => checkMigrated(database.db) });
  if (outbox.delivers) readiness.add({ name: 'outbox', probe: async () => outbox.checkWorkers() });
  return readiness;
}

/**
 * The operational hooks every request passes first: its log line and id (ADR 058), its metrics,
 * and shedding non-essential reads under event-loop lag (ADR 096) before any session or database work.
 */
export async function registerOperations(app: FastifyInstance, metrics: AppMetrics, shedding: SheddingOptions): Promise<void> {
  registerRequestLog(app);
  registerRequestMetrics(app, metrics);
  await registerLoadShedding(app, shedding, (route) => metrics.shedRequests.inc({ route }));
}
