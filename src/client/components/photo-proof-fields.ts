import type { PhotoProofFields } from '../../shared/schemas/booking';
import { coordinateText } from '../../shared/domain/localities';

/** How long an upload waits for the phone's position before going without it. */
const POSITION_WAIT_MS = 8_000;

/** The phone's position if the person allows it (asked at most once by the browser), else null. */
async function positionIfPermitted(): Promise<GeolocationCoordinates | null> {
  if (!('geolocation' in navigator)) return null;
  try {
    const state = await navigator.permissions?.query({ name: 'geolocation' });
    if (state?.state === 'denied') return null;
  } catch {
    // No Permissions API: the request below asks.
  }
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), POSITION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        window.clearTimeout(timer);
        resolve(pos.coords);
      },
      () => {
        window.clearTimeout(timer);
        resolve(null);
      },
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}

/**
 * The photo proof an upload sends (ADR 023), read before the photos are downscaled (which drops
 * their Exif): the capture time from the files (the oldest `lastModified`, the device's clock) and
 * the phone's position now, when permitted.
 */
export async function photoProofFields(files: readonly File[]): Promise<PhotoProofFields> {
  const fields: PhotoProofFields = {};
  const times = files.map((f) => f.lastModified).filter((t) => Number.isFinite(t) && t > 0);
  if (times.length) fields.capturedAt = new Date(Math.min(...times)).toISOString();
  const coords = await positionIfPermitted();
  if (coords) {
    fields.latitude = coordinateText(coords.latitude);
    fields.longitude = coordinateText(coords.longitude);
  }
  return fields;
}
