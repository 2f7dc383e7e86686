import { MAX_PHOTO_BYTES } from '../../../shared/schemas/booking';
import { HttpError, badRequest, unprocessable } from '../../http/http-error';

export type PhotoMime = 'image/jpeg' | 'image/png';

export interface CheckedPhoto {
  mimeType: PhotoMime;
  /** The bytes to store: the upload without its metadata segments or chunks. */
  data: Buffer;
  width: number;
  height: number;
}

/** A decoded image needs width × height × 4 bytes of memory in every viewer; these keep it sane. */
export const MAX_PHOTO_SIDE = 8000;
export const MAX_PHOTO_PIXELS = 40_000_000;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;
const MIME_ALIASES: Record<string, PhotoMime> = { 'image/jpeg': 'image/jpeg', 'image/jpg': 'image/jpeg', 'image/png': 'image/png' };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SIGNATURES: Record<PhotoMime, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': PNG_SIGNATURE,
};
const LABEL: Record<PhotoMime, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

function startsWith(data: Buffer, signature: number[]): boolean {
  return data.length >= signature.length && signature.every((byte, i) => data[i] === byte);
}

export const tooLarge = () => new HttpError(413, 'Each photo must be at most 5 MB');

/** The image with its metadata removed, and the size it declares. null: the structure is broken. */
export interface StrippedImage {
  data: Buffer;
  width: number;
  height: number;
  /** Names of what was removed, e.g. ['APP1', 'APP13'] or ['tEXt', 'eXIf']. */
  removed: string[];
}

/**
 * PNG chunks that carry text or Exif (camera, time, GPS position) rather than pixels. Everything
 * after IEND is dropped as well: it is no part of the image and can hide anything.
 */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

export function stripPng(data: Buffer): StrippedImage | null {
  if (!startsWith(data, PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [data.subarray(0, 8)];
  const removed: string[] = [];
  let offset = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; ; index++) {
    if (offset + 12 > data.length) return null;
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (index === 0) {
      // The header must come first and say how large the image is.
      if (type !== 'IHDR' || length !== 13) return null;
      width = data.readUInt32BE(offset + 8);
      height = data.readUInt32BE(offset + 12);
      if (width === 0 || height === 0) return null;
    }
    if (type === 'IDAT') sawData = true;
    if (PNG_METADATA_CHUNKS.has(type)) removed.push(type);
    else kept.push(data.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  if (!sawData) return null;
  if (offset < data.length) removed.push('trailing data');
  return { data: removed.length ? Buffer.concat(kept) : data, width, height, removed };
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length field (TEM, RST0-7). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** APP1 holds Exif (with GPS) and XMP; APP13 holds Photoshop IPTC. Dropping Exif also drops the orientation tag. */
const JPEG_METADATA_SEGMENTS: Record<number, string> = { 0xe1: 'APP1', 0xed: 'APP13' };

export function stripJpeg(data: Buffer): StrippedImage | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  const kept: Buffer[] = [data.subarray(0, 2)];
  const removed: string[] = [];
  let offset = 2;
  let width = 0;
  let height = 0;
  for (;;) {
    if (offset + 2 > data.length || data[offset] !== 0xff) return null;
    let markerAt = offset + 1;
    // Any number of 0xFF fill bytes may precede a marker.
    while (markerAt < data.length && data[markerAt] === 0xff) markerAt++;
    if (markerAt >= data.length) return null;
    const marker = data[markerAt];
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9) return null;
    if (isStandalone(marker)) {
      kept.push(data.subarray(offset, markerAt + 1));
      offset = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > data.length) return null;
    const length = data.readUInt16BE(markerAt + 1);
    const end = markerAt + 1 + length;
    if (length < 2 || end > data.length) return null;
    if (marker === 0xda) {
      // Start of scan: the compressed image follows. It and everything after it are kept as sent.
      if (!width || !height) return null;
      kept.push(data.subarray(offset));
      break;
    }
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      height = data.readUInt16BE(markerAt + 4);
      width = data.readUInt16BE(markerAt + 6);
      // A height of 0 would be given later by a DNL marker; no camera or browser writes that.
      if (!width || !height) return null;
    }
    const name = JPEG_METADATA_SEGMENTS[marker];
    if (name) removed.push(name);
    else kept.push(data.subarray(offset, end));
    offset = end;
  }
  return { data: removed.length ? Buffer.concat(kept) : data, width, height, removed };
}

/** Refuses an image whose decoded size would be unreasonable (a "decompression bomb" or a 100 MP original). */
export function checkDimensions(width: number, height: number, n: number): void {
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE || width * height > MAX_PHOTO_PIXELS) {
    throw unprocessable(
      `Photo ${n} is ${width} × ${height} pixels; photos may be at most ${MAX_PHOTO_SIDE} pixels on a side ` +
        `and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please send a smaller copy.`,
    );
  }
}

/**
 * Decodes one data URL and checks that its bytes really are the JPEG or PNG it claims to be.
 * The declared type alone is never trusted: the file's own signature and structure must agree
 * with it. Location and other metadata are removed from what is returned for storage.
 */
export function checkPhoto(dataUrl: string, index: number): CheckedPhoto {
  const n = index + 1;
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(`Photo ${n} is not a base64 data URL`);
  const mimeType = MIME_ALIASES[match[1].toLowerCase()];
  if (!mimeType) throw badRequest(`Photo ${n} must be a JPEG or PNG image`);
  const base64 = match[3];
  // Refuse before decoding when the text alone is already too long for 5 MB.
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_PHOTO_BYTES) throw tooLarge();
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw badRequest(`Photo ${n} is empty`);
  if (data.length > MAX_PHOTO_BYTES) throw tooLarge();
  if (!startsWith(data, SIGNATURES[mimeType])) {
    const actual = (Object.keys(SIGNATURES) as PhotoMime[]).find((m) => startsWith(data, SIGNATURES[m]));
    throw badRequest(
      actual
        ? `Photo ${n} is declared as ${LABEL[mimeType]} but its content is ${LABEL[actual]}`
        : `Photo ${n} is not a valid ${LABEL[mimeType]} image`,
    );
  }
  const image = mimeType === 'image/png' ? stripPng(data) : stripJpeg(data);
  if (!image) throw badRequest(`Photo ${n} is not a valid ${LABEL[mimeType]} image`);
  checkDimensions(image.width, image.height, n);
  return { mimeType, data: image.data, width: image.width, height: image.height };
}

/** Checks every photo of an upload; the first problem refuses the whole upload. */
export function checkPhotos(dataUrls: readonly string[]): CheckedPhoto[] {
  return dataUrls.map((url, i) => checkPhoto(url, i));
}
