/** Longest side of an uploaded photo; big enough to read a number plate, small enough for 3G. */
export const MAX_PHOTO_SIDE = 1600;

/** JPEG quality of a downscaled photo. */
export const PHOTO_QUALITY = 0.85;

/** The size a photo is drawn at: never larger than `max` on its longest side, never upscaled. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The server takes JPG and PNG photos only: refuse anything else before any work is done. */
export function assertJpegOrPng(file: Blob): void {
  if (!/^image\/(jpeg|png)$/.test(file.type)) throw new Error('Choose a JPG or PNG photo');
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
