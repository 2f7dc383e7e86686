import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';

export interface RateLimits {
  /** Requests per minute per account (signed in) or address (RATE_LIMIT_READS_PER_MINUTE / _WRITES_). */
  readsPerMinute: number;
  writesPerMinute: number;
  /**
   * Counts kept in this Redis (REDIS_URL), so every server process spends from one budget;
   * without it each process counts on its own (docs/running-several-processes.md).
   */
  redisUrl?: string;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { readsPerMinute: 1200, writesPerMinute: 300 };

const NOT_ON_304 = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

/** What helmet 8 sends with this app's settings (a CSP that allows only what the app uses), worked out once. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Radix injects small <style> elements; styles cannot run code.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS only means something over TLS; it is added per request below.
  strictTransportSecurity: false,
};

/**
 * The security headers as [name, value] pairs: helmet run once against a recorder, since they
 * do not depend on the request (no CSP nonces). @fastify/helmet built helmet's middleware again
 * on every request (a tenth of an unchanged poll's time).
 */
export function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as never, () => undefined);
  return headers;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Whose budget a request spends: the account when signed in (a new session, or another address,
 * does not reset it), the address otherwise. The session is found before the limits run.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const who = request.actor?.sessionId ? `account:${request.actor.id}` : `ip:${request.ip}`;
  return `${isWrite(request.method) ? 'w' : 'r'}|${who}`;
}

/**
 * Security headers for every answer (a CSP that allows only what the app uses) and rate limits on
 * /api, stricter for writes; a 429 carries Retry-After, which the sync layer and the service
 * worker honour. See docs/security.md. Returns the Redis the limits are kept in, if any (/readyz asks it).
 */
export async function registerSecurity(app: FastifyInstance, limits: RateLimits | false): Promise<Redis | undefined> {
  const headers = securityHeaders();
  const onNotModified = headers.filter(([name]) => !NOT_ON_304.includes(name));
  // Set as an answer leaves (callback style: no promise per request), not when it arrives: a 304
  // then gets only what it keeps, instead of every header set and removed again. A header the
  // route set itself (the API docs' own CSP) stays.
  app.addHook('onSend', (request, reply, payload, done) => {
    const notModified = reply.statusCode === 304;
    for (const [name, value] of notModified ? onNotModified : headers) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A 304 only refreshes a stored answer, which already carries the rest; polls stay small.
    if (notModified) for (const name of NOT_ON_304) if (reply.hasHeader(name)) reply.removeHeader(name);
    done(null, payload);
  });

  if (limits === false) return undefined;
  const redis = limits.redisUrl ? new Redis(limits.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 }) : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for the shared rate limits failed; requests pass unlimited until it is back'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'gaadicare-rate-', skipOnError: true } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: rateLimitKey,
    max: (_request, key) => (key.startsWith('w|') ? limits.writesPerMinute : limits.readsPerMinute),
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
    }),
  });
  return redis;
}
