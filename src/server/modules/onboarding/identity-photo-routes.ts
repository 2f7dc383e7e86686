import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/booking';
import { ID_PHOTO_FORM_FIELDS, idPhotoSideSchema, verificationStatusSchema } from '../../../shared/schemas/onboarding';
import { errorBodySchema } from '../../../shared/schemas/common';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import { runWrite } from '../../http/write';
import { encodePhoto } from '../photos/photo-encoder';
import { keepIfCommitted } from '../photos/photo-store';
import { declaredLengthWithin, receiveForm, registerFormUploads, type FormLimits } from '../../uploads/receive-form';
import { sendPhoto } from '../photos/serve-photo';
import { photoPartSchema } from '../bookings/photo-routes';
import { filePhotos } from '../bookings/photo-service';
import { checkCanUploadIdentityPhoto, readIdentityPhoto, recordIdentityPhoto } from './identity-photos';

const MB = 1024 * 1024;
const FORM: FormLimits = {
  requestBytes: MAX_PHOTO_BYTES + 64 * 1024,
  requestTooLarge: `A document photo must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  fileBytes: MAX_PHOTO_BYTES,
  fileTooLarge: `A document photo must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  files: 1,
  tooManyFiles: 'Send one photo per side',
  fields: 1,
  fieldBytes: 16,
  fileField: ID_PHOTO_FORM_FIELDS.photo,
};

export const identityPhotoFormSchema = z
  .object({
    [ID_PHOTO_FORM_FIELDS.side]: idPhotoSideSchema,
    [ID_PHOTO_FORM_FIELDS.photo]: z.array(photoPartSchema).length(1, 'Send exactly one photo'),
  })
  .strict();

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 411: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema };

/** Identity document photos: stored and served like job photos (ADR 022), seen by the provider and the admin only. */
export const identityPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormUploads(app, FORM);

  app.route({
    ...fromRouteTable(apiRoutes.uploadIdentityPhoto, {
      tags: ['onboarding'],
      summary: `Upload the photo of one side of the identity document (multipart/form-data: side 'front' or 'back' and one JPEG, PNG or WebP photo of at most ${MAX_PHOTO_BYTES / MB} MB); it replaces that side's earlier photo. Refused once verified and while a submission is under review`,
      consumes: ['multipart/form-data'],
      body: identityPhotoFormSchema,
      response: { 201: verificationStatusSchema, ...errors },
    }),
    onRequest: declaredLengthWithin(FORM),
    // Who may upload, and room in the photo queue, are settled before a byte of the form is read.
    preValidation: async (request) => {
      await checkCanUploadIdentityPhoto(app.db, request.actor, (request.params as { providerId: string }).providerId);
      app.photoQueue.assertRoom();
      await receiveForm(request, FORM);
    },
    handler: async (request, reply) => {
      const { providerId } = request.params;
      const [file] = request.body.photo;
      const encoded = await app.photoQueue.run(() => encodePhoto(file, 0));
      const [filed] = await filePhotos(app.photoStore, [encoded]);
      let replaced: string | null = null;
      const answer = await keepIfCommitted(
        app.photoStore,
        [filed.id],
        (keep) =>
          runWrite(request, reply, ['verification'], async (tx) => {
            const result = await recordIdentityPhoto(tx, request.actor, providerId, request.body.side, filed);
            replaced = result.replaced;
            keep();
            return { status: 201, body: result.status };
          }),
        (error) => request.log.error({ err: error }, 'a stored photo stays pending; the next start keeps it'),
      );
      // The replaced photo's row is gone with the commit; its file follows.
      if (replaced) await app.photoStore.delete(replaced).catch((error: unknown) => request.log.error({ err: error }, 'a replaced identity photo file was not removed'));
      return answer;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getIdentityPhoto, {
      tags: ['onboarding'],
      summary: "An identity document photo's bytes (the provider themself or the admin)",
      response: {
        200: fileResponse('The photo as stored (JPEG)', ['image/jpeg', 'image/png']),
        403: errorBodySchema,
        404: errorBodySchema,
      },
    }),
    handler: async (request, reply) =>
      sendPhoto(request, reply, request.params.id, (unchanged) => readIdentityPhoto(app.db, app.photoStore, request.actor, request.params.id, unchanged)),
  });
};
