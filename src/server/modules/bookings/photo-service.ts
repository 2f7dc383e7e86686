import crypto from 'node:crypto';
import type { Booking, PhotoType } from '../../../shared/schemas/booking';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../http/http-error';
import type { EncodedPhoto } from '../../uploads/photo-encoder';
import { requireCanSeePhoto } from './access';
import type { BookingRow } from './booking-mapper';
import { lockedBookingOr404, transition } from './lifecycle-service';
import * as repo from './repository';

/**
 * Before photos come from the customer; after photos from the customer (the wizard) or the
 * assigned provider (Active Jobs). Without a type: may this actor upload photos of either kind?
 */
function requireMayUpload(actor: Actor, row: BookingRow, type?: PhotoType): void {
  const isCustomer = actor.userType === 'customer' && actor.id === row.customerId;
  const isProvider = actor.userType === 'provider' && actor.id === row.selectedProviderId;
  if (type === undefined) {
    if (!isCustomer && !isProvider) throw forbidden('Only the customer or the assigned provider can add photos to this booking');
    return;
  }
  if (type === 'before' && !isCustomer) throw forbidden('Only the customer of this booking can add before photos');
  if (type === 'after' && !isCustomer && !isProvider) {
    throw forbidden('Only the customer or the assigned provider can add after photos');
  }
  transition(row, type === 'before' ? 'uploadBeforePhotos' : 'uploadAfterPhotos');
}

/**
 * The same checks as uploadPhotos, without a lock: run before an upload is read and before its
 * photos are decoded, so a refused upload costs neither. uploadPhotos checks again under the lock.
 */
export async function checkCanUpload(db: DbOrTx, actor: Actor, id: string, type?: PhotoType): Promise<void> {
  const row = await repo.findBookingRow(db, id);
  if (!row) throw notFound(`There is no booking '${id}'`);
  requireMayUpload(actor, row, type);
}

/** Stores a set of before or after photos, already checked and re-encoded; all or none. */
export async function uploadPhotos(tx: Tx, actor: Actor, id: string, type: PhotoType, encoded: readonly EncodedPhoto[], now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  requireMayUpload(actor, row, type);
  await repo.insertPhotos(
    tx,
    encoded.map((photo, i) => ({
      id: crypto.randomUUID(),
      bookingId: id,
      type,
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

export async function readPhoto(db: DbOrTx, actor: Actor, id: string): Promise<{ mimeType: string; data: Buffer }> {
  const photo = await repo.findPhoto(db, id);
  if (!photo) throw notFound(`There is no photo '${id}'`);
  requireCanSeePhoto(actor, photo);
  return { mimeType: photo.mimeType, data: Buffer.from(photo.data) };
}
