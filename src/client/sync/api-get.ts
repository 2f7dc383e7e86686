import { messageOf, parseRetryAfter, readBody } from '../../shared/sync/http-answer';

/*
 * The API's GET and its errors, apart from the writes in http.ts (which import the booking
 * schemas): the first route's session pull uses this alone, without zod (ADR 094).
 */

/** A non-2xx answer from the API, with the server's message (spec §8: "status: text"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly body: unknown,
    readonly retryAfterMs: number | null,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/** The network itself failed (offline, DNS, connection reset): no HTTP answer at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // The mirrors and our own ETags are the cache; the HTTP cache would only get in the way.
    return await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch (error) {
    throw new NetworkError(error);
  }
}

export type GetAnswer = { status: 200; body: unknown; etag: string | null } | { status: 304 };

/** A GET with If-None-Match; 304 means the mirror is already current. */
export async function apiGet(url: string, etag?: string | null): Promise<GetAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  const res = await send(url, { method: 'GET', headers });
  if (res.status === 304) return { status: 304 };
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, messageOf(res, body), body, parseRetryAfter(res.headers.get('Retry-After')));
  return { status: 200, body, etag: res.headers.get('ETag') };
}
