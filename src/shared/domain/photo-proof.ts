import type { PhotoRef } from '../schemas/booking';
import { formatDistance } from './localities';
import { istParts, slotLabel } from './time';

/**
 * The photo proof (ADR 023): what each job photo records, and when it is flagged.
 * - The device's capture time is the device's clock: flagged when it differs from the server's
 *   receive time by more than PHOTO_CLOCK_SKEW_MINUTES (an old photo, or a wrong clock).
 * - The distance is great-circle metres from the booking's address to where the photo was taken:
 *   flagged beyond PHOTO_FAR_METERS. 200 m allows for phone GPS in the city (tens of metres) and an
 *   address pinned a building or two off on the map, and still tells a photo taken in the next
 *   street from one taken at the car.
 */
export const PHOTO_CLOCK_SKEW_MINUTES = 10;
export const PHOTO_FAR_METERS = 200;

export type PhotoProof = Pick<PhotoRef, 'receivedAt' | 'capturedAt' | 'distanceMeters'>;

/** Whether the device's capture time is more than PHOTO_CLOCK_SKEW_MINUTES from the server's receive time. */
export function isClockOff(proof: PhotoProof): boolean {
  if (!proof.capturedAt) return false;
  const skew = Math.abs(Date.parse(proof.receivedAt) - Date.parse(proof.capturedAt));
  return skew > PHOTO_CLOCK_SKEW_MINUTES * 60_000;
}

export function isFar(proof: PhotoProof): boolean {
  return proof.distanceMeters !== null && proof.distanceMeters > PHOTO_FAR_METERS;
}

function clock(iso: string): string {
  const { hour, minute } = istParts(new Date(iso));
  return slotLabel(hour, minute);
}

/** What can be wrong with a photo's proof: the phone's clock, or the place. */
export type PhotoProofWarning = 'clockOff' | 'far';

/**
 * A photo's proof as facts the client words in the person's language (the `common` area):
 * taken by the device's clock or received by the server, at what time, how far from the address
 * (null: place unknown), and what is wrong with it.
 */
export interface PhotoProofFacts {
  taken: boolean;
  time: string;
  distance: string | null;
  warnings: PhotoProofWarning[];
}

export function photoProofFacts(proof: PhotoProof): PhotoProofFacts {
  const warnings: PhotoProofWarning[] = [];
  if (isClockOff(proof)) warnings.push('clockOff');
  if (isFar(proof)) warnings.push('far');
  return {
    taken: proof.capturedAt !== null,
    time: clock(proof.capturedAt ?? proof.receivedAt),
    distance: proof.distanceMeters === null ? null : formatDistance(proof.distanceMeters / 1000),
    warnings,
  };
}
