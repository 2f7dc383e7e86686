import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { bidSchema } from '../../../shared/schemas/bid';
import { bookingSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { deltaAnswerSchema } from '../../../shared/schemas/sync';
import { requireRole } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { deltaAnswerEtag, deltaEtag } from '../../http/etag';
import { plainJsonSerializer } from '../../http/plain-json';
import { pullMyBids } from './bids-delta';
import { pullMyBookings } from './bookings-delta';
import { pullNearbyJobs } from './jobs-delta';

const tags = ['sync'];
const errors = { 400: errorBodySchema, 403: errorBodySchema };

/** Delta pulls: each mirrored collection as the changes since the caller's cursor (docs/delta-sync.md). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.pullNearbyJobs, {
      tags,
      summary: "Open jobs within the provider's radius that changed since the cursor, and the ids of those that left it",
      response: { 200: deltaAnswerSchema(bookingSchema), ...errors },
    }),
    // A job's place, status and release list are on its row; moving the base or radius changes the scope.
    preHandler: deltaEtag(['bookings', 'profiles']),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      requireRole(request.actor, 'provider', 'admin');
      const answer = await pullNearbyJobs(app.db, request.actor, app.versions.databaseEpoch, request.query.since);
      void reply.header('etag', deltaAnswerEtag(request, answer.cursor));
      return answer;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.pullMyBids, {
      tags,
      summary: "The caller's bids (a provider's own; a customer's live bids on their bookings) changed since the cursor",
      response: { 200: deltaAnswerSchema(bidSchema), ...errors },
    }),
    preHandler: deltaEtag(['bids']),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const answer = await pullMyBids(app.db, request.actor, app.versions.databaseEpoch, request.query.since);
      void reply.header('etag', deltaAnswerEtag(request, answer.cursor));
      return answer;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.pullMyBookings, {
      tags,
      summary: "The caller's own bookings (a customer's; a provider's assigned jobs) changed since the cursor",
      response: { 200: deltaAnswerSchema(bookingSchema), ...errors },
    }),
    // Every write to a booking row records 'bookings' (photos and feedback touch the row too).
    preHandler: deltaEtag(['bookings']),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      requireRole(request.actor, 'customer', 'provider');
      const answer = await pullMyBookings(app.db, request.actor, app.versions.databaseEpoch, request.query.since);
      void reply.header('etag', deltaAnswerEtag(request, answer.cursor));
      return answer;
    },
  });
};
