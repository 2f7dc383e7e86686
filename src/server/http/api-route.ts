import type { FastifySchema } from 'fastify';
import type * as z from 'zod/mini';
import type { ApiRoute } from '../../shared/api/route';

type TableSchema<R extends ApiRoute> = { params: R['params'] } & (R['query'] extends z.ZodMiniObject ? { querystring: R['query'] } : unknown);

/**
 * A route of the shared table (src/shared/api/routes.ts) as Fastify route options: its method,
 * its path (the modules register under the /api prefix) and `schema` completed with the
 * table's path parameters and query. Spread it into `app.route({ ...fromRouteTable(...), handler })`.
 */
export function fromRouteTable<R extends ApiRoute, S extends FastifySchema>(
  route: R,
  schema: S,
): { method: R['method']; url: R['path']; schema: S & TableSchema<R> } {
  const fromTable = {
    ...(Object.keys(route.params.shape).length > 0 ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
  };
  return { method: route.method, url: route.path, schema: { ...schema, ...fromTable } as S & TableSchema<R> };
}
