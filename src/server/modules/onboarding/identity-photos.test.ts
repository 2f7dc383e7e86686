import fs from 'node:fs';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { formPayload, type FilePart } from '../../../../tests/server/multipart';
import { jpegBytes, pngBytes, storedFiles } from '../../../../tests/server/bookings-support';
import { identityPhotos } from '../../db/schema';
import { PENDING_PHOTO_AGE_MS, preparePhotoFiles } from '../bookings/photo-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const upload = async (who: string, side: string, file: Buffer | FilePart = jpegBytes(300), headers: Record<string, string> = {}, id = 'provider-3') => {
  const form = await formPayload({ side }, 'photo', [file]);
  return t.as(who)({ method: 'POST', url: `/api/provider/${id}/identity-photos`, payload: form.payload, headers: { ...form.headers, ...headers } });
};
const rowCount = async () => (await t.app.db.select({ n: count() }).from(identityPhotos))[0].n;
const status = async (who = 'provider-3') => (await t.as(who)({ method: 'GET', url: '/api/provider/provider-3/verification-status' })).json();

describe('identity document photos', () => {
  it('stores the front re-encoded as a file, listed on the status and served to the provider and the admin only', async () => {
    const res = await upload('provider-3', 'front', pngBytes(400));
    expect(res.statusCode, res.body).toBe(201);
    const [front] = res.json().identityPhotos;
    expect(front).toMatchObject({ side: 'front', url: `/api/identity-photos/${front.id}` });
    expect(storedFiles(t.app)).toContain(front.id);
    await vi.waitFor(() => expect(fs.existsSync(t.app.photoStore.fileOf(front.id))).toBe(true), { timeout: 2000 });

    for (const who of ['provider-3', 'admin-1']) {
      const got = await t.as(who)({ method: 'GET', url: front.url });
      expect(got.statusCode, who).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(got.rawPayload).metadata()).format).toBe('jpeg');
    }
    for (const who of ['provider-1', 'provider-2', 'customer-1', 'customer-2']) {
      const got = await t.as(who)({ method: 'GET', url: front.url });
      expect(got.statusCode, who).toBe(403);
      expect(got.json().message).toBe('Only the provider and the administrator can see identity documents');
    }
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/identity-photos/no-such-photo' })).statusCode).toBe(404);
    // The admin reviewing sees the photos on the provider's status.
    expect((await status('admin-1')).identityPhotos).toEqual([front]);
  });

  it('refuses uploads for someone else, of an unknown side, or that are not images, writing nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles(t.app).length };
    for (const who of ['provider-1', 'customer-1', 'admin-1']) expect((await upload(who, 'front')).statusCode, who).toBe(403);
    const side = await upload('provider-3', 'inside');
    expect(side.statusCode).toBe(400);
    expect(side.json().message).toMatch(/Side must be 'front' or 'back'/);
    const text = await upload('provider-3', 'back', { bytes: Buffer.from('not a photo at all'), type: 'image/jpeg' });
    expect(text.statusCode).toBe(415);
    expect({ rows: await rowCount(), files: storedFiles(t.app).length }).toEqual(before);
  });

  it('replaces a side, removing the old file; a replayed upload is applied once', async () => {
    const first = (await status()).identityPhotos[0];
    const headers = { 'idempotency-key': 'identity-front-again' };
    const res = await upload('provider-3', 'front', jpegBytes(500), headers);
    expect(res.statusCode).toBe(201);
    const again = await upload('provider-3', 'front', jpegBytes(500), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    const [front] = res.json().identityPhotos;
    expect(front.id).not.toBe(first.id);
    expect(await rowCount()).toBe(1);
    await vi.waitFor(() => expect(storedFiles(t.app)).not.toContain(first.id), { timeout: 2000 });
    expect(storedFiles(t.app)).toContain(front.id);
    expect((await t.as('provider-3')({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('keeps identity photos when the store settles pending files at start', async () => {
    const back = await upload('provider-3', 'back');
    const photo = back.json().identityPhotos.find((p: { side: string }) => p.side === 'back');
    await vi.waitFor(() => expect(fs.existsSync(t.app.photoStore.fileOf(photo.id))).toBe(true), { timeout: 2000 });
    // As if a crash came between the commit and keeping the file: it is still pending, and old.
    fs.mkdirSync(`${t.app.photoStore.dir}/pending`, { recursive: true });
    fs.renameSync(t.app.photoStore.fileOf(photo.id), t.app.photoStore.pendingFileOf(photo.id));
    const old = new Date(Date.now() - PENDING_PHOTO_AGE_MS - 60_000);
    fs.utimesSync(t.app.photoStore.pendingFileOf(photo.id), old, old);
    expect(await preparePhotoFiles(t.app.db, t.app.photoStore)).toMatchObject({ kept: 1, removed: 0 });
    expect(fs.existsSync(t.app.photoStore.fileOf(photo.id))).toBe(true);
  });

  it('refuses changes while the submission is reviewed and once verified', async () => {
    const submitted = await t.as('provider-3')({
      method: 'POST',
      url: '/api/provider/provider-3/identity-verification',
      payload: { documentType: 'drivers_license', documentNumber: 'KA01 20110012345' },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const photos = submitted.json().identityPhotos;
    expect(photos.map((p: { side: string }) => p.side)).toEqual(['front', 'back']);
    const pending = await upload('provider-3', 'front');
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/being reviewed/);
    const verified = await upload('provider-1', 'front', jpegBytes(), {}, 'provider-1');
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Your identity is already verified');
    const [row] = await t.app.db.select().from(identityPhotos).where(eq(identityPhotos.side, 'front'));
    expect(row.id).toBe(photos[0].id);
  });
});
