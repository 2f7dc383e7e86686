import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTOS_PER_CALL,
  PHOTO_FORM_FIELDS,
  bookingSchema,
  photoTypeSchema,
} from '../../../shared/schemas/booking';
import { errorBodySchema, isoDateTime, latitudeText, longitudeText } from '../../../shared/schemas/common';
import { fromRouteTable } from '../../http/api-route';
import { fileResponse } from '../../http/file-response';
import type { FormLimits } from '../../uploads/receive-form';
import { MB, photoPartSchema, photoUploadErrors, photoUploadHooks, registerPhotoForm, storePhotoUpload } from '../photos/photo-upload';
import { sendPhoto } from '../photos/serve-photo';
import { checkCanUpload, readPhoto, uploadPhotos, type DeviceProof } from './photo-service';
import { parseCoordinates } from '../../../shared/domain/localities';

const FORM: FormLimits = {
  requestBytes: MAX_PHOTO_UPLOAD_BYTES,
  requestTooLarge: `An upload may be at most ${MAX_PHOTOS_PER_CALL} photos of ${MAX_PHOTO_BYTES / MB} MB`,
  fileBytes: MAX_PHOTO_BYTES,
  fileTooLarge: `Each photo must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  files: MAX_PHOTOS_PER_CALL,
  tooManyFiles: `At most ${MAX_PHOTOS_PER_CALL} photos per upload`,
  fields: 4,
  fieldBytes: 64,
  fileField: PHOTO_FORM_FIELDS.photos,
};

export const uploadPhotosFormSchema = z
  .object({
    [PHOTO_FORM_FIELDS.type]: photoTypeSchema,
    [PHOTO_FORM_FIELDS.capturedAt]: z
      .optional(isoDateTime)
      .meta({ description: "When the device took the photos (its own clock); a photo's Exif capture time is preferred when it has one" }),
    [PHOTO_FORM_FIELDS.latitude]: z.optional(latitudeText).meta({ description: 'Where the device was when the photos were taken (with longitude)' }),
    [PHOTO_FORM_FIELDS.longitude]: z.optional(longitudeText),
    [PHOTO_FORM_FIELDS.photos]: z
      .array(photoPartSchema)
      .min(1, 'At least one photo is required')
      .max(MAX_PHOTOS_PER_CALL, `At most ${MAX_PHOTOS_PER_CALL} photos per upload`),
  })
  .strict()
  .refine((form) => (form.latitude === undefined) === (form.longitude === undefined), {
    message: 'Send latitude and longitude together',
    path: [PHOTO_FORM_FIELDS.latitude],
  });

/** The form's photo proof fields as the service takes them. */
function deviceProofOf(form: z.infer<typeof uploadPhotosFormSchema>): DeviceProof {
  return {
    capturedAt: form.capturedAt ? new Date(form.capturedAt) : null,
    position: parseCoordinates(form.latitude, form.longitude),
  };
}

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerPhotoForm(app, FORM);

  app.route({
    ...fromRouteTable(apiRoutes.uploadPhotos, {
      tags: ['bookings'],
      summary: `Upload before or after photos (multipart/form-data: a type field, 1-${MAX_PHOTOS_PER_CALL} JPEG, PNG or WebP files of at most ${MAX_PHOTO_BYTES / MB} MB, and optionally capturedAt, latitude and longitude); each is stored re-encoded without metadata, its proof (receive and capture time, distance from the booking) in the database. Before photos are refused until the job's start window opens`,
      consumes: ['multipart/form-data'],
      body: uploadPhotosFormSchema,
      response: { 201: bookingSchema, ...photoUploadErrors },
    }),
    // Who may upload is settled before a byte of the form is read; the type is checked once it is.
    ...photoUploadHooks(FORM, (request) => checkCanUpload(app.db, request.actor, (request.params as { id: string }).id)),
    handler: async (request, reply) => {
      const { type, photos } = request.body;
      const device = deviceProofOf(request.body);
      await checkCanUpload(app.db, request.actor, request.params.id, type);
      return storePhotoUpload(request, reply, photos, ['bookings', 'photos'], async (tx, filed) => ({
        status: 201,
        body: await uploadPhotos(tx, request.actor, request.params.id, type, filed, device),
      }));
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.getPhoto, {
      tags: ['bookings'],
      summary: "A booking photo's bytes (its customer, assigned provider or the admin)",
      response: {
        200: fileResponse('The photo as stored (JPEG; photos stored before re-encoding may be PNG)', ['image/jpeg', 'image/png']),
        403: errorBodySchema,
        404: errorBodySchema,
      },
    }),
    handler: async (request, reply) =>
      sendPhoto(request, reply, request.params.id, (unchanged) => readPhoto(app.db, app.photoStore, request.actor, request.params.id, unchanged)),
  });
};
