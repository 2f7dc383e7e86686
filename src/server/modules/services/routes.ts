import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { createServiceBodySchema, serviceSchema, updateServiceBodySchema } from '../../../shared/schemas/service';
import { errorBodySchema, idString } from '../../../shared/schemas/common';
import { callerOf, isAdmin } from '../../auth/actor';
import { forbidden } from '../../http/http-error';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import * as repo from './repository';
import { createService, deleteService, updateService } from './service';
import { auditContextOf, recordAudit } from '../audit/service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

const deleteResultSchema = z.union([
  z.object({ id: idString, retired: z.literal(true) }).strict(),
  z.object({ id: idString, deleted: z.literal(true) }).strict(),
]);

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listServices, {
      tags: ['services'],
      summary: 'The service catalogue, public (no session needed); retired services only for the administrator with includeRetired=true',
      response: { 200: z.array(serviceSchema), 400: errorBodySchema, 403: errorBodySchema },
    }),
    preHandler: versionedEtag(['services']),
    handler: async (request) => {
      const includeRetired = request.query.includeRetired === 'true';
      if (includeRetired && !isAdmin(callerOf(request))) throw forbidden('Only the administrator can list retired services');
      return repo.listServices(app.db, includeRetired);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.createService, {
      tags: ['services'],
      summary: 'Add a service to the catalogue (administrator)',
      body: createServiceBodySchema,
      response: { 201: serviceSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(
        request,
        reply,
        ['services'],
        async (tx) => {
          const created = await createService(tx, request.actor, request.body);
          await recordAudit(tx, auditContextOf(request), 'service.create', { subject: created.id, after: created });
          return created;
        },
        201,
      ),
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateService, {
      tags: ['services'],
      summary: 'Edit some fields of a service (administrator)',
      body: updateServiceBodySchema,
      response: { 200: serviceSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['services'], async (tx) => {
        const before = await repo.findService(tx, request.params.id);
        const after = await updateService(tx, request.actor, request.params.id, request.body);
        await recordAudit(tx, auditContextOf(request), 'service.update', { subject: after.id, before, after });
        return after;
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.deleteService, {
      tags: ['services'],
      summary: 'Delete an unused service, or retire one that bookings have used (administrator)',
      response: { 200: deleteResultSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['services'], async (tx) => {
        const before = await repo.findService(tx, request.params.id);
        const result = await deleteService(tx, request.actor, request.params.id);
        // A retired service stays, hidden from booking; a deleted one is gone.
        const after = 'retired' in result ? await repo.findService(tx, result.id) : null;
        await recordAudit(tx, auditContextOf(request), 'service.delete', { subject: result.id, before, after });
        return result;
      }),
  });
};
