import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { photoForm, type FilePart } from '../../../../tests/server/multipart';
import { STORED_PHOTO_SIDE } from '../photos/photo-encoder';
import { GPS_RATIONAL, PNG_SIGNATURE, exifWithGps, iptcWithLocation, pngChunk, pngHeader, segment, xmpWithGps } from '../../../../tests/server/photo-fixtures';
import { bookingBody, writeCounts, allowEarlyStarts } from '../../../../tests/server/bookings-support';

/**
 * Files made to leak or to hurt, sent through the API as a phone would: what is stored must be
 * clean (no metadata, comment, trailing data or private chunk survives), or the upload refused.
 */
let t: TestApp;
let bookingId: string;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-hostile-'));
beforeAll(async () => {
  t = await createTestApp({ uploadDir });
  // Before photos wait for the start window; the booking is a day ahead.
  await allowEarlyStarts(t.app);
  bookingId = (await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() })).json().id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const SECRET = 'HAL 2nd Stage, Indiranagar';

/** A real photo-like image: a gradient, so the encoder has something to keep. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) & 0xff, Math.floor(i / width) & 0xff, 0x80], i * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** Segments spliced in right after the JPEG's SOI marker. */
const withSegments = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
/** PNG chunks spliced in right after IHDR (8 + 25 bytes). */
const withChunks = (png: Buffer, ...chunks: Buffer[]) => Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);

async function storedAfter(files: FilePart[]): Promise<Buffer[]> {
  const res = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${bookingId}/photos`, ...(await photoForm('before', files)) });
  expect(res.statusCode, res.body).toBe(201);
  const photos = (res.json().photos as { url: string }[]).slice(-files.length);
  return Promise.all(photos.map(async (p) => (await t.as('customer-1')({ method: 'GET', url: p.url })).rawPayload));
}

async function expectRefused(files: FilePart[], status: number, message: RegExp) {
  const before = await writeCounts(t.app);
  const res = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${bookingId}/photos`, ...(await photoForm('before', files)) });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect(await writeCounts(t.app)).toEqual(before);
}

/** What a clean stored photo is: one fresh JPEG, no metadata of any kind, nothing after its end. */
async function expectClean(stored: Buffer, label: string) {
  const meta = await sharp(stored).metadata();
  expect(meta.format, label).toBe('jpeg');
  expect(meta.exif, `${label}: Exif`).toBeUndefined();
  expect(meta.xmp, `${label}: XMP`).toBeUndefined();
  expect(meta.iptc, `${label}: IPTC`).toBeUndefined();
  expect(meta.icc, `${label}: ICC`).toBeUndefined();
  expect(meta.comments, `${label}: comments`).toBeUndefined();
  expect(meta.orientation, `${label}: orientation tag`).toBeUndefined();
  // Exactly one image: one start-of-image marker, and the end-of-image marker is the last thing.
  expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])), label).toBe(true);
  expect(stored.indexOf(Buffer.from([0xff, 0xd8]), 1), `${label}: a second image`).toBe(-1);
  expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9])), `${label}: trailing data`).toBe(true);
  // And no marker segment other than what an encoder writes for pixels (JFIF, tables, frame, scan).
  const markers: number[] = [];
  for (let at = 2; stored[at] === 0xff && stored[at + 1] !== 0xda; at += 2 + stored.readUInt16BE(at + 2)) markers.push(stored[at + 1]);
  expect(markers.filter((m) => m !== 0xe0 && m !== 0xdb && m !== 0xc4 && !(m >= 0xc0 && m <= 0xc2)), `${label}: markers`).toEqual([]);
  for (const needle of ['Exif', 'GPS', 'xmpmeta', 'Photoshop', '8BIM', 'Indiranagar', 'prVt', 'HOME']) {
    expect(stored.includes(needle), `${label} contains ${needle}`).toBe(false);
  }
  expect(stored.includes(GPS_RATIONAL), `${label}: GPS rational`).toBe(false);
}

