import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { acceptBidBodySchema, bidSchema, placeBidBodySchema } from '../../../shared/schemas/bid';
import { bookingSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { runWrite, writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import { acceptBid, listBidsFor, placeBid } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The answer to an acceptance: the accepted bid and the booking it confirmed. */
const acceptAnswerSchema = z.object({ bid: bidSchema, booking: bookingSchema });

export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listBidsForBooking, {
      tags: ['bids'],
      summary: "A booking's bids, cheapest first (the first is Best Value)",
      response: { 200: z.array(bidSchema), ...errors },
    }),
    // Polled every 5 s; bids embed the provider's name and rating, and visibility follows the booking.
    preHandler: versionedEtag(['bids', 'profiles', 'users', 'bookings']),
    handler: async (request) => listBidsFor(app.db, request.actor, request.params.bookingId),
  });

  app.route({
    ...fromRouteTable(apiRoutes.placeBid, {
      tags: ['bids'],
      summary: 'Place a bid, or revise your live bid on that booking',
      body: placeBidBodySchema,
      response: { 200: bidSchema, 201: bidSchema, ...errors },
    }),
    handler: async (request, reply) =>
      // Auto-accept (a setting) can confirm the booking in the same write.
      runWrite(request, reply, ['bids', 'bookings', 'profiles'], async (tx) => {
        const { status, bid } = await placeBid(tx, request.actor, request.body);
        return { status, body: bid };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.acceptBid, {
      tags: ['bids'],
      summary: "Accept a bid: the booking is confirmed for that provider at the bid's total and other bids are rejected",
      // No body is an acceptance without an expected total.
      body: z.nullish(acceptBidBodySchema),
      response: { 200: acceptAnswerSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['bids', 'bookings', 'profiles'], (tx) => acceptBid(tx, request.actor, request.params.bidId, request.body ?? {})),
  });
};
