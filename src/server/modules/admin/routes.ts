import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingConfigSchema, systemSettingsSchema } from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/actor';
import { runWrite } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { getPricing, getSettings, putPricing, putSettings } from './config-repository';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * Pricing configuration and system settings. Everyone reads them (the booking form previews prices,
 * customers see maintenance mode and cancellation rules); only the administrator replaces them.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/pricing',
    {
      schema: { tags: ['config'], summary: 'Fees, GST and multipliers that price new bookings', response: { 200: pricingConfigSchema } },
      preHandler: versionedEtag(['config']),
    },
    async () => getPricing(app.db),
  );

  app.put(
    '/admin/pricing',
    {
      schema: {
        tags: ['config'],
        summary: 'Replace the pricing configuration (administrator)',
        body: pricingConfigSchema,
        response: { 200: pricingConfigSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['config'], async (tx) => {
        requireRole(request.actor, 'admin');
        await putPricing(tx, request.body);
        return { body: await getPricing(tx) };
      }),
  );

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['config'],
        summary: 'System settings: maintenance mode, booking caps, cancellation rules',
        response: { 200: systemSettingsSchema },
      },
      preHandler: versionedEtag(['config']),
    },
    async () => getSettings(app.db),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['config'],
        summary: 'Replace the system settings (administrator)',
        body: systemSettingsSchema,
        response: { 200: systemSettingsSchema, ...errors },
      },
    },
    async (request, reply) =>
      runWrite(request, reply, ['config'], async (tx) => {
        requireRole(request.actor, 'admin');
        await putSettings(tx, request.body);
        return { body: await getSettings(tx) };
      }),
  );
};
