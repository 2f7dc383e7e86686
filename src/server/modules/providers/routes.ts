import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilitySchema,
  createAvailabilityBodySchema,
  providerProfileSchema,
  providerStatsSchema,
  updateAvailabilityBodySchema,
  updateProviderProfileBodySchema,
} from '../../../shared/schemas/provider';
import { errorBodySchema, idString } from '../../../shared/schemas/common';
import { requireSelfOrAdmin } from '../../auth/actor';
import { notFound } from '../../http/http-error';
import { runWrite } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import * as repo from './repository';
import { computeStats } from './stats-repository';
import { earningsRoutes } from './earnings-routes';
import { createAvailability, updateAvailability, updateProfile } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const providerParams = z.object({ providerId: idString });

export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/provider-profile/active',
    {
      schema: {
        tags: ['providers'],
        summary: 'Profiles of providers who finished onboarding and can take bookings',
        response: { 200: z.array(providerProfileSchema) },
      },
    },
    async () => repo.listActiveProfiles(app.db),
  );

  app.get(
    '/provider-profile/:providerId',
    {
      schema: {
        tags: ['providers'],
        summary: "A provider's profile: rates, radius, rating and job counts",
        params: providerParams,
        response: { 200: providerProfileSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await repo.findProfile(app.db, request.params.providerId);
      if (!profile) throw notFound(`There is no provider '${request.params.providerId}'`);
      return profile;
    },
  );

  app.patch(
    '/provider-profile/:providerId',
    {
      schema: {
        tags: ['providers'],
        summary: "Save a provider's hourly rates and service radius",
        params: providerParams,
        body: updateProviderProfileBodySchema,
        response: { 200: providerProfileSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['profiles'], async (tx) => ({
        body: await updateProfile(tx, request.actor, request.params.providerId, request.body),
      })),
  );

  app.get(
    '/provider-availability',
    {
      schema: {
        tags: ['providers'],
        summary: 'Weekly hours of every active provider, for the booking form',
        response: { 200: z.array(availabilitySchema) },
      },
      preHandler: versionedEtag(['availability', 'verification']),
    },
    async () => repo.listActiveAvailability(app.db),
  );

  app.get(
    '/provider-availability/:providerId',
    {
      schema: {
        tags: ['providers'],
        summary: "A provider's weekly hours, Sunday first",
        params: providerParams,
        response: { 200: z.array(availabilitySchema), ...errors },
      },
    },
    async (request) => {
      const { providerId } = request.params;
      if (!(await repo.isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
      return repo.listAvailabilityOf(app.db, providerId);
    },
  );

  app.post(
    '/provider-availability',
    {
      schema: {
        tags: ['providers'],
        summary: 'Add the hours of one weekday',
        body: createAvailabilityBodySchema,
        response: { 201: availabilitySchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['availability'], async (tx) => ({
        status: 201,
        body: await createAvailability(tx, request.actor, request.body),
      })),
  );

  app.patch(
    '/provider-availability/:id',
    {
      schema: {
        tags: ['providers'],
        summary: 'Change the hours of one weekday',
        params: z.object({ id: idString }),
        body: updateAvailabilityBodySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['availability'], async (tx) => ({
        body: await updateAvailability(tx, request.actor, request.params.id, request.body),
      })),
  );

  app.get(
    '/provider/:providerId/stats',
    {
      schema: {
        tags: ['providers'],
        summary: "A provider's jobs, completion rate, rating, earnings and open bids",
        params: providerParams,
        response: { 200: providerStatsSchema, ...errors },
      },
    },
    async (request) => {
      const { providerId } = request.params;
      requireSelfOrAdmin(request.actor, providerId);
      if (!(await repo.isProvider(app.db, providerId))) throw notFound(`There is no provider '${providerId}'`);
      return computeStats(app.db, providerId, new Date());
    },
  );

  await app.register(earningsRoutes);
};
