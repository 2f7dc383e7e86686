import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import {
  availabilitySchema,
  createAvailabilityBodySchema,
  providerProfileSchema,
  providerStatsSchema,
  updateAvailabilityBodySchema,
  updateProviderProfileBodySchema,
} from '../../../shared/schemas/provider';
import { errorBodySchema } from '../../../shared/schemas/common';
import { callerOf, requireSelfOrAdmin } from '../../auth/actor';
import { notFound } from '../../http/http-error';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import * as repo from './repository';
import { computeStats } from './stats-repository';
import { earningsRoutes } from './earnings-routes';
import { profileFor } from './public-profile';
import { createAvailability, updateAvailability, updateProfile } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listActiveProviders, {
      tags: ['providers'],
      summary: 'Public profiles of providers who finished onboarding and can take bookings (no session needed; the base only in the provider’s own row)',
      response: { 200: z.array(providerProfileSchema) },
    }),
    handler: async (request) => {
      const caller = callerOf(request);
      return (await repo.listActiveProfiles(app.db)).map((profile) => profileFor(caller, profile));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getProviderProfile, {
      tags: ['providers'],
      summary: "A provider's profile: rates, radius, rating and job counts; the base only for the provider and the administrator",
      response: { 200: providerProfileSchema, ...errors },
    }),
    handler: async (request) => {
      const profile = await repo.findProfile(app.db, request.params.providerId);
      if (!profile) throw notFound(`There is no provider '${request.params.providerId}'`);
      return profileFor(request.actor, profile);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateProviderProfile, {
      tags: ['providers'],
      summary: "Save a provider's hourly rates and service radius",
      body: updateProviderProfileBodySchema,
      response: { 200: providerProfileSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['profiles', 'areas'], (tx) => updateProfile(tx, request.actor, request.params.providerId, request.body)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listActiveAvailability, {
      tags: ['providers'],
      summary: 'Weekly hours of every active provider, for the booking form (no session needed)',
      response: { 200: z.array(availabilitySchema) },
    }),
    preHandler: versionedEtag(['availability', 'verification']),
    handler: async () => repo.listActiveAvailability(app.db),
  });

  // One path with PATCH below (OpenAPI allows one parameter name per path): here `id` is a provider's.
  app.route({
    ...fromRouteTable(apiRoutes.getProviderAvailability, {
      tags: ['providers'],
      summary: "A provider's weekly hours, Sunday first (id: the provider's id)",
      response: { 200: z.array(availabilitySchema), ...errors },
    }),
    handler: async (request) => {
      const providerId = request.params.id;
      if (!(await repo.isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
      return repo.listAvailabilityOf(app.db, providerId);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.createAvailability, {
      tags: ['providers'],
      summary: 'Add the hours of one weekday',
      body: createAvailabilityBodySchema,
      response: { 201: availabilitySchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['availability'], (tx) => createAvailability(tx, request.actor, request.body), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.updateAvailability, {
      tags: ['providers'],
      summary: 'Change the hours of one weekday (id: the availability row)',
      body: updateAvailabilityBodySchema,
      response: { 200: availabilitySchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['availability'], (tx) => updateAvailability(tx, request.actor, request.params.id, request.body)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getProviderStats, {
      tags: ['providers'],
      summary: "A provider's jobs, completion rate, rating, earnings and open bids",
      response: { 200: providerStatsSchema, ...errors },
    }),
    handler: async (request) => {
      const { providerId } = request.params;
      requireSelfOrAdmin(request.actor, providerId);
      if (!(await repo.isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
      return computeStats(app.db, providerId, new Date());
    },
  });

  await app.register(earningsRoutes);
};
