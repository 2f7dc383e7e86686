import type { FastifyInstance } from 'fastify';
import { withQueryCount } from '../db/query-scope';

/** The response header that carries how many statements the request sent to the database. */
export const QUERY_COUNT_HEADER = 'x-query-count';

declare module 'fastify' {
  interface FastifyRequest {
    queryScope?: { count: number };
  }
}

/**
 * For load measurements only (BENCH_COUNT_QUERIES=1, `npm run bench:city`): every /api answer
 * says how many database statements its request sent, so a bench can show that an unchanged poll
 * sends none. Off in production: the header tells a client nothing it needs.
 */
export function registerQueryCountHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.queryScope = withQueryCount(done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.queryScope && request.url.startsWith('/api/')) reply.header(QUERY_COUNT_HEADER, String(request.queryScope.count));
    return payload;
  });
}
