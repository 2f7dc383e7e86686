import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { bookings } from '../../db/schema';
import { putSettings } from '../admin/config-repository';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { formPayload } from '../../../../tests/server/multipart';
import { allowEarlyStarts, assignProvider, bookingBody, pngBytes, startCodeOf, writeCounts } from '../../../../tests/server/bookings-support';
import { exifCapturedAt } from '../photos/exif-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
});
afterAll(async () => t?.close());

/** Metres per degree of latitude on the mean Earth sphere. */
const M_PER_DEG = (6371.0088 * 1000 * Math.PI) / 180;

async function newBooking(): Promise<string> {
  const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const upload = async (id: string, type: string, fields: Record<string, string>, files: Buffer[], as = 'customer-1') =>
  t.as(as)({ method: 'POST', url: `/api/bookings/${id}/photos`, ...(await formPayload({ type, ...fields }, 'photos', files)) });

/** A JPEG whose Exif says it was taken at `taken` ('YYYY:MM:DD HH:MM:SS'), with a GPS position too. */
const jpegTakenAt = (taken: string, offset?: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ProofCam' },
      IFD2: { DateTimeOriginal: taken, ...(offset ? { OffsetTimeOriginal: offset } : {}) },
    })
    .toBuffer();

describe('photo proof', () => {
  it('records receive time, the device capture time and the distance from the booking', async () => {
    const id = await newBooking();
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    const capturedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    const before = Date.now();
    const res = await upload(id, 'before', { capturedAt, latitude: String(row.latDeg! + 30 / M_PER_DEG), longitude: String(row.lngDeg) }, [pngBytes()]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().photos;
    expect(Date.parse(photo.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(photo.receivedAt).toBe(photo.createdAt);
    expect(photo.capturedAt).toBe(capturedAt);
    expect(photo.distanceMeters).toBe(30);
    // The customer's and the admin's reads carry the same proof.
    for (const as of ['customer-1', 'admin-1']) {
      const read = await t.as(as)({ method: 'GET', url: `/api/bookings/${id}` });
      expect(read.json().photos[0]).toMatchObject({ capturedAt, distanceMeters: 30, receivedAt: photo.receivedAt });
    }
  });

  it('has null proof fields when the device sends none', async () => {
    const id = await newBooking();
    const res = await upload(id, 'before', {}, [pngBytes()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().photos[0]).toMatchObject({ capturedAt: null, distanceMeters: null });
  });

  it("prefers the photo's own Exif capture time, and stores the image without it", async () => {
    const id = await newBooking();
    const withExif = await jpegTakenAt('2026:11:20 10:42:00');
    expect(exifCapturedAt((await sharp(withExif).metadata()).exif)?.toISOString()).toBe('2026-11-20T05:12:00.000Z');
    const res = await upload(id, 'before', { capturedAt: new Date().toISOString() }, [withExif]);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().photos;
    expect(photo.capturedAt).toBe('2026-11-20T05:12:00.000Z');
    const stored = await t.as('customer-1')({ method: 'GET', url: photo.url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('ProofCam'))).toBe(false);
  });

  it('reads an Exif offset when the camera wrote one', async () => {
    const exif = (await sharp(await jpegTakenAt('2026:11:20 10:42:00', '+00:00')).metadata()).exif;
    expect(exifCapturedAt(exif)?.toISOString()).toBe('2026-11-20T10:42:00.000Z');
    expect(exifCapturedAt(Buffer.from('Exif\0\0garbage that is not a tiff'))).toBeNull();
    expect(exifCapturedAt(undefined)).toBeNull();
  });

  it('refuses a half position and a malformed time with 400, storing nothing', async () => {
    const id = await newBooking();
    const cases: Record<string, string>[] = [{ latitude: '12.97' }, { capturedAt: 'yesterday' }, { latitude: '95', longitude: '77.6' }];
    for (const fields of cases) {
      const counts = await writeCounts(t.app);
      const res = await upload(id, 'before', fields, [pngBytes()]);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(await writeCounts(t.app)).toEqual(counts);
    }
  });

  it("refuses before photos before the job's start window opens, and takes after photos with the provider's position", async () => {
    const id = await newBooking();
    await putSettings(t.app.db, DEMO_SETTINGS);
    try {
      const counts = await writeCounts(t.app);
      const early = await upload(id, 'before', {}, [pngBytes()]);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/^Before photos can be added from \d{1,2}:\d{2} [AP]M on .+, when the job may start$/);
      expect(await writeCounts(t.app)).toEqual(counts);
    } finally {
      await allowEarlyStarts(t.app);
    }
    await assignProvider(t.app, id, 'provider-1');
    const start = await t.as('provider-1')({ method: 'POST', url: `/api/bookings/${id}/start`, payload: await startCodeOf(t.app, id) });
    expect(start.statusCode, start.body).toBe(200);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    const far = { latitude: String(row.latDeg! + 1500 / M_PER_DEG), longitude: String(row.lngDeg) };
    const after = await upload(id, 'after', { ...far, capturedAt: new Date().toISOString() }, [pngBytes()], 'provider-1');
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().photos[0].distanceMeters).toBe(1500);
  });
});
