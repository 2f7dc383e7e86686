import type { PhotoRef, PhotoType } from '../../../shared/schemas/booking';

/**
 * How photos show on a booking before the server has them: received "now" by the device, with
 * no proof yet (the server's answer brings its receive time, capture time and distance).
 */
export function localPhotoRefs(type: PhotoType, urls: readonly string[], at: string, idOf: (i: number) => string): PhotoRef[] {
  return urls.map((url, i) => ({ id: idOf(i), type, url, createdAt: at, receivedAt: at, capturedAt: null, distanceMeters: null }));
}
