import { messageOf, parseRetryAfter, readBody } from '../../shared/sync/http-answer';
import { send } from './api-get';

/**
 * A write's headers and its answer, as every write of the app has them (http.ts, apiWrite), and a
 * JSON write with nothing more: what the first view's bid form sends (ADR 111), without http.ts's
 * photo forms and the booking schemas (zod) they import.
 */
export interface WriteAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  message: string;
  retryAfterMs: number | null;
  /** True when the service worker stored the request instead of the server answering it. */
  queuedByWorker: boolean;
}

/** What a write sends besides its body: JSON, its Idempotency-Key, the persona it was made as. */
export function writeHeaders(req: { body?: unknown; idempotencyKey?: string; actingAs?: string | null }, form: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form's Content-Type (with its boundary) is set by the platform.
  if (req.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
  if (req.actingAs) headers['X-Acting-As'] = req.actingAs;
  return headers;
}

/** Reads a write's answer: the server's, or the service worker's "kept for later". */
export async function readWriteAnswer(res: Response): Promise<WriteAnswer> {
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

/** A write with a JSON body, sent as apiWrite sends one; network failures throw NetworkError. */
export async function jsonWrite(req: { method: string; url: string; body: unknown; idempotencyKey: string; actingAs?: string | null }): Promise<WriteAnswer> {
  return readWriteAnswer(await send(req.url, { method: req.method, headers: writeHeaders(req, false), body: JSON.stringify(req.body) }));
}
