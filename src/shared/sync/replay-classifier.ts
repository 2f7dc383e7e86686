/**
 * How the answer to a write sent again (by the service worker or by the page) is handled.
 * - done: 2xx, the server applied it (or returned the stored first answer).
 * - retry: no answer, 408, 429, 5xx, or 409 with Retry-After (the first attempt still running):
 *   keep it at the head of the queue, stop, try again later.
 * - blocked: 401 — the session changed (every write carries the persona it was made as, and the
 *   server answers 401 when the acting persona differs): keep it and tell the user.
 * - rejected: any other answer (403 refused, 409 conflict, 422 validation, ...): remove it into the
 *   visible rejected list and roll back.
 */
export type ReplayVerdict = { kind: 'done' } | { kind: 'retry'; retryAfterMs: number | null } | { kind: 'blocked' } | { kind: 'rejected' };

export type ReplayAnswer = { networkError: true } | { status: number; retryAfterMs?: number | null };

export function classifyReplay(answer: ReplayAnswer): ReplayVerdict {
  if ('networkError' in answer) return { kind: 'retry', retryAfterMs: null };
  const { status } = answer;
  const retryAfterMs = answer.retryAfterMs ?? null;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', retryAfterMs };
  if (status === 409 && retryAfterMs !== null) return { kind: 'retry', retryAfterMs };
  if (status === 401) return { kind: 'blocked' };
  return { kind: 'rejected' };
}

/** Exponential back-off with jitter (half to full delay), or the server's Retry-After. */
export function retryDelay(attempt: number, retryAfterMs: number | null, random: () => number = Math.random, baseMs = 2_000, capMs = 300_000): number {
  if (retryAfterMs !== null) return Math.min(Math.max(retryAfterMs, 0), capMs);
  const full = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.5 + random() * 0.5));
}
