import type { ApiRoute } from '../../shared/api/route';

/**
 * A route of the shared table (src/shared/api/routes.ts) as Fastify route options: its method and
 * its path, which the modules register under the /api prefix. Spread it into `app.route({...})`
 * and take `params` / `querystring` from the same table entry.
 */
export function methodAndUrl<R extends ApiRoute>(route: R): { method: R['method']; url: R['path'] } {
  return { method: route.method, url: route.path };
}
