import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './http-error';

export const CROSS_SITE_WRITE = 'Changes can only be made from the GaadiCare app itself.';

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Whether a write comes from the app's own pages. Browsers send Sec-Fetch-Site on every request
 * (trusted when present; 'none' is the person typing or a bookmark), older ones at least Origin,
 * which must then name this host. Callers that send neither (curl, the service worker in old
 * browsers, server-to-server) are no browser page of another site and pass.
 */
export function isSameOriginWrite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  if (origin === 'null') return false;
  try {
    // Through URL on both sides, so a default port written out (:80, :443) compares equal.
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/** Every write under /api from another site is refused with 403 before anything runs. */
export function registerSameOriginWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isWrite(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameOriginWrite(request)) throw forbidden(CROSS_SITE_WRITE);
  });
}
