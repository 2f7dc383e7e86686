import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { errorBodySchema } from '../../../shared/schemas/common';
import { answerSupportTicketBodySchema, createSupportTicketBodySchema, mySupportTicketSchema, supportTicketSchema } from '../../../shared/schemas/support-ticket';
import { fromRouteTable } from '../../http/api-route';
import { versionedEtag } from '../../http/etag';
import { writeAnswer } from '../../http/write';
import { auditContextOf } from '../audit/service';
import { answerTicket, fileTicket, listTicketsFor, myTickets } from './service';

const tags = ['support'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** Complaints the support chat passes to the team, grievances from the contact page, the admin's list and answers. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listSupportTickets, {
      tags,
      summary: 'The newest support tickets and grievances, with their answers (admin only)',
      response: { 200: z.array(supportTicketSchema), ...errors },
    }),
    preHandler: versionedEtag(['support']),
    handler: async (request) => listTicketsFor(app.db, request.actor),
  });

  app.route({
    ...fromRouteTable(apiRoutes.createSupportTicket, {
      tags,
      summary: 'Files a complaint from the support chat, or a grievance to the grievance officer (customers and providers)',
      body: createSupportTicketBodySchema,
      response: { 201: supportTicketSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['support'], (tx) => fileTicket(tx, request.actor, request.body), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.answerSupportTicket, {
      tags,
      summary: 'Answers a support ticket or grievance, once; the person is told (admin only)',
      body: answerSupportTicketBodySchema,
      response: { 200: supportTicketSchema, ...errors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['support'], (tx) => answerTicket(tx, request.actor, auditContextOf(request), request.params.id, request.body)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listMySupportTickets, {
      tags,
      summary: "The signed-in person's own complaints and grievances, with the team's answers",
      response: { 200: z.array(mySupportTicketSchema), 401: errorBodySchema, 403: errorBodySchema },
    }),
    handler: async (request) => myTickets(app.db, request.actor),
  });
};
