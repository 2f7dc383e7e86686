import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import { etagOf, type DataGroup } from '../changes/change-versions';
import { callerKey } from '../auth/actor';

declare module 'fastify' {
  interface FastifyRequest {
    versionEtag?: string;
    /** For a delta pull: the change state its answer is at least as new as (see deltaEtag). */
    changeState?: string;
  }
}

/** Whether the request's If-None-Match names `etag` (or '*'). */
export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

/** A 304 made before any database work. */
function notModified(reply: FastifyReply, etag: string): void {
  void reply.code(304).header('etag', etag).header('cache-control', 'no-cache').send();
}

/**
 * For polled lists: answers 304 from the change counters alone, before any database work.
 * The ETag covers the groups read, the acting user (answers differ per persona) and the URL.
 */
export function versionedEtag(groups: readonly DataGroup[]): preHandlerHookHandler {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const etag = this.versions.etag(groups, `${callerKey(request)}|${request.url}`);
    request.versionEtag = etag;
    if (ifNoneMatch(request, etag)) return notModified(reply, etag);
    done();
  } as preHandlerHookHandler;
}

/** What a delta pull's answer depends on: the data groups it reads and anything else that decides its rows. */
export interface DeltaGroups {
  groups: readonly DataGroup[];
  /** E.g. a provider's base and radius: when it changes, an ETag made before never matches. */
  key?: string;
}

/**
 * For delta pulls (`?since=cursor`): the ETag covers the newest version of the groups read, the
 * acting user, the path and the cursor sent, so a matching If-None-Match means "nothing changed
 * since this cursor" and is answered 304 before any query. The newest version alone is enough:
 * versions are committed in order (ADR 018), so when a group moves to a version below the newest
 * already seen, that change was committed before the answer that newest version led to, and is
 * in it. The handler names the ETag of its answer with `deltaAnswerEtag`. `groups` may depend on
 * the request (a provider's area: ADR 033).
 */
export function deltaEtag(groups: readonly DataGroup[] | ((request: FastifyRequest) => Promise<DeltaGroups>)): preHandlerAsyncHookHandler {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const read = typeof groups === 'function' ? await groups(request) : { groups };
    const state = `${this.versions.databaseEpoch}|${this.versions.newestOf(read.groups)}|${read.key ?? ''}`;
    const since = (request.query as { since?: string }).since ?? '';
    const etag = etagOf(state, deltaScope(request, since));
    request.changeState = state;
    if (ifNoneMatch(request, etag)) {
      notModified(reply, etag);
      return reply;
    }
  };
}

function deltaScope(request: FastifyRequest, cursor: string): string {
  return `${callerKey(request)}|${request.url.split('?')[0]}|${cursor}`;
}

/** The ETag of a delta answer: what the next pull, sent with this cursor, will match while nothing changes. */
export function deltaAnswerEtag(request: FastifyRequest, cursor: string): string {
  return etagOf(request.changeState ?? '', deltaScope(request, cursor));
}

/** Every other GET under /api: an ETag from the answer's bytes, and 304 when it matches. */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    if (request.url.startsWith('/api/docs')) return payload;
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag) {
      etag = request.versionEtag;
      if (!etag && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        etag = `W/"${crypto.createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
      }
      if (!etag) return payload;
      reply.header('etag', etag);
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (ifNoneMatch(request, etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
