import fs from 'node:fs/promises';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { PhotoMimeType } from '../../../shared/schemas/booking';
import { HttpError, badRequest, unprocessable } from '../../http/http-error';
import { exifCapturedAt } from './exif-time';

/**
 * Photos are decoded and encoded again by libvips (through sharp), never stored as sent. A fresh
 * encode carries only pixels: Exif (GPS, camera, time), XMP, IPTC, ICC, JPEG comments, PNG text and
 * private chunks, and anything appended after the image are all left behind. See
 * docs/decisions/008-photo-uploads.md.
 */

/** A decoded image needs width × height × 4 bytes; these refuse "decompression bombs" from the header alone. */
export const MAX_PHOTO_SIDE = 8000;
export const MAX_PHOTO_PIXELS = 40_000_000;
/** What is stored fits within this on its longer side. */
export const STORED_PHOTO_SIDE = 2048;
export const STORED_PHOTO_QUALITY = 82;
/** libvips stops working on one image after this long. */
const ENCODE_TIMEOUT_SECONDS = 20;

// One libvips thread per image: with the queue running one photo at a time, one core is always
// left for the event loop. No operation cache: every upload is a different image.
sharp.concurrency(1);
sharp.cache(false);

const LABEL: Record<PhotoMimeType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** The real format from the file's first bytes; libvips is only asked to open these three. */
export function sniffPhotoType(head: Buffer): PhotoMimeType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function checkDimensions(width: number, height: number, n: number): void {
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE || width * height > MAX_PHOTO_PIXELS) {
    throw unprocessable(
      `Photo ${n} is ${width} × ${height} pixels; photos may be at most ${MAX_PHOTO_SIDE} pixels on a side ` +
        `and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please send a smaller copy.`,
    );
  }
}

export interface EncodedPhoto {
  mimeType: 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
  /** The capture time in the upload's Exif block (exif-time.ts), read before the encode leaves it behind. */
  exifCapturedAt: Date | null;
}

export interface PhotoFile {
  /** Where the upload was streamed to. */
  path: string;
  /** The type the client declared for the part. */
  declaredType: string;
}

/**
 * Checks one uploaded file and encodes it afresh as a JPEG: the declared type must be a photo type
 * (415), the content must be that type (400), its header must declare a sane size (422), and it
 * must decode (400). Orientation is applied to the pixels, the result fits STORED_PHOTO_SIDE.
 */
export async function encodePhoto(file: PhotoFile, index: number): Promise<EncodedPhoto> {
  const n = index + 1;
  const declared = file.declaredType.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.declaredType.toLowerCase();
  if (!(declared in LABEL)) {
    throw new HttpError(415, `Photo ${n} is sent as ${file.declaredType || 'no type'}; photos must be JPEG, PNG or WebP images`);
  }
  const actual = sniffPhotoType(await readHead(file.path));
  if (!actual) throw new HttpError(415, `Photo ${n} is not a JPEG, PNG or WebP image`);
  if (actual !== declared) {
    throw badRequest(`Photo ${n} is declared as ${LABEL[declared as PhotoMimeType]} but its content is ${LABEL[actual]}`);
  }
  const options: SharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true };
  let meta: Metadata;
  try {
    // The header only: its declared size is judged here, with the message below.
    meta = await sharp(file.path, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`Photo ${n} is not a valid ${LABEL[actual]} image`);
  }
  checkDimensions(meta.width ?? 0, meta.height ?? 0, n);
  try {
    const { data, info } = await sharp(file.path, options)
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: STORED_PHOTO_SIDE, height: STORED_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: STORED_PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { mimeType: 'image/jpeg', data, width: info.width, height: info.height, exifCapturedAt: exifCapturedAt(meta.exif) };
  } catch {
    throw badRequest(`Photo ${n} is not a valid ${LABEL[actual]} image`);
  }
}
