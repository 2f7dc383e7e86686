import type { FastifyInstance } from 'fastify';
import { registerLoadShedding, type SheddingOptions } from '../http/load-shedding';
import { registerRequestLog } from './request-log';
import { registerRequestMetrics, type AppMetrics } from './metrics';

/**
 * The operational hooks every request passes first: its log line and id (ADR 058), its metrics,
 * and shedding non-essential reads under event-loop lag (ADR 096) before any session or database work.
 */
export async function registerOperations(app: FastifyInstance, metrics: AppMetrics, shedding: SheddingOptions): Promise<void> {
  registerRequestLog(app);
  registerRequestMetrics(app, metrics);
  await registerLoadShedding(app, shedding, (route) => metrics.shedRequests.inc({ route }));
}
