import type { FastifyReply, FastifyRequest } from 'fastify';

/** A list's answer as it was sent: the JSON text and the headers made with it. */
export interface CachedAnswer {
  body: string;
  headers: Record<string, string>;
}

interface Entry extends CachedAnswer {
  /** The request's change-state ETag (versionedEtag) when the answer was read. */
  etag: string;
  /** Epoch ms after which the answer may be stale without any write (rows passing their time); Infinity: never. */
  until: number;
}

/** What the kept answers may take together (bytes of JSON text, counted as one byte a character). */
const DEFAULT_MAX_CHARS = 16 * 1024 * 1024;

/**
 * The serialized answers of a polled list, kept per persona and URL (the scope of its ETag) while
 * the change state its ETag is made of stays the same and until the time the answer said it holds:
 * an unchanged list asked for again without If-None-Match (a second device, a reload, a client
 * that lost its copy) is answered with the same bytes and no statement. Only a route that sets
 * `request.versionEtag` (versionedEtag) is cached; the oldest answers go first past the size limit.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly maxChars = DEFAULT_MAX_CHARS) {}

  /** The answer kept for this request, when it is still the one the database would give. */
  get(request: FastifyRequest, now = Date.now()): CachedAnswer | undefined {
    const etag = request.versionEtag;
    if (!etag) return undefined;
    const entry = this.entries.get(scopeOf(request));
    if (!entry || entry.etag !== etag || now >= entry.until) return undefined;
    return entry;
  }

  /** Keeps an answer read at the request's change state, valid until `until` (null: until a write). */
  set(request: FastifyRequest, answer: CachedAnswer, until: Date | null): void {
    const etag = request.versionEtag;
    if (!etag || answer.body.length > this.maxChars) return;
    const key = scopeOf(request);
    this.drop(key);
    this.entries.set(key, { ...answer, etag, until: until?.getTime() ?? Infinity });
    this.chars += answer.body.length;
    for (const [oldest] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.body.length;
    this.entries.delete(key);
  }
}

function scopeOf(request: FastifyRequest): string {
  return `${request.actor.id}|${request.url}`;
}

/** Sends JSON text as it is (no serializer runs), with its headers. */
export function sendJsonText(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  for (const [name, value] of Object.entries(answer.headers)) void reply.header(name, value);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
