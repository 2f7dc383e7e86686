import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { bookingSchema, uploadPhotosBodySchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import { runWrite } from '../../http/write';
import { fromRouteTable } from '../../http/api-route';
import { readPhoto, uploadPhotos } from './photo-service';

/** Ten photos of 5 MB each, base64-encoded (4/3 larger), with room for the JSON around them. */
const PHOTO_BODY_LIMIT = 75 * 1024 * 1024;

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
};

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromRouteTable(apiRoutes.uploadPhotos, {
      tags: ['bookings'],
      summary: 'Upload before or after photos (JPEG or PNG data URLs, at most 5 MB each and 10 per upload)',
      body: uploadPhotosBodySchema,
      response: { 201: bookingSchema, ...errors },
    }),
    bodyLimit: PHOTO_BODY_LIMIT,
    handler: async (request, reply) =>
      runWrite(request, reply, ['bookings', 'photos'], async (tx) => ({
        status: 201,
        body: await uploadPhotos(tx, request.actor, request.params.id, request.body),
      })),
  });

  app.route({
    ...fromRouteTable(apiRoutes.getPhoto, {
      tags: ['bookings'],
      summary: "A booking photo's bytes (its customer, assigned provider or the admin)",
      response: { 403: errorBodySchema, 404: errorBodySchema },
    }),
    handler: async (request, reply) => {
      const photo = await readPhoto(app.db, request.actor, request.params.id);
      // A photo never changes once stored, so its id is a perfect validator and it may be cached for good.
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"photo-${request.params.id}"`)
        // Raw bytes skip the JSON serializer; the response schemas describe only the error answers.
        .send(photo.data as unknown as z.infer<typeof errorBodySchema>);
    },
  });
};
