import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingSchema, historyQuerySchema } from '../../../shared/schemas/booking';
import { errorBodySchema, idString } from '../../../shared/schemas/common';
import { requireSelfOrAdmin } from '../../auth/actor';
import * as repo from './repository';

const errors = { 400: errorBodySchema, 403: errorBodySchema };
const list = z.array(bookingSchema);

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history/customer/:customerId',
    {
      schema: {
        tags: ['history'],
        summary: "A customer's bookings, newest first, optionally of one status",
        params: z.object({ customerId: idString }),
        querystring: historyQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request.actor, request.params.customerId);
      const { status } = request.query;
      return repo.listBookings(app.db, { customerId: request.params.customerId, statuses: status ? [status] : undefined });
    },
  );

  app.get(
    '/history/provider/:providerId',
    {
      schema: {
        tags: ['history'],
        summary: 'The jobs assigned to a provider, newest first, optionally of one status',
        params: z.object({ providerId: idString }),
        querystring: historyQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request.actor, request.params.providerId);
      const { status } = request.query;
      return repo.listBookings(app.db, { providerId: request.params.providerId, statuses: status ? [status] : undefined });
    },
  );
};
