import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { updateUserBodySchema, userSchema } from '../../../shared/schemas/user';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/actor';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import { listUsers } from './repository';
import { setVerified } from './service';
import { auditContextOf, recordAudit } from '../audit/service';
import { verificationOf } from './verification-repository';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listUsers, {
      tags: ['users'],
      summary: 'Every user (administrator)',
      response: { 200: z.array(userSchema), 403: errorBodySchema },
    }),
    preHandler: versionedEtag(['users']),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return listUsers(app.db);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateUser, {
      tags: ['users'],
      summary: "Set a user's verified flag; for a provider it approves or withdraws identity (administrator)",
      body: updateUserBodySchema,
      response: { 200: userSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['users', 'verification', 'profiles'], async (tx) => {
        const id = request.params.id;
        const before = await verificationOf(tx, id);
        const user = await setVerified(tx, request.actor, id, request.body);
        const action = request.body.isVerified ? 'verification.approve' : 'verification.reject';
        await recordAudit(tx, auditContextOf(request), action, { subject: id, before, after: await verificationOf(tx, id) });
        return user;
      }),
  });
};
