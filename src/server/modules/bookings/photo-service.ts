import type { Booking, PhotoType } from '../../../shared/schemas/booking';
import type { DbOrTx, Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { beforePhotoRefusal } from '../../../shared/domain/slot-rules';
import { distanceKm, type Coordinates } from '../../../shared/domain/localities';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { getSettings } from '../admin/config-repository';
import type { PhotoStore } from '../photos/photo-store';
import type { StoredPhoto } from '../photos/serve-photo';
import type { FiledPhoto } from '../photos/photo-upload';
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
export async function checkCanUpload(db: DbOrTx, actor: Actor, id: string, type?: PhotoType, now = new Date()): Promise<void> {
  const row = await repo.findBookingRow(db, id);
  if (!row) throw notFound(`There is no booking '${id}'`);
  requireMayUpload(actor, row, type);
  await requireBeforePhotoTime(db, row, type, now);
}

/** What the uploading device says about its photos (the form's optional fields), for the photo proof. */
export interface DeviceProof {
  capturedAt: Date | null;
  position: Coordinates | null;
}

/**
 * Before photos show the car as it was when the job could begin: they are refused before the
 * job's start window opens (slot-rules.ts beforePhotoRefusal, the admin's earlyStartMinutes).
 */
async function requireBeforePhotoTime(db: DbOrTx, row: BookingRow, type: PhotoType | undefined, now: Date): Promise<void> {
  if (type !== 'before') return;
  const refusal = beforePhotoRefusal(row.scheduledTime, now, (await getSettings(db)).earlyStartMinutes);
  if (refusal) throw conflict(refusal);
}

/** Great-circle metres from the booking's address to where the photo was taken, or null when either is unknown. */
function distanceFromBooking(row: BookingRow, position: Coordinates | null): number | null {
  if (!position || row.latDeg === null || row.lngDeg === null) return null;
  return Math.round(distanceKm({ lat: row.latDeg, lng: row.lngDeg }, position) * 1000);
}

/**
 * Records a set of before or after photos, already checked, re-encoded and filed; all or none.
 * Each keeps its proof: the receive time (now), the capture time (its own Exif time, else the
 * device's), where it was taken and how far that is from the booking.
 */
export async function uploadPhotos(
  tx: Tx,
  actor: Actor,
  id: string,
  type: PhotoType,
  filed: readonly FiledPhoto[],
  device: DeviceProof = { capturedAt: null, position: null },
  now = new Date(),
): Promise<Booking> {
  const row = await lockedBookingOr404(tx, id);
  requireMayUpload(actor, row, type);
  await requireBeforePhotoTime(tx, row, type, now);
  const distanceMeters = distanceFromBooking(row, device.position);
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
      capturedAt: photo.exifCapturedAt ?? device.capturedAt,
      captureLatitude: device.position?.lat ?? null,
      captureLongitude: device.position?.lng ?? null,
      distanceMeters,
    })),
  );
  await repo.updateBooking(tx, id, {});
  return (await repo.findBookingById(tx, id, actor))!;
}

/** A photo's bytes: a stream from the photo store, or the bytes of one stored before it and not yet moved. */
export type PhotoContent = StoredPhoto;

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
