import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES, MAX_PHOTO_UPLOAD_BYTES } from '../../../shared/schemas/booking';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { photoForm, type FilePart } from '../../../../tests/server/multipart';
import { allowEarlyStarts, assignProvider, startCodeOf, bookingBody, jpegBytes, pngBytes, storedFiles, writeCounts } from '../../../../tests/server/bookings-support';
import { photos as photoRows } from '../../db/schema';
import { preparePhotoFiles } from './photo-files';

let t: TestApp;
let bookingId: string;
beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
  const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
  bookingId = res.json().id;
});
afterAll(async () => t?.close());

const upload = async (as: string, type: string, files: (Buffer | FilePart)[], id = bookingId) =>
  t.as(as)({ method: 'POST', url: `/api/bookings/${id}/photos`, ...(await photoForm(type, files)) });

async function refused(as: string, type: string, files: (Buffer | FilePart)[], status: number, message: string | RegExp) {
  const before = await writeCounts(t.app);
  const res = await upload(as, type, files);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(await writeCounts(t.app)).toEqual(before);
}

describe('booking photos', () => {
  it('stores before photos from the customer, re-encoded as JPEG, served with long-lived caching', async () => {
    const res = await upload('customer-1', 'before', [pngBytes(120), jpegBytes(300)]);
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ type: 'before', url: `/api/photos/${photos[0].id}` });

    // The bytes are files in the photo store, one per photo, named by its id; the row holds none.
    expect(storedFiles(t.app)).toEqual(expect.arrayContaining(photos.map((p: { id: string }) => p.id)));
    // Kept (no longer pending) once the rows have committed, just after the answer.
    await vi.waitFor(() => {
      for (const p of photos) expect(fs.existsSync(t.app.photoStore.fileOf(p.id)), p.id).toBe(true);
    }, { timeout: 30_000 });
    const [row] = await t.app.db.select({ data: photoRows.data }).from(photoRows).where(eq(photoRows.id, photos[0].id));
    expect(row.data).toBeNull();

    for (const [as, photo] of [['customer-1', photos[0]], ['admin-1', photos[1]]]) {
      const got = await t.as(as)({ method: 'GET', url: photo.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
      expect((await sharp(got.rawPayload).metadata()).format).toBe('jpeg');
      const unchanged = await t.as(as)({ method: 'GET', url: photo.url, headers: { 'if-none-match': String(got.headers.etag) } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
    }

    expect((await t.as('customer-2')({ method: 'GET', url: photos[0].url })).statusCode).toBe(403);
    expect((await t.as('provider-1')({ method: 'GET', url: photos[0].url })).statusCode).toBe(403);
    expect((await t.as('customer-1')({ method: 'GET', url: '/api/photos/photo-nope' })).statusCode).toBe(404);
  });

  it('refuses bytes that are not the image they claim to be', async () => {
    const text = Buffer.from('definitely not an image');
    await refused('customer-1', 'before', [{ bytes: text, type: 'image/png' }], 415, 'Photo 1 is not a JPEG, PNG or WebP image');
    await refused('customer-1', 'before', [pngBytes(), { bytes: jpegBytes(), type: 'image/png' }], 400, 'Photo 2 is declared as PNG but its content is JPEG');
    await refused('customer-1', 'before', [{ bytes: text, type: 'image/gif' }], 415, /Photo 1 is sent as image\/gif/);
    await refused('customer-1', 'before', [{ bytes: text, type: 'text/plain' }], 415, /photos must be JPEG, PNG or WebP/);
    await refused('customer-1', 'sideways', [pngBytes()], 400, /before' or 'after/);
    await refused('customer-1', 'before', [], 400, /At least one photo/);
  });

  it('refuses what is not a multipart form, and a form shaped otherwise', async () => {
    const json = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${bookingId}/photos`, payload: { type: 'before', photos: ['data:image/png;base64,AAAA'] } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the upload as multipart/form-data');
    const form = await photoForm('before', [pngBytes()]);
    const wrongField = Buffer.from(form.payload.toString('latin1').replace('name="photos"', 'name="picture"'), 'latin1');
    const res = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${bookingId}/photos`, headers: form.headers, payload: wrongField });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("picture: files go in the 'photos' field");
  });

  it('refuses a photo over 5 MB and more than 10 photos with 413, a declared length over the cap before reading', async () => {
    await refused('customer-1', 'before', [pngBytes(MAX_PHOTO_BYTES + 1)], 413, 'Each photo must be at most 5 MB');
    await refused('customer-1', 'before', Array.from({ length: 11 }, () => pngBytes()), 413, 'At most 10 photos per upload');
    const exact = await upload('customer-1', 'before', [pngBytes(MAX_PHOTO_BYTES)]);
    expect(exact.statusCode, exact.body).toBe(201);
    const big = await t.as('customer-1')({
      method: 'POST',
      url: `/api/bookings/${bookingId}/photos`,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_PHOTO_UPLOAD_BYTES + 1) },
      payload: '--x--',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('An upload may be at most 10 photos of 5 MB');
  });

  it('lets only the right people upload, in the right state', async () => {
    await refused('customer-2', 'before', [pngBytes()], 403, 'Only the customer or the assigned provider can add photos to this booking');
    await refused('provider-1', 'after', [pngBytes()], 403, 'Only the customer or the assigned provider can add photos to this booking');
    await refused('customer-1', 'after', [pngBytes()], 409, 'Cannot add after photos to this booking: it is pending');
    await assignProvider(t.app, bookingId, 'provider-1');
    await refused('provider-1', 'before', [pngBytes()], 403, /before photos/);
    const start = { method: 'POST', url: `/api/bookings/${bookingId}/start`, payload: await startCodeOf(t.app, bookingId) } as const;
    expect((await t.as('provider-1')(start)).statusCode).toBe(200);
    const after = await upload('provider-1', 'after', [pngBytes()]);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('completes without after photos when photo verification is off', async () => {
    const after = await upload('customer-1', 'after', [pngBytes()]);
    expect(after.statusCode).toBe(201);
    expect(after.json().photos.filter((p: { type: string }) => p.type === 'after')).toHaveLength(2);
    const photo = after.json().photos.at(-1);
    expect((await t.as('provider-1')({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    expect((await upload('customer-1', 'before', [pngBytes()], 'booking-nope')).statusCode).toBe(404);
  });

  it('replays an upload with the same Idempotency-Key once, and refuses the key with other photos', async () => {
    const send = async (files: Buffer[]) => {
      const form = await photoForm('after', files);
      return t.as('customer-1')({
        method: 'POST',
        url: `/api/bookings/${bookingId}/photos`,
        headers: { ...form.headers, 'idempotency-key': 'photos-key-0001' },
        payload: form.payload,
      });
    };
    const first = await send([pngBytes(200)]);
    expect(first.statusCode, first.body).toBe(201);
    const count = first.json().photos.length;
    // A new form (another boundary) with the same photo is the same request.
    const again = await send([pngBytes(200)]);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().photos).toHaveLength(count);
    expect((await send([pngBytes(300)])).statusCode).toBe(422);
    // The replay and the refusal keep no file: one file per photo row, exactly.
    await vi.waitFor(async () => {
      const counts = await writeCounts(t.app);
      expect(counts.photoFiles).toBe(counts.photos);
    }, { timeout: 30_000 });
  });

  it('two copies of one upload sent at once store its photos once; the copy that loses leaves no file', async () => {
    const form = await photoForm('after', [pngBytes(210), pngBytes(220)]);
    const send = () =>
      t.as('customer-1')({
        method: 'POST',
        url: `/api/bookings/${bookingId}/photos`,
        headers: { ...form.headers, 'idempotency-key': 'photos-key-0002' },
        payload: form.payload,
      });
    const before = await writeCounts(t.app);
    const answers = await Promise.all([send(), send()]);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
    const after = await writeCounts(t.app);
    expect(after.photos - before.photos).toBe(2);
    // A copy answered from the first one's stored answer removes its files just after answering.
    await vi.waitFor(async () => expect((await writeCounts(t.app)).photoFiles).toBe(after.photos), { timeout: 30_000 });
  });

  it('serves a photo stored in the table before the photo store, and moves it to a file at start', async () => {
    const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const id = 'photo-from-the-table';
    await t.app.db.insert(photoRows).values({ id, bookingId, type: 'before', mimeType: 'image/png', bytes: bytes.length, data: bytes, uploadedBy: 'customer-1' });
    const fromTable = await t.as('customer-1')({ method: 'GET', url: `/api/photos/${id}` });
    expect(fromTable.statusCode).toBe(200);
    expect(fromTable.headers['content-type']).toBe('image/png');
    expect(fromTable.rawPayload.equals(bytes)).toBe(true);

    expect(await preparePhotoFiles(t.app.db, t.app.photoStore)).toEqual({ moved: 1, kept: 0, removed: 0 });
    const [row] = await t.app.db.select({ data: photoRows.data }).from(photoRows).where(eq(photoRows.id, id));
    expect(row.data).toBeNull();
    const fromFile = await t.as('customer-1')({ method: 'GET', url: `/api/photos/${id}` });
    expect(fromFile.statusCode).toBe(200);
    expect(fromFile.headers['content-type']).toBe('image/png');
    expect(fromFile.rawPayload.equals(bytes)).toBe(true);
    expect((await t.as('customer-2')({ method: 'GET', url: `/api/photos/${id}` })).statusCode).toBe(403);
    // Nothing left to move; a second start (or another process) finds nothing to do.
    expect(await preparePhotoFiles(t.app.db, t.app.photoStore)).toEqual({ moved: 0, kept: 0, removed: 0 });
  });
});
