import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { createFeedbackBodySchema, feedbackSchema } from '../../../shared/schemas/feedback';
import { errorBodySchema } from '../../../shared/schemas/common';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import { listFeedbackFor, submitFeedback } from './service';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.listFeedback, {
      tags: ['feedback'],
      summary: 'Feedback the acting user may see, newest first',
      response: { 200: z.array(feedbackSchema), ...errors },
    }),
    preHandler: versionedEtag(['feedback']),
    handler: async (request) => listFeedbackFor(app.db, request.actor),
  });

  app.route({
    ...fromRouteTable(apiRoutes.submitFeedback, {
      tags: ['feedback'],
      summary: 'Rate the provider of one of your bookings (once per booking)',
      body: createFeedbackBodySchema,
      response: { 201: feedbackSchema, ...errors },
    }),
    // Bookings embed their feedback and the provider's rating; profiles carry rating and reviews.
    handler: async (request, reply) => writeAnswer(request, reply, ['feedback', 'bookings', 'profiles'], (tx) => submitFeedback(tx, request.actor, request.body), 201),
  });
};
