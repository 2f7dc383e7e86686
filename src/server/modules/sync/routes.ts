import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { bidSchema } from '../../../shared/schemas/bid';
import { bookingSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { deltaAnswerSchema } from '../../../shared/schemas/sync';
import { requireRole } from '../../auth/actor';
import { fromRouteTable } from '../../http/api-route';
import { deltaAnswerEtag, deltaEtag, type DeltaGroups } from '../../http/etag';
import { bidsGroupOf, bookingsGroupOf } from '../../changes/person-buckets';
import { cellsOfArea } from '../../changes/place-cells';
import { plainJsonSerializer } from '../../http/plain-json';
import { pullMyBids } from './bids-delta';
import { pullMyBookings } from './bookings-delta';
import { ProviderAreaCache, type JobArea } from '../bookings/nearby';
import { JobChangeLog } from './job-change-log';
import { jobsScopeOf, pullNearbyJobs } from './jobs-delta';

const tags = ['sync'];
const errors = { 400: errorBodySchema, 403: errorBodySchema };

/** Delta pulls: each mirrored collection as the changes since the caller's cursor (docs/delta-sync.md). */
export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  const areas = new ProviderAreaCache(app.versions);
  const areaOf = new WeakMap<object, JobArea | null>();
  // Recent changes to bookings, per place cell: a jobs delta inside its window costs no statement (ADR 043).
  // Started with the first jobs pull (the change state is the app's, read when the app starts).
  let jobLog: JobChangeLog | null = null;
  const jobLogOf = (): JobChangeLog => {
    if (jobLog) return jobLog;
    const log = new JobChangeLog();
    log.startAt(app.versions.databaseEpoch, app.versions.newestCommitted());
    app.versions.onCommitted((known) => log.prefetch(app.db, { epoch: app.versions.databaseEpoch, known }));
    return (jobLog = log);
  };
  /**
   * Nearby jobs depend on the place cells covering the provider's area (ADR 033), and on the area
   * itself; without an area (the admin, a provider with no base) on every booking.
   */
  const jobsGroups = async (request: FastifyRequest): Promise<DeltaGroups> => {
    const area = request.actor.userType === 'provider' ? await areas.get(app.db, request.actor.id) : null;
    areaOf.set(request, area);
    return area ? { groups: cellsOfArea(area), key: jobsScopeOf(request.actor, area) } : { groups: ['bookings'] };
  };
  /** A person's bids depend on their bucket's change state; the admin's on every bid. */
  const bidsGroups = async (request: FastifyRequest): Promise<DeltaGroups> => ({
    groups: request.actor.userType === 'admin' ? ['bids'] : [bidsGroupOf(request.actor.id)],
  });
  /** Read before a pull's queries: a version committed with every one below it (the cursor's floor). */
  const at = () => ({ epoch: app.versions.databaseEpoch, known: app.versions.newestCommitted() });
  app.route({
    ...fromRouteTable(apiRoutes.pullNearbyJobs, {
      tags,
      summary: "Open jobs within the provider's radius that changed since the cursor, and the ids of those that left it",
      response: { 200: deltaAnswerSchema(bookingSchema), ...errors },
    }),
    // A job's place, status and release list are on its row; moving the base or radius changes the scope.
    preHandler: deltaEtag(jobsGroups),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      requireRole(request.actor, 'provider', 'admin');
      const area = areaOf.get(request) ?? null;
      const answer = await pullNearbyJobs(app.db, request.actor, area, at(), request.query.since, new Date(), jobLogOf());
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
    preHandler: deltaEtag(bidsGroups),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const answer = await pullMyBids(app.db, request.actor, at(), request.query.since);
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
    // Every write to a booking row records the buckets of the people holding it (photos and
    // feedback touch the row too): another person's booking leaves this poll a 304.
    preHandler: deltaEtag(async (request) => ({ groups: [bookingsGroupOf(request.actor.id)] })),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      requireRole(request.actor, 'customer', 'provider');
      const answer = await pullMyBookings(app.db, request.actor, at(), request.query.since);
      void reply.header('etag', deltaAnswerEtag(request, answer.cursor));
      return answer;
    },
  });
};
