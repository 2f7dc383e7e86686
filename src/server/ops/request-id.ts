import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may send: 8 to 128 letters, digits, dots, dashes and underscores. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * A request's id: the incoming `x-request-id` when it is well formed (a proxy's id then joins its
 * lines to ours), else a new one. Anything else is never echoed or logged.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : crypto.randomUUID();
}
