import { offlinePolicyLookup, type WriteRule } from '../src/shared/api/offline-policy';

/**
 * Which requests this worker takes to queue when the network fails: same-origin writes whose
 * route in the table (`rules`, its write routes with their offline policies) says `queue`. A
 * write that needs a connection, a read and a path no route has go to the network untouched.
 */
export function queueableWrites(rules: readonly WriteRule[]): (url: URL, method: string, origin: string) => boolean {
  const policyOf = offlinePolicyLookup(rules);
  return (url, method, origin) => url.origin === origin && policyOf(method, url.pathname) === 'queue';
}

/** What the page gets when a write was stored for later instead of answered by the server. */
export function queuedResponse(key: string): Response {
  return new Response(JSON.stringify({ queued: true, key }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', 'X-Queued-By': 'service-worker' },
  });
}

/** The same request with an Idempotency-Key, so a replay can never apply twice. */
export function withIdempotencyKey(request: Request): { request: Request; key: string } {
  const existing = request.headers.get('Idempotency-Key');
  if (existing) return { request, key: existing };
  const key = crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', key);
  return { request: new Request(request, { headers }), key };
}

/** A hanging request on a weak signal counts as a network failure after this long. */
export const WRITE_TIMEOUT_MS = 30_000;

export async function fetchWithTimeout(request: Request, ms = WRITE_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
