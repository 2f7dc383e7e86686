import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { createToolRentalBodySchema, toolRentalSchema, toolSchema, updateToolBodySchema } from '../../../shared/schemas/tool';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireSelfOrAdmin } from '../../auth/actor';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import * as repo from './repository';
import { rentTool, returnTool, updateTool } from './service';
import { auditContextOf, recordAudit } from '../audit/service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listTools, { tags: ['tools'], summary: 'Rentable tools with their availability (no session needed)', response: { 200: z.array(toolSchema) } }),
    preHandler: versionedEtag(['tools', 'rentals']),
    handler: async () => repo.listTools(app.db),
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateTool, {
      tags: ['tools'],
      summary: "Edit a tool's name or description, in English, Kannada or Hindi (administrator)",
      body: updateToolBodySchema,
      response: { 200: toolSchema, ...errors },
    }),
    // Rentals show their tool's name: they change with it.
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['tools', 'rentals'], async (tx) => {
        const before = await repo.findTool(tx, request.params.id);
        const after = await updateTool(tx, request.actor, request.params.id, request.body);
        await recordAudit(tx, auditContextOf(request), 'tool.update', { subject: after.id, before, after });
        return after;
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listCustomerRentals, {
      tags: ['tools'],
      summary: "A customer's rentals, newest first",
      response: { 200: z.array(toolRentalSchema), ...errors },
    }),
    handler: async (request) => {
      requireSelfOrAdmin(request.actor, request.params.customerId);
      return repo.listRentalsOfCustomer(app.db, request.params.customerId);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.rentTool, {
      tags: ['tools'],
      summary: 'Rent a tool for one day',
      body: createToolRentalBodySchema,
      response: { 201: toolRentalSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['rentals', 'tools'], (tx) => rentTool(tx, request.actor, request.body, app.outbox), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.returnTool, {
      tags: ['tools'],
      summary: 'Return a rented tool',
      response: { 200: toolRentalSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['rentals', 'tools'], (tx) => returnTool(tx, request.actor, request.params.id)),
  });
};
