import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../shared/api/route';
import { apiRoutes } from '../shared/api/routes';
import { apiModules } from './modules/api-modules';

/** The /api routes the server's modules register, as "METHOD /api/path" (HEAD twins of GETs left out). */
async function registeredRoutes(modules: typeof apiModules): Promise<{ app: FastifyInstance; routes: string[] }> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  for (const module of modules) await app.register(module, { prefix: API_PREFIX });
  await app.ready();
  return { app, routes };
}

const table = Object.values(apiRoutes).map((r) => `${r.method} ${API_PREFIX}${r.path}`);
let served: { app: FastifyInstance; routes: string[] };

beforeAll(async () => {
  served = await registeredRoutes(apiModules);
});
afterAll(async () => served?.app.close());

describe('the shared route table and the server', () => {
  it('serves every route of the table', () => {
    expect(table.filter((r) => !served.routes.includes(r))).toEqual([]);
  });

  it('serves no route the table does not list', () => {
    expect(served.routes.filter((r) => !table.includes(r))).toEqual([]);
  });

  it('would notice a route registered outside the table', async () => {
    const stray = await registeredRoutes([async (app) => void app.get('/bookings/:id/archive', async () => ({}))]);
    expect(stray.routes.filter((r) => !table.includes(r))).toEqual(['GET /api/bookings/:id/archive']);
    await stray.app.close();
  });
});
