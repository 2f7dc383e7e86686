import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, checkPhoto, stripJpeg, stripPng } from './photo-check';
import {
  GPS_RATIONAL,
  PNG_SIGNATURE,
  buildJpeg,
  buildPng,
  crc32,
  exifWithGps,
  iptcWithLocation,
  pngChunk,
  pngHeader,
  pngPixels,
  xmpWithGps,
} from './photo-fixtures';
import { bookingBody } from './test-support';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function refusal(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Reads a PNG the way a decoder does: every chunk's CRC, then the inflated pixel rows. */
function readPng(bytes: Buffer): { types: string[]; pixels: Buffer } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const types: string[] = [];
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 4, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(crc32(body));
    types.push(type);
    if (type === 'IDAT') idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return { types, pixels: zlib.inflateSync(Buffer.concat(idat)) };
}

/** The JPEG's marker sequence up to the start of scan. */
function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return markers;
}

describe('PNG metadata', () => {
  const withMetadata = () =>
    buildPng({
      extra: [
        pngChunk('tEXt', Buffer.from('Location\0HAL 2nd Stage, Indiranagar', 'latin1')),
        pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), zlib.deflateSync('GPS 12.9716,77.6412')])),
        pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta exif:GPSLatitude="12,58.296N"/>', 'latin1')),
        pngChunk('eXIf', exifWithGps().subarray(6)),
      ],
    });

  it('drops eXIf, tEXt, zTXt and iTXt and keeps the pixels byte for byte', () => {
    const original = withMetadata();
    const result = stripPng(original)!;
    expect(result.removed).toEqual(['tEXt', 'zTXt', 'iTXt', 'eXIf']);
    expect(result).toMatchObject({ width: 3, height: 2 });
    const png = readPng(result.data);
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.pixels.equals(pngPixels(3, 2))).toBe(true);
    expect(result.data.equals(buildPng())).toBe(true);
    for (const needle of ['Indiranagar', 'GPS', 'xmpmeta']) expect(result.data.includes(needle)).toBe(false);
    expect(result.data.includes(GPS_RATIONAL)).toBe(false);
  });

  it('drops bytes hidden after IEND and returns a clean image unchanged', () => {
    const clean = buildPng();
    expect(stripPng(clean)!.data).toBe(clean);
    const smuggled = Buffer.concat([clean, Buffer.from('PK\x03\x04 a zip after the image')]);
    const result = stripPng(smuggled)!;
    expect(result.removed).toEqual(['trailing data']);
    expect(result.data.equals(clean)).toBe(true);
  });

  it('goes through checkPhoto: what is stored has no metadata and still decodes', () => {
    const photo = checkPhoto(dataUrl('image/png', withMetadata()), 0);
    expect(photo).toMatchObject({ mimeType: 'image/png', width: 3, height: 2 });
    expect(readPng(photo.data).types).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses a PNG whose structure is broken', () => {
    const good = buildPng();
    const noHeader = Buffer.concat([PNG_SIGNATURE, pngChunk('IDAT', zlib.deflateSync(pngPixels(1, 1))), pngChunk('IEND')]);
    const noEnd = good.subarray(0, good.length - 12);
    const noData = Buffer.concat([PNG_SIGNATURE, pngHeader(1, 1), pngChunk('IEND')]);
    const overlong = Buffer.from(good);
    overlong.writeUInt32BE(0x00ffffff, 8 + 13 + 12); // the IDAT claims more bytes than there are
    const zeroWidth = Buffer.concat([PNG_SIGNATURE, pngHeader(0, 1), pngChunk('IDAT', Buffer.alloc(1)), pngChunk('IEND')]);
    for (const [name, bytes] of Object.entries({ noHeader, noEnd, noData, overlong, zeroWidth })) {
      expect(stripPng(bytes), name).toBeNull();
      expect(refusal(() => checkPhoto(dataUrl('image/png', bytes), 2)), name).toEqual({ status: 400, message: 'Photo 3 is not a valid PNG image' });
    }
  });
});

describe('JPEG metadata', () => {
  const withMetadata = () => buildJpeg({ app1: [exifWithGps(), xmpWithGps()], app13: iptcWithLocation() });

  it('drops APP1 (Exif with GPS, XMP) and APP13 (IPTC) and keeps every other byte', () => {
    const original = withMetadata();
    expect(original.includes('Exif\0\0')).toBe(true);
    expect(original.includes(GPS_RATIONAL)).toBe(true);
    const result = stripJpeg(original)!;
    expect(result.removed).toEqual(['APP1', 'APP1', 'APP13']);
    expect(result).toMatchObject({ width: 8, height: 8 });
    // Identical to the same image built without metadata (that one decodes in Chromium to 8×8 grey).
    expect(result.data.equals(buildJpeg())).toBe(true);
    expect(jpegMarkers(result.data)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(result.data.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    for (const needle of ['Exif', 'GPSLatitude', 'Indiranagar', 'Photoshop', '8BIM']) expect(result.data.includes(needle)).toBe(false);
    expect(result.data.includes(GPS_RATIONAL)).toBe(false);
    // Parsing the result again finds nothing more to remove.
    expect(stripJpeg(result.data)).toMatchObject({ removed: [], width: 8, height: 8 });
  });

  it('goes through checkPhoto with either JPEG type name', () => {
    for (const mime of ['image/jpeg', 'image/jpg']) {
      const photo = checkPhoto(dataUrl(mime, withMetadata()), 0);
      expect(photo.mimeType).toBe('image/jpeg');
      expect(photo.data.equals(buildJpeg())).toBe(true);
    }
  });

  it('reads the size from progressive frames and skips fill bytes before markers', () => {
    expect(stripJpeg(buildJpeg({ sof: 0xc2, width: 640, height: 480 }))).toMatchObject({ width: 640, height: 480 });
    const filled = buildJpeg();
    const padded = Buffer.concat([filled.subarray(0, 2), Buffer.from([0xff, 0xff]), filled.subarray(2)]);
    expect(stripJpeg(padded)).toMatchObject({ width: 8, height: 8 });
  });

  it('refuses a JPEG whose structure is broken', () => {
    const good = buildJpeg();
    const sofAt = good.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.concat([good.subarray(0, sofAt), good.subarray(sofAt + 2 + good.readUInt16BE(sofAt + 2))]);
    const truncated = good.subarray(0, 30);
    const overlong = Buffer.from(good);
    overlong.writeUInt16BE(0xfff0, 4); // the first segment claims more bytes than there are
    const zeroHeight = buildJpeg({ height: 0 });
    const junk = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x03, 0x03, 0x03, 0x03]);
    for (const [name, bytes] of Object.entries({ noFrame, truncated, overlong, zeroHeight, junk })) {
      expect(stripJpeg(bytes), name).toBeNull();
      expect(refusal(() => checkPhoto(dataUrl('image/jpeg', bytes), 0)), name).toEqual({ status: 400, message: 'Photo 1 is not a valid JPEG image' });
    }
  });
});

