import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { pricingConfigSchema, systemSettingsSchema } from '../../../shared/schemas/admin';
import { errorBodySchema } from '../../../shared/schemas/common';
import { outboxSummarySchema } from '../../../shared/schemas/outbox';
import { requireRole } from '../../auth/actor';
import { runWrite } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import { getPricing, getSettings, putPricing, putSettings } from './config-repository';
import { auditContextOf, recordAudit } from '../audit/service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * Pricing configuration and system settings. Everyone reads them (the booking form previews prices,
 * customers see maintenance mode and cancellation rules); only the administrator replaces them.
 * The background work (the outbox's effects, ADR 051) only the administrator reads.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.getPricing, { tags: ['config'], summary: 'Fees, GST and multipliers that price new bookings', response: { 200: pricingConfigSchema } }),
    preHandler: versionedEtag(['config']),
    handler: async () => getPricing(app.db),
  });

  app.route({
    ...fromRouteTable(apiRoutes.savePricing, {
      tags: ['config'],
      summary: 'Replace the pricing configuration (administrator)',
      body: pricingConfigSchema,
      response: { 200: pricingConfigSchema, ...errors },
    }),
    handler: async (request, reply) =>
      runWrite(request, reply, ['config'], async (tx) => {
        requireRole(request.actor, 'admin');
        const before = await getPricing(tx);
        await putPricing(tx, request.body);
        const after = await getPricing(tx);
        await recordAudit(tx, auditContextOf(request), 'pricing.update', { subject: 'pricing', before, after });
        return { body: after };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getSettings, {
      tags: ['config'],
      summary: 'System settings: maintenance mode, booking caps, cancellation rules',
      response: { 200: systemSettingsSchema },
    }),
    preHandler: versionedEtag(['config']),
    handler: async () => getSettings(app.db),
  });

  app.route({
    ...fromRouteTable(apiRoutes.saveSettings, {
      tags: ['config'],
      summary: 'Replace the system settings (administrator)',
      body: systemSettingsSchema,
      response: { 200: systemSettingsSchema, ...errors },
    }),
    handler: async (request, reply) =>
      runWrite(request, reply, ['config'], async (tx) => {
        requireRole(request.actor, 'admin');
        const before = await getSettings(tx);
        await putSettings(tx, request.body);
        const after = await getSettings(tx);
        await recordAudit(tx, auditContextOf(request), 'settings.update', { subject: 'settings', before, after });
        return { body: after };
      }),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getOutbox, {
      tags: ['config'],
      summary: 'Background work: effects of writes waiting, being delivered, retrying and failed, per kind (administrator)',
      response: { 200: outboxSummarySchema, 401: errorBodySchema, 403: errorBodySchema },
    }),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return app.outbox.summary();
    },
  });
};
