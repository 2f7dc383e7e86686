import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Booking, PhotoType } from '../../../shared/schemas/booking';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../http/http-error';
import type { EncodedPhoto } from '../../uploads/photo-encoder';
import type { PhotoStore } from '../../uploads/photo-store';
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

/** A re-encoded photo written to the photo store under a fresh id, not yet referred to by a row. */
export interface FiledPhoto {
  id: string;
  mimeType: EncodedPhoto['mimeType'];
  bytes: number;
}

/** Writes re-encoded photos to the store, before their transaction (ADR 022). */
export async function filePhotos(store: PhotoStore, encoded: readonly EncodedPhoto[]): Promise<FiledPhoto[]> {
  const filed: FiledPhoto[] = [];
  try {
    for (const photo of encoded) {
      const id = crypto.randomUUID();
      filed.push({ id, mimeType: photo.mimeType, bytes: photo.data.length });
      await store.put(id, photo.data);
    }
  } catch (error) {
    await Promise.all(filed.map((f) => store.delete(f.id)));
    throw error;
  }
  return filed;
}

/** Records a set of before or after photos, already checked, re-encoded and filed; all or none. */
export async function uploadPhotos(tx: Tx, actor: Actor, id: string, type: PhotoType, filed: readonly FiledPhoto[], now = new Date()): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  requireMayUpload(actor, row, type);
  await repo.insertPhotos(
    tx,
    filed.map((photo, i) => ({
      id: photo.id,
      bookingId: id,
      type,
      mimeType: photo.mimeType,
      bytes: photo.bytes,
      uploadedBy: actor.id,
      // A millisecond apart so the upload order is kept when listed.
      createdAt: new Date(now.getTime() + i),
    })),
  );
  await repo.updateBooking(tx, id, {});
  return (await repo.findBookingById(tx, id))!;
}

/** A photo's bytes: a stream from the photo store, or the bytes of one stored before it and not yet moved. */
export type PhotoContent = { mimeType: string } & ({ stream: Readable; size: number } | { data: Buffer });

/** Who may see the photo is settled before its file is opened; `unchanged` answers a matching validator without opening it. */
export async function readPhoto(db: DbOrTx, store: PhotoStore, actor: Actor, id: string, unchanged = false): Promise<PhotoContent | 'unchanged'> {
  const photo = await repo.findPhoto(db, id);
  if (!photo) throw notFound(`There is no photo '${id}'`);
  requireCanSeePhoto(actor, photo);
  if (unchanged) return 'unchanged';
  if (photo.data) return { mimeType: photo.mimeType, data: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength) };
  const file = await store.open(photo.id);
  // A row without its file is a fault of the deployment (a photo folder not shared or lost): logged as a 500.
  if (!file) throw new Error(`The file of photo '${id}' is missing from the photo store`);
  return { mimeType: photo.mimeType, ...file };
}
