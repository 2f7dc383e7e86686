import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { Tx } from '../../db/database';
import type { DataGroup } from '../../changes/change-versions';
import { runWrite, type WriteResult } from '../../http/write';
import { ReceivedFile, declaredLengthWithin, receiveForm, registerFormUploads, type FormLimits } from '../../uploads/receive-form';
import { encodePhoto, type EncodedPhoto } from './photo-encoder';
import { keepIfCommitted, type PhotoStore } from './photo-store';

/**
 * The one upload pipeline for photos (job photos on a booking, identity document photos):
 * multipart form streamed to disk → who may upload checked before a byte is read → each photo
 * re-encoded in the bounded photo queue → written to the photo store as pending → the route's rows
 * in one write → the files kept once those rows commit, removed otherwise (ADR 008, 022, 057).
 * What differs between routes is passed in: the form's limits, who may upload, the data groups the
 * write touches, and the rows it records.
 */

export const MB = 1024 * 1024;

/** A file part as received (streamed to disk); described in the API document as binary. */
export const photoPartSchema = z
  .instanceof(ReceivedFile, { message: 'Each photo must be a file part' })
  .meta({ type: 'string', format: 'binary', description: `A JPEG, PNG or WebP photo of at most ${MAX_PHOTO_BYTES / MB} MB` });

/** Every refusal a photo upload can answer with. */
export const photoUploadErrors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  411: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

/** A re-encoded photo written to the photo store under a fresh id, not yet referred to by a row. */
export interface FiledPhoto {
  id: string;
  mimeType: EncodedPhoto['mimeType'];
  bytes: number;
  exifCapturedAt: Date | null;
}

/** Writes re-encoded photos to the store, before their transaction (ADR 022); on a failure none stays. */
export async function filePhotos(store: PhotoStore, encoded: readonly EncodedPhoto[]): Promise<FiledPhoto[]> {
  const filed: FiledPhoto[] = [];
  try {
    for (const photo of encoded) {
      const id = crypto.randomUUID();
      filed.push({ id, mimeType: photo.mimeType, bytes: photo.data.length, exifCapturedAt: photo.exifCapturedAt });
      await store.put(id, photo.data);
    }
  } catch (error) {
    await Promise.all(filed.map((f) => store.delete(f.id)));
    throw error;
  }
  return filed;
}

/** Multipart forms with these limits for the routes of one plugin (call once in the plugin). */
export function registerPhotoForm(app: FastifyInstance, form: FormLimits): Promise<void> {
  return registerFormUploads(app, form);
}

/**
 * The route hooks before the handler: the upload must declare its length within the form's cap;
 * then who may upload (`mayUpload`, from the route's parameters) and room in the photo queue are
 * settled before a byte of the form is read, and only then is the form received.
 */
export function photoUploadHooks(form: FormLimits, mayUpload: (request: FastifyRequest) => Promise<void>) {
  return {
    onRequest: declaredLengthWithin(form),
    preValidation: async (request: FastifyRequest) => {
      await mayUpload(request);
      request.server.photoQueue.assertRoom();
      await receiveForm(request, form);
    },
  };
}

/** What a route records for its filed photos, inside the write's transaction. */
export interface PhotoRecord<T> extends WriteResult<T> {
  /** Photos whose rows this write removed: their files go once it commits. */
  replaced?: readonly string[];
}

/**
 * The handler's part: re-encodes the received photos (in order, in the photo queue), files them,
 * and runs `record` in one idempotent write touching `groups`; the files are kept when it commits
 * and removed otherwise, and the files of photos it replaced are removed after the commit.
 */
export async function storePhotoUpload<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  photos: readonly ReceivedFile[],
  groups: readonly DataGroup[],
  record: (tx: Tx, filed: readonly FiledPhoto[]) => Promise<PhotoRecord<T>>,
): Promise<FastifyReply> {
  const { photoQueue, photoStore } = request.server;
  const encoded = await photoQueue.run(async () => {
    const done: EncodedPhoto[] = [];
    for (const [i, photo] of photos.entries()) done.push(await encodePhoto(photo, i));
    return done;
  });
  // The files are written (pending) before the transaction, so it holds the database only for
  // the rows; they are kept once the rows commit and removed otherwise.
  const filed = await filePhotos(photoStore, encoded);
  let replaced: readonly string[] = [];
  const answer = await keepIfCommitted(
    photoStore,
    filed.map((f) => f.id),
    (keep) =>
      runWrite(request, reply, groups, async (tx) => {
        const { replaced: gone = [], ...result } = await record(tx, filed);
        replaced = gone;
        keep();
        return result;
      }),
    (error) => request.log.error({ err: error }, 'a stored photo stays pending; the next start keeps it'),
  );
  // The replaced photos' rows are gone with the commit; their files follow.
  for (const id of replaced) {
    await photoStore.delete(id).catch((error: unknown) => request.log.error({ err: error }, 'a replaced photo file was not removed'));
  }
  return answer;
}
