import { PHOTO_MIME_TYPES } from '../../shared/schemas/booking';

/** Longest side of an uploaded photo; big enough to read a number plate, small enough for 3G. */
export const MAX_PHOTO_SIDE = 1600;

/** JPEG quality of a downscaled photo. */
export const PHOTO_QUALITY = 0.85;

/** The size a photo is drawn at: never larger than `max` on its longest side, never upscaled. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What a person is told when a chosen file is not a photo the server takes. */
export const PHOTO_CHOICE_MESSAGE = 'Choose a JPEG, PNG or WebP photo';

/** The file picker's filter: the types the server accepts. */
export const PHOTO_ACCEPT = PHOTO_MIME_TYPES.join(',');

/** Whether the file claims a type the server accepts (the server checks the bytes again). */
export function isAcceptedPhotoType(file: Blob): boolean {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(file.type);
}

/**
 * Why a chosen file cannot be used as a photo, or null: refused unless it has an accepted type
 * and this device can decode it, so it is never shown as a broken thumbnail or sent to fail.
 */
export async function photoFileProblem(file: Blob, decode: (f: Blob) => Promise<{ close(): void }> = createImageBitmap): Promise<string | null> {
  if (!isAcceptedPhotoType(file)) return PHOTO_CHOICE_MESSAGE;
  try {
    (await decode(file)).close();
    return null;
  } catch {
    return PHOTO_CHOICE_MESSAGE;
  }
}

/**
 * Downsizes a photo on the device and returns it as a JPEG data URL, so uploads stay small on
 * slow connections and well under the 5 MB limit. EXIF orientation is applied by the decoder,
 * and re-encoding leaves the rest of the file's metadata (such as where it was taken) behind.
 */
export async function downscalePhoto(file: Blob, quality = PHOTO_QUALITY): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    bitmap.close();
  }
}
