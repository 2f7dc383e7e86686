import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { API_PREFIX, type ApiRoute } from '../../shared/api/route';
import { apiRoutes, type ApiRouteName } from '../../shared/api/routes';
import { HttpError } from './http-error';

/**
 * Reads that are answered even under event-loop lag (ADR 096). Everything else a device reads is
 * mirrored on it and polled again, so a 503 with Retry-After costs a moment of staleness; these
 * cost more: without the session a device does not know who is signed in.
 * Writes (POST, PUT, PATCH, DELETE: sign-in, sign-out, the queued sync writes, the payment
 * webhook) are never shed, nor is anything outside /api (the probes, the pages, the app's files).
 */
export const ESSENTIAL_READS: readonly ApiRouteName[] = ['getSession'];

export interface SheddingOptions {
  /** Mean event-loop lag (ms) over one sample above which non-essential reads are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** The Retry-After (seconds) a shed read carries. */
  retryAfterSeconds: number;
  /** How often the lag is sampled (ms). */
  sampleIntervalMs?: number;
}

/** LOAD_SHED_* (env.ts): shed reads when the loop lags 300 ms on average over a second, ask again in 5 s. */
export const DEFAULT_SHEDDING: SheddingOptions = { maxEventLoopDelayMs: 300, retryAfterSeconds: 5, sampleIntervalMs: 1000 };

/** No shedding: an app built without options (the tests, the scripts); server.ts passes LOAD_SHED_*. */
export const SHEDDING_OFF: SheddingOptions = { maxEventLoopDelayMs: 0, retryAfterSeconds: DEFAULT_SHEDDING.retryAfterSeconds };

const essentialTemplates = new Set(ESSENTIAL_READS.map((name) => `${API_PREFIX}${(apiRoutes[name] as ApiRoute).path}`));

/** Whether this request may be refused under lag: a read of the API that is not essential. */
export function isSheddable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const template = request.routeOptions.url;
  if (!template?.startsWith(`${API_PREFIX}/`)) return false;
  return !essentialTemplates.has(template);
}

/**
 * Under event-loop lag, non-essential reads are answered 503 with Retry-After at once, before
 * any session lookup or database call, so the writes and the essential reads still get the loop.
 * `onShed` counts them (the metrics).
 */
export async function registerLoadShedding(app: FastifyInstance, options: SheddingOptions, onShed: (route: string) => void): Promise<void> {
  if (options.maxEventLoopDelayMs <= 0) return;
  const refusal = () =>
    new HttpError(503, 'The server is busy. Showing what this device has; it will ask again shortly.', {
      'retry-after': String(options.retryAfterSeconds),
    });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? DEFAULT_SHEDDING.sampleIntervalMs,
    retryAfter: options.retryAfterSeconds,
    // Called only while the loop lags: let the essential through, refuse the rest.
    pressureHandler: async (request) => {
      if (!isSheddable(request)) return;
      onShed(request.routeOptions.url ?? 'unmatched');
      throw refusal();
    },
  });
}
