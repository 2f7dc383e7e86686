/**
 * Reading an HTTP answer the same way wherever the app sends requests: the client's sync layer
 * and the service worker's replay of queued writes.
 */

/** The parts of a fetch Response read here (src/shared is compiled without the DOM's types). */
export interface Answer {
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** Retry-After as milliseconds: either delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The body as JSON when it is JSON, as text otherwise, null when empty or unreadable. */
export async function readBody(res: Answer): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What went wrong, in the server's words when it gave any (the error body's message). */
export function messageOf(res: Pick<Answer, 'status' | 'statusText'>, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (typeof body === 'string' && body.trim()) return body.trim();
  return res.statusText || `Request failed (${res.status})`;
}
