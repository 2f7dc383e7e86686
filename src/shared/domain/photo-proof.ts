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

/**
 * One line for a photo: "Taken 10:42 AM (device clock), 30 m from your address". The customer
 * reads "your address", the admin "the booking address".
 */
export function photoProofText(proof: PhotoProof, whose: 'your' | 'the booking'): string {
  const time = proof.capturedAt ? `Taken ${clock(proof.capturedAt)} (device clock)` : `Received ${clock(proof.receivedAt)}`;
  const place =
    proof.distanceMeters === null ? 'place unknown' : `${formatDistance(proof.distanceMeters / 1000)} from ${whose} address`;
  return `${time}, ${place}`;
}

/** What is wrong with a photo's proof, in words, or nothing. */
export function photoProofWarnings(proof: PhotoProof): string[] {
  const warnings: string[] = [];
  if (isClockOff(proof)) warnings.push(`the phone's time is more than ${PHOTO_CLOCK_SKEW_MINUTES} minutes from when we received it`);
  if (isFar(proof)) warnings.push(`more than ${PHOTO_FAR_METERS} m from the address`);
  return warnings;
}
