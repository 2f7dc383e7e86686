import crypto from 'node:crypto';
import type { Booking, UploadPhotosBody } from '../../../shared/schemas/booking';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../http/http-error';
import { requireCanSeePhoto } from './access';
import { lockedBookingOr404, transition } from './lifecycle-service';
import { checkPhotos, type PhotoMime } from './photo-check';
import * as repo from './repository';

/**
 * Stores a set of before or after photos. Before photos come from the customer; after photos from
 * the customer (the wizard) or the assigned provider (Active Jobs). All are checked before any is stored.
 */
export async function uploadPhotos(tx: Tx, actor: Actor, id: string, body: UploadPhotosBody, now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  const isCustomer = actor.userType === 'customer' && actor.id === row.customerId;
  const isProvider = actor.userType === 'provider' && actor.id === row.selectedProviderId;
  if (body.type === 'before' && !isCustomer) throw forbidden('Only the customer of this booking can add before photos');
  if (body.type === 'after' && !isCustomer && !isProvider) {
    throw forbidden('Only the customer or the assigned provider can add after photos');
  }
  transition(row, body.type === 'before' ? 'uploadBeforePhotos' : 'uploadAfterPhotos');
  const checked = checkPhotos(body.photos);
  await repo.insertPhotos(
    tx,
    checked.map((photo, i) => ({
      id: crypto.randomUUID(),
      bookingId: id,
      type: body.type,
      mimeType: photo.mimeType,
      bytes: photo.data.length,
      data: photo.data,
      uploadedBy: actor.id,
      // A millisecond apart so the upload order is kept when listed.
      createdAt: new Date(now.getTime() + i),
    })),
  );
  await repo.updateBooking(tx, id, {});
  return (await repo.findBookingById(tx, id))!;
}

export async function readPhoto(db: DbOrTx, actor: Actor, id: string): Promise<{ mimeType: PhotoMime; data: Buffer }> {
  const photo = await repo.findPhoto(db, id);
  if (!photo) throw notFound(`There is no photo '${id}'`);
  requireCanSeePhoto(actor, photo);
  return { mimeType: photo.mimeType, data: Buffer.from(photo.data) };
}
