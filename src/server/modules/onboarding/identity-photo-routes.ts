import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/booking';
import { ID_PHOTO_FORM_FIELDS, idPhotoSideSchema, verificationStatusSchema } from '../../../shared/schemas/onboarding';
import { errorBodySchema } from '../../../shared/schemas/common';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import type { FormLimits } from '../../uploads/receive-form';
import { MB, photoPartSchema, photoUploadErrors, photoUploadHooks, registerPhotoForm, storePhotoUpload } from '../photos/photo-upload';
import { sendPhoto } from '../photos/serve-photo';
import { checkCanUploadIdentityPhoto, readIdentityPhoto, recordIdentityPhoto } from './identity-photos';

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

/** Identity document photos: received, stored and served by the photo pipeline like job photos (ADR 022, 057), seen by the provider and the admin only. */
export const identityPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPhotoForm(app, FORM);

  app.route({
    ...fromRouteTable(apiRoutes.uploadIdentityPhoto, {
      tags: ['onboarding'],
      summary: `Upload the photo of one side of the identity document (multipart/form-data: side 'front' or 'back' and one JPEG, PNG or WebP photo of at most ${MAX_PHOTO_BYTES / MB} MB); it replaces that side's earlier photo. Refused once verified and while a submission is under review`,
      consumes: ['multipart/form-data'],
      body: identityPhotoFormSchema,
      response: { 201: verificationStatusSchema, ...photoUploadErrors },
    }),
    ...photoUploadHooks(FORM, (request) =>
      checkCanUploadIdentityPhoto(app.db, request.actor, (request.params as { providerId: string }).providerId),
    ),
    handler: async (request, reply) => {
      const { providerId } = request.params;
      return storePhotoUpload(request, reply, request.body.photo, ['verification'], async (tx, [filed]) => {
        const { status, replaced } = await recordIdentityPhoto(tx, request.actor, providerId, request.body.side, filed);
        return { status: 201, body: status, replaced: replaced ? [replaced] : [] };
      });
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
