import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createServiceBodySchema, serviceSchema, updateServiceBodySchema } from '../../../shared/schemas/service';
import { errorBodySchema, idString } from '../../../shared/schemas/common';
import { isAdmin } from '../../auth/actor';
import { forbidden } from '../../http/http-error';
import { runWrite } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import * as repo from './repository';
import { createService, deleteService, updateService } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

const listQuerySchema = z.object({
  includeRetired: z.enum(['true', 'false'], { message: 'includeRetired must be true or false' }).default('false'),
});

const deleteResultSchema = z.union([
  z.object({ id: idString, retired: z.literal(true) }).strict(),
  z.object({ id: idString, deleted: z.literal(true) }).strict(),
]);

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'The service catalogue; retired services only for the administrator with includeRetired=true',
        querystring: listQuerySchema,
        response: { 200: z.array(serviceSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: versionedEtag(['services']),
    },
    async (request) => {
      const includeRetired = request.query.includeRetired === 'true';
      if (includeRetired && !isAdmin(request.actor)) throw forbidden('Only the administrator can list retired services');
      return repo.listServices(app.db, includeRetired);
    },
  );

  app.post(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'Add a service to the catalogue (administrator)',
        body: createServiceBodySchema,
        response: { 201: serviceSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['services'], async (tx) => ({
        status: 201,
        body: await createService(tx, request.actor, request.body),
      })),
  );

  app.patch(
    '/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Edit some fields of a service (administrator)',
        params: z.object({ id: idString }),
        body: updateServiceBodySchema,
        response: { 200: serviceSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['services'], async (tx) => ({
        body: await updateService(tx, request.actor, request.params.id, request.body),
      })),
  );

  app.delete(
    '/services/:id',
    {
      schema: {
        tags: ['services'],
        summary: 'Delete an unused service, or retire one that bookings have used (administrator)',
        params: z.object({ id: idString }),
        response: { 200: deleteResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['services'], async (tx) => ({
        body: await deleteService(tx, request.actor, request.params.id),
      })),
  );
};