describe('pixel dimensions', () => {
  const png = (width: number, height: number) => dataUrl('image/png', buildPng({ width, height }));
  const jpeg = (width: number, height: number) => dataUrl('image/jpeg', buildJpeg({ width, height }));
  const limit = (n: number, w: number, h: number) => ({
    status: 422,
    message: `Photo ${n} is ${w} × ${h} pixels; photos may be at most 8000 pixels on a side and 40 megapixels. Please send a smaller copy.`,
  });

  it('accepts up to 8000 px on a side and 40 megapixels', () => {
    expect(MAX_PHOTO_SIDE).toBe(8000);
    expect(MAX_PHOTO_PIXELS).toBe(40_000_000);
    // The header is all that is read: a large declared size costs nothing to check.
    expect(stripPng(buildPng({ width: 1, height: 1 }))).toMatchObject({ width: 1, height: 1 });
    const header = (w: number, h: number) =>
      Buffer.concat([PNG_SIGNATURE, pngHeader(w, h), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1))), pngChunk('IEND')]);
    expect(checkPhoto(dataUrl('image/png', header(8000, 5000)), 0)).toMatchObject({ width: 8000, height: 5000 });
    expect(checkPhoto(jpeg(5000, 8000), 0)).toMatchObject({ width: 5000, height: 8000 });
  });

  it('refuses more than 8000 px on a side or more than 40 megapixels, PNG and JPEG alike', () => {
    const header = (w: number, h: number) =>
      dataUrl('image/png', Buffer.concat([PNG_SIGNATURE, pngHeader(w, h), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1))), pngChunk('IEND')]));
    expect(refusal(() => checkPhoto(header(8001, 1), 0))).toEqual(limit(1, 8001, 1));
    expect(refusal(() => checkPhoto(header(1, 100_000), 1))).toEqual(limit(2, 1, 100_000));
    expect(refusal(() => checkPhoto(header(7000, 7000), 0))).toEqual(limit(1, 7000, 7000));
    expect(refusal(() => checkPhoto(jpeg(8001, 100), 0))).toEqual(limit(1, 8001, 100));
    expect(refusal(() => checkPhoto(jpeg(6500, 6500), 4))).toEqual(limit(5, 6500, 6500));
    expect(refusal(() => checkPhoto(dataUrl('image/jpeg', buildJpeg({ sof: 0xc2, width: 65535, height: 65535 })), 0)).status).toBe(422);
    expect(checkPhoto(png(4, 4), 0)).toMatchObject({ width: 4, height: 4 });
  });
});

describe('uploads through the API', () => {
  let t: TestApp;
  let bookingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    bookingId = (await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() })).json().id;
  });
  afterAll(async () => t?.close());

  it('stores photos without their location and serves images that still parse', async () => {
    const jpegWithGps = buildJpeg({ app1: [exifWithGps(), xmpWithGps()], app13: iptcWithLocation() });
    const pngWithText = buildPng({ extra: [pngChunk('tEXt', Buffer.from('Location\0Indiranagar', 'latin1'))] });
    const res = await t.as('customer-1')({
      method: 'POST',
      url: `/api/bookings/${bookingId}/photos`,
      payload: { type: 'before', photos: [dataUrl('image/jpeg', jpegWithGps), dataUrl('image/png', pngWithText)] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [jpg, png] = res.json().photos as { url: string }[];
    const storedJpeg = (await t.as('customer-1')({ method: 'GET', url: jpg.url })).rawPayload;
    expect(storedJpeg.equals(buildJpeg())).toBe(true);
    expect(stripJpeg(storedJpeg)).toMatchObject({ width: 8, height: 8, removed: [] });
    const storedPng = (await t.as('customer-1')({ method: 'GET', url: png.url })).rawPayload;
    expect(readPng(storedPng).types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(storedPng.includes('Indiranagar')).toBe(false);
  });

  it('refuses an oversized image with 422 and stores nothing', async () => {
    const before = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${bookingId}` })).json().photos.length;
    const res = await t.as('customer-1')({
      method: 'POST',
      url: `/api/bookings/${bookingId}/photos`,
      payload: { type: 'before', photos: [dataUrl('image/png', buildPng()), dataUrl('image/jpeg', buildJpeg({ width: 9000, height: 6000 }))] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Photo 2 is 9000 × 6000 pixels; photos may be at most 8000 pixels on a side/);
    const after = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${bookingId}` })).json().photos.length;
    expect(after).toBe(before);
  });
});
