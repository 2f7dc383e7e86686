import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import {
  bookingSchema,
  createBookingRequestSchema,
  emergencyReleaseBodySchema,
  startJobBodySchema,
  toCreateBookingBody,
} from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import type { DataGroup } from '../../changes/change-versions';
import { versionedEtag } from '../../http/etag';
import { AnswerCache, sendJsonText } from '../../changes/answer-cache';
import { plainJsonSerializer } from '../../http/plain-json';
import { notFound, unprocessable } from '../../http/http-error';
import { writeAnswer } from '../../http/write';
import { fromRouteTable } from '../../http/api-route';
import { requireCanRead } from './access';
import { ProviderAreaCache } from './nearby';
import { openJobsPage } from './open-jobs';
import { historyRoutes } from './history-routes';
import { WrongStartCode, cancelBooking, completeJob, emergencyRelease, recordWrongStartCode, startJob } from './lifecycle-service';
import { photoRoutes } from './photo-routes';
import { registerExpirySweep } from './expiry-sweep';
import * as repo from './repository';
import { createBooking } from './service';

/** Everything a booking embeds; a booking list's ETag moves when any of them changes. */
export const BOOKING_READ_GROUPS: readonly DataGroup[] = ['bookings', 'bids', 'services', 'users', 'profiles', 'feedback', 'photos'];

export const bookingErrors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['bookings'];
const list = z.array(bookingSchema);
/** Every booking list: 304 from the change counters when unchanged, JSON.stringify otherwise. */
const listAnswers = { preHandler: versionedEtag(BOOKING_READ_GROUPS), serializerCompiler: plainJsonSerializer };

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.createBooking, {
      tags,
      summary: 'Create a booking; every amount is recomputed from the catalogue and pricing configuration',
      body: createBookingRequestSchema,
      response: { 201: bookingSchema, ...bookingErrors },
    }),
    handler: async (request, reply) =>
      writeAnswer(request, reply, ['bookings'], (tx) => createBooking(tx, request.actor, toCreateBookingBody(request.body)), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listBookings, { tags, summary: 'Every booking, newest first (admin)', response: { 200: list, ...bookingErrors } }),
    ...listAnswers,
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return repo.listBookings(app.db);
    },
  });

  const areas = new ProviderAreaCache(app.versions);
  const openJobAnswers = new AnswerCache();
  app.route({
    ...fromRouteTable(apiRoutes.listPendingBookings, {
      tags,
      summary:
        "Open jobs for providers whose time has not passed: within the provider's service radius of their base, emergency-released first (high priority), then nearest. With `limit` (and `offset`) one page; a `Link` header with rel=\"next\" names the next page when there is one",
      response: { 200: list, ...bookingErrors },
    }),
    ...listAnswers,
    handler: async (request, reply) => {
      requireRole(request.actor, 'provider', 'admin');
      const kept = openJobAnswers.get(request);
      if (kept) return sendJsonText(reply, kept);
      const provider = request.actor.userType === 'provider' ? request.actor.id : undefined;
      const area = provider ? await areas.get(app.db, provider) : null;
      const { limit, offset } = request.query;
      const page = await openJobsPage(app.db, { area, notReleasedBy: provider, now: new Date(), page: { limit, offset }, viewer: request.actor });
      const headers: Record<string, string> = {};
      if (page.more && limit !== undefined) {
        headers.link = `<${apiUrl(apiRoutes.listPendingBookings, {}, { limit, offset: (offset ?? 0) + limit })}>; rel="next"`;
      }
      const answer = { body: JSON.stringify(page.bookings), headers };
      // A later page moves when a job on an earlier one passes its time: only the first is kept.
      if (!offset) openJobAnswers.set(request, answer, page.openUntil);
      return sendJsonText(reply, answer);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listEmergencyReleasedBookings, {
      tags,
      summary: 'Jobs released in an emergency and open again, newest first',
      response: { 200: list, ...bookingErrors },
    }),
    ...listAnswers,
    handler: async (request) => {
      requireRole(request.actor, 'provider', 'admin');
      return repo.listBookings(app.db, {
        statuses: ['emergency_released'],
        notOverdueAt: new Date(),
        notReleasedBy: request.actor.userType === 'provider' ? request.actor.id : undefined,
      });
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listCustomerBookings, {
      tags,
      summary: "A customer's bookings, newest first",
      response: { 200: list, ...bookingErrors },
    }),
    ...listAnswers,
    handler: async (request) => {
      requireSelfOrAdmin(request.actor, request.params.customerId);
      return repo.listBookings(app.db, { customerId: request.params.customerId }, request.actor);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listProviderBookings, {
      tags,
      summary: 'The jobs assigned to a provider, newest first',
      response: { 200: list, ...bookingErrors },
    }),
    ...listAnswers,
    handler: async (request) => {
      requireSelfOrAdmin(request.actor, request.params.providerId);
      return repo.listBookings(app.db, { providerId: request.params.providerId }, request.actor);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getBooking, { tags, summary: 'One booking', response: { 200: bookingSchema, ...bookingErrors } }),
    handler: async (request) => {
      const booking = await repo.findBookingById(app.db, request.params.id, request.actor);
      if (!booking) throw notFound(`There is no booking '${request.params.id}'`);
      requireCanRead(request.actor, booking);
      return booking;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.cancelBooking, { tags, summary: 'Cancel a pending booking (its customer)', response: { 200: bookingSchema, ...bookingErrors } }),
    handler: async (request, reply) => writeAnswer(request, reply, ['bookings', 'bids'], (tx) => cancelBooking(tx, request.actor, request.params.id)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.startJob, {
      tags,
      summary:
        "Start a confirmed job (its assigned provider) with the customer's start code: a wrong code is 422 and changes nothing but the count; the fifth in a row locks starting for 15 minutes (409)",
      body: startJobBodySchema,
      response: { 200: bookingSchema, ...bookingErrors },
    }),
    handler: async (request, reply) => {
      try {
        return await writeAnswer(request, reply, ['bookings'], (tx) => startJob(tx, request.actor, request.params.id, request.body));
      } catch (error) {
        if (!(error instanceof WrongStartCode)) throw error;
        // The start rolled back; the wrong attempt is counted on its own.
        await app.versions.transaction(app.db, (tx) => recordWrongStartCode(tx, request.params.id), () => ['bookings']);
        throw unprocessable(error.message);
      }
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.completeJob, {
      tags,
      summary: 'Complete a job in progress (its assigned provider)',
      response: { 200: bookingSchema, ...bookingErrors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['bookings', 'profiles'], (tx) => completeJob(tx, request.actor, request.params.id)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.releaseJob, {
      tags,
      summary: 'Release an assigned job in an emergency; it reopens for other providers with high priority',
      body: emergencyReleaseBodySchema,
      response: { 200: bookingSchema, ...bookingErrors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['bookings', 'bids', 'profiles'], (tx) => emergencyRelease(tx, request.actor, request.params.id, request.body)),
  });

  registerExpirySweep(app);
  await app.register(photoRoutes);
  await app.register(historyRoutes);
};
