import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { pushFiguresSchema, testPushResultSchema } from '../../../shared/schemas/push-figures';
import { requireRole } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { auditContextOf } from '../audit/service';
import { pushFigures, sendTestPush } from './service';

/** The admin overview's push card: figures per channel and a test push to the administrator's own devices. */
export const adminPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getPushFigures, {
      tags: ['config'],
      summary: 'Pushes and SMS: sent and given up per channel over the last 24 hours, retrying now, and the live push subscriptions (administrator)',
      response: { 200: pushFiguresSchema, 401: errorBodySchema, 403: errorBodySchema },
    }),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return pushFigures(app, request.actor.id);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.sendTestPush, {
      tags: ['config'],
      summary: "A test push to each of the administrator's own subscribed devices, sent now; says what each push service did (audited)",
      description: 'Online only. Subscriptions the push service no longer knows (404/410) are removed. With no subscribed device: 0 devices, nothing sent.',
      'x-not-idempotent': true,
      response: { 200: testPushResultSchema, 401: errorBodySchema, 403: errorBodySchema },
    }),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return sendTestPush(app, request.actor.id, auditContextOf(request));
    },
  });
};
