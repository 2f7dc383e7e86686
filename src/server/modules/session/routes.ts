import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { sessionSchema, switchSessionBodySchema } from '../../../shared/schemas/user';
import { errorBodySchema } from '../../../shared/schemas/common';
import { hasSessionCookie, startSession } from '../../auth/persona-session';
import { notFound } from '../../http/http-error';
import { fromRouteTable } from '../../http/api-route';
import { findUser, listUsers } from '../users/repository';

/** GET/POST /api/session: who is acting, and the persona switch that stands in for sign-in. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getSession, {
      tags: ['session'],
      summary: 'The acting persona and the personas one can switch to (a first visit gets its session cookie here)',
      'x-sets-session-cookie': true,
      response: { 200: sessionSchema },
    }),
    handler: async (request, reply) => {
      const [user, personas] = await Promise.all([findUser(app.db, request.actor.id), listUsers(app.db)]);
      if (!user) throw notFound('The acting user no longer exists');
      if (!hasSessionCookie(request)) await startSession(app.db, request, reply, user.id);
      return { user, personas };
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.switchPersona, {
      tags: ['session'],
      summary: 'Act as another seeded persona',
      'x-sets-session-cookie': true,
      // Switching persona is online only and safe to repeat: no Idempotency-Key.
      'x-not-idempotent': true,
      body: switchSessionBodySchema,
      response: { 200: sessionSchema, 404: errorBodySchema },
    }),
    handler: async (request, reply) => {
      const user = await findUser(app.db, request.body.userId);
      if (!user) throw notFound(`There is no persona '${request.body.userId}'`);
      await startSession(app.db, request, reply, user.id);
      return { user, personas: await listUsers(app.db) };
    },
  });
};
