import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { createSupportTicketBodySchema, supportTicketSchema } from '../../../shared/schemas/support-ticket';
import { fromRouteTable } from '../../http/api-route';
import { versionedEtag } from '../../http/etag';
import { writeAnswer } from '../../http/write';
import { fileTicket, listTicketsFor } from './service';

const tags = ['support'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** Complaints the support chat passes to the team, and the admin's list of them. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listSupportTickets, {
      tags,
      summary: 'The newest support tickets (admin only)',
      response: { 200: z.array(supportTicketSchema), ...errors },
    }),
    preHandler: versionedEtag(['support']),
    handler: async (request) => listTicketsFor(app.db, request.actor),
  });

  app.route({
    ...fromRouteTable(apiRoutes.createSupportTicket, {
      tags,
      summary: 'Files a complaint from the support chat for the team (customers and providers)',
      body: createSupportTicketBodySchema,
      response: { 201: supportTicketSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['support'], (tx) => fileTicket(tx, request.actor, request.body), 201),
  });
};
