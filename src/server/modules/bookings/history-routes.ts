import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { bookingSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireSelfOrAdmin } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import * as repo from './repository';

const errors = { 400: errorBodySchema, 403: errorBodySchema };
const list = z.array(bookingSchema);

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.customerHistory, {
      tags: ['history'],
      summary: "A customer's bookings, newest first, optionally of one status",
      response: { 200: list, ...errors },
    }),
    handler: async (request) => {
      requireSelfOrAdmin(request.actor, request.params.customerId);
      const { status } = request.query;
      return repo.listBookings(app.db, { customerId: request.params.customerId, statuses: status ? [status] : undefined }, request.actor);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.providerHistory, {
      tags: ['history'],
      summary: 'The jobs assigned to a provider, newest first, optionally of one status',
      response: { 200: list, ...errors },
    }),
    handler: async (request) => {
      requireSelfOrAdmin(request.actor, request.params.providerId);
      const { status } = request.query;
      return repo.listBookings(app.db, { providerId: request.params.providerId, statuses: status ? [status] : undefined }, request.actor);
    },
  });
};
