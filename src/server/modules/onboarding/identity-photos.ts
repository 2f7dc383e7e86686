import type { Readable } from 'node:stream';
import type { IdPhotoSide } from '../../../shared/schemas/onboarding';
import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import type { Actor } from '../../auth/actor';
import type { DbOrTx, Tx } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { requireSelf } from './service';
import type { PhotoStore } from '../photos/photo-store';
import type { FiledPhoto } from '../photos/photo-upload';
import * as repo from './repository';

/**
 * May the actor add an identity photo now? Only the provider themself, and only while the
 * identity step is open: not once verified, nor while a submission waits for review (the admin
 * reviews the photos it was sent with). Checked before the upload is read, and again under the lock.
 */
export async function checkCanUploadIdentityPhoto(db: DbOrTx, actor: Actor, providerId: string): Promise<void> {
  requireSelf(actor, providerId);
  const status = await repo.findStatus(db, providerId);
  if (!status) throw notFound(`There is no provider '${providerId}'`);
  if (status.identityVerified) throw conflict('Your identity is already verified');
  if (status.identityPending) throw conflict('Your documents are being reviewed: photos cannot be changed until the review is done');
}

/**
 * Records the photo of one side (already checked, re-encoded and filed), replacing the side's
 * earlier photo. Returns the status and the replaced photo's id, whose file goes once this commits.
 */
export async function recordIdentityPhoto(
  tx: Tx,
  actor: Actor,
  providerId: string,
  side: IdPhotoSide,
  photo: FiledPhoto,
  now = new Date(),
): Promise<{ status: VerificationStatus; replaced: string | null }> {
  requireSelf(actor, providerId);
  await repo.lockFlags(tx, providerId);
  await checkCanUploadIdentityPhoto(tx, actor, providerId);
  const replaced = await repo.putIdentityPhoto(tx, { id: photo.id, providerId, side, mimeType: photo.mimeType, bytes: photo.bytes, at: now });
  return { status: (await repo.findStatus(tx, providerId))!, replaced };
}

/** An identity photo's bytes: the provider themself and the admin only; settled before the file is opened. */
export async function readIdentityPhoto(
  db: DbOrTx,
  store: PhotoStore,
  actor: Actor,
  id: string,
  unchanged = false,
): Promise<{ mimeType: string; size: number; stream: Readable } | 'unchanged'> {
  const photo = await repo.findIdentityPhoto(db, id);
  if (!photo) throw notFound(`There is no identity photo '${id}'`);
  if (actor.userType !== 'admin' && actor.id !== photo.providerId) throw forbidden('Only the provider and the administrator can see identity documents');
  if (unchanged) return 'unchanged';
  const file = await store.open(photo.id);
  if (!file) throw new Error(`The file of identity photo '${id}' is missing from the photo store`);
  return { mimeType: photo.mimeType, ...file };
}