describe('hostile photos', () => {
  it('JPEG with Exif GPS, XMP and IPTC: stored without any of them', async () => {
    const jpeg = withSegments(await photo(64, 48), segment(0xe1, exifWithGps()), segment(0xe1, xmpWithGps()), segment(0xed, iptcWithLocation()));
    const meta = await sharp(jpeg).metadata();
    expect(meta.exif && meta.xmp && meta.iptc, 'the fixture carries all three').toBeTruthy();
    const [stored] = await storedAfter([{ bytes: jpeg }]);
    await expectClean(stored, 'GPS JPEG');
    expect((await sharp(stored).metadata()).width).toBe(64);
  });

  it('JPEG with a COM comment: stored without it', async () => {
    const jpeg = withSegments(await photo(64, 48), segment(0xfe, Buffer.from(`HOME ${SECRET}`, 'latin1')));
    expect(jpeg.includes(SECRET)).toBe(true);
    const [stored] = await storedAfter([{ bytes: jpeg }]);
    await expectClean(stored, 'COM JPEG');
  });

  it('JPEG with a second JPEG carrying GPS appended after its end: stored without it', async () => {
    const hidden = withSegments(await photo(16, 16), segment(0xe1, exifWithGps()), segment(0xfe, Buffer.from(SECRET, 'latin1')));
    const jpeg = Buffer.concat([await photo(64, 48), hidden]);
    const [stored] = await storedAfter([{ bytes: jpeg }]);
    await expectClean(stored, 'appended JPEG');
    expect((await sharp(stored).metadata()).width, 'the first image is the one kept').toBe(64);
  });

  it('PNG with a private chunk, text chunks and Exif: stored as a clean JPEG', async () => {
    const png = withChunks(
      await photo(40, 30, 'png'),
      pngChunk('prVt', Buffer.from(`lat=12.9716;lon=77.6412;${SECRET}`, 'latin1')),
      pngChunk('tEXt', Buffer.from(`Location\0${SECRET}`, 'latin1')),
      pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), zlib.deflateSync(`GPS ${SECRET}`)])),
      pngChunk('eXIf', exifWithGps().subarray(6)),
    );
    const withTrailer = Buffer.concat([png, Buffer.from(`PK\x03\x04 ${SECRET}`, 'latin1')]);
    const [stored, storedTrailer] = await storedAfter([{ bytes: png }, { bytes: withTrailer }]);
    await expectClean(stored, 'private-chunk PNG');
    await expectClean(storedTrailer, 'PNG with trailing data');
    expect(await sharp(stored).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('a decompression bomb is refused from its header, before any pixel is decoded', async () => {
    // 50,000 × 50,000 pixels (10 GB decoded) in a few hundred bytes.
    const row = Buffer.alloc(1 + 50_000 * 3);
    const bomb = Buffer.concat([PNG_SIGNATURE, pngHeader(50_000, 50_000), pngChunk('IDAT', zlib.deflateSync(row)), pngChunk('IEND')]);
    expect(bomb.length).toBeLessThan(1024);
    await expectRefused([{ bytes: bomb }], 422, /^Photo 1 is 50000 × 50000 pixels; photos may be at most 8000 pixels on a side/);
    const wide = Buffer.concat([PNG_SIGNATURE, pngHeader(7000, 7000), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + 7000 * 3))), pngChunk('IEND')]);
    await expectRefused([{ bytes: wide }], 422, /^Photo 1 is 7000 × 7000 pixels;.*40 megapixels/);
  });

  it('a wrong extension or type is refused: the content decides, never the name', async () => {
    const png = await photo(8, 8, 'png');
    const jpeg = await photo(8, 8);
    await expectRefused([{ bytes: png, type: 'image/jpeg', filename: 'car.jpg' }], 400, /^Photo 1 is declared as JPEG but its content is PNG$/);
    await expectRefused([{ bytes: jpeg, type: 'image/png', filename: 'car.png' }], 400, /^Photo 1 is declared as PNG but its content is JPEG$/);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expectRefused([{ bytes: html, type: 'image/jpeg', filename: 'car.jpg' }], 415, /^Photo 1 is not a JPEG, PNG or WebP image$/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused([{ bytes: svg, type: 'image/svg+xml', filename: 'car.svg' }], 415, /^Photo 1 is sent as image\/svg\+xml/);
    await expectRefused([{ bytes: jpeg.subarray(0, 40), type: 'image/jpeg' }], 400, /^Photo 1 is not a valid JPEG image$/);
  });

  it('keeps the orientation (turned into pixels) and resizes to at most 2048 px', async () => {
    const turned = await sharp(await photo(80, 40)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const large = await photo(3000, 1000);
    const [upright, resized] = await storedAfter([{ bytes: turned }, { bytes: large }]);
    await expectClean(upright, 'rotated');
    expect(await sharp(upright).metadata()).toMatchObject({ width: 40, height: 80 });
    expect(await sharp(resized).metadata()).toMatchObject({ width: STORED_PHOTO_SIDE, height: Math.round(STORED_PHOTO_SIDE / 3) });
    const webp = await sharp(await photo(30, 20)).webp().toBuffer();
    const [fromWebp] = await storedAfter([{ bytes: webp, type: 'image/webp' }]);
    await expectClean(fromWebp, 'WebP');
  });
});

describe('upload folders', () => {
  it('every request\'s folder is gone once it is answered, accepted or refused', async () => {
    // Removal runs in onResponse, just after the answer has gone out.
    await vi.waitFor(() => expect(fs.readdirSync(uploadDir)).toEqual([]), { timeout: 2000 });
  });
});

describe('the photo queue', () => {
  it('answers 503 with Retry-After when full, before reading the upload, and stores nothing', async () => {
    const full = await createTestApp({ photoQueue: { concurrency: 1, maxWaiting: 0 } });
    try {
      await allowEarlyStarts(full.app);
      const id = (await full.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() })).json().id;
      let release!: () => void;
      const busy = full.app.photoQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const form = await photoForm('before', [await photo(8, 8)]);
      const refused = await full.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/photos`, ...form });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json().message).toMatch(/Please try again in a few seconds/);
      expect((await full.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().photos).toEqual([]);
      release();
      await busy;
      const accepted = await full.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/photos`, ...form });
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      await full.close();
    }
  });
});
