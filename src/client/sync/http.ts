import { errorBodySchema } from '../../shared/schemas/common';

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

/** Retry-After as milliseconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(res: Response, body: unknown): string {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return parsed.data.message;
  if (typeof body === 'string' && body.trim()) return body.trim();
  return res.statusText || 'Request failed';
}

async function send(url: string, init: RequestInit): Promise<Response> {
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

export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The persona the change was made as; the server answers 401 if another one sends it. */
  actingAs?: string | null;
}

export interface WriteAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  message: string;
  retryAfterMs: number | null;
  /** True when the service worker stored the request instead of the server answering it. */
  queuedByWorker: boolean;
}

/** Sends a write; network failures throw NetworkError, every HTTP answer is returned. */
export async function apiWrite(req: WriteRequest): Promise<WriteAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
  if (req.actingAs) headers['X-Acting-As'] = req.actingAs;
  const res = await send(req.url, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const body = await readBody(res);
  const queuedByWorker =
    res.status === 202 &&
    res.headers.get('X-Queued-By') === 'service-worker' &&
    typeof body === 'object' &&
    body !== null &&
    (body as { queued?: unknown }).queued === true;
  return {
    status: res.status,
    ok: res.ok,
    body,
    message: res.ok ? '' : messageOf(res, body),
    retryAfterMs: parseRetryAfter(res.headers.get('Retry-After')),
    queuedByWorker,
  };
}
