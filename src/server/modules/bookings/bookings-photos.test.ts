import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assignProvider, bookingBody, jpegBytes, pngDataUrl, writeCounts } from './test-support';

let t: TestApp;
let bookingId: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
  bookingId = res.json().id;
});
afterAll(async () => t?.close());

const upload = (as: string, payload: Record<string, unknown>, id = bookingId) =>
  t.as(as)({ method: 'POST', url: `/api/bookings/${id}/photos`, payload });

async function refused(as: string, payload: Record<string, unknown>, status: number, message: string | RegExp) {
  const before = await writeCounts(t.app);
  const res = await upload(as, payload);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(await writeCounts(t.app)).toEqual(before);
}

describe('booking photos', () => {
  it('stores before photos from the customer and serves them with long-lived caching', async () => {
    const jpeg = jpegBytes(300);
    const res = await upload('customer-1', { type: 'before', photos: [pngDataUrl(120), `data:image/jpeg;base64,${jpeg.toString('base64')}`] });
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ type: 'before', url: `/api/photos/${photos[0].id}` });

    const png = await t.as('customer-1')({ method: 'GET', url: photos[0].url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.rawPayload.length).toBe(120);
    const jpg = await t.as('admin-1')({ method: 'GET', url: photos[1].url });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.equals(jpeg)).toBe(true);

    expect((await t.as('customer-2')({ method: 'GET', url: photos[0].url })).statusCode).toBe(403);
    expect((await t.as('provider-1')({ method: 'GET', url: photos[0].url })).statusCode).toBe(403);
    expect((await t.as('customer-1')({ method: 'GET', url: '/api/photos/photo-nope' })).statusCode).toBe(404);
  });

  it('refuses bytes that are not the image they claim to be', async () => {
    const text = Buffer.from('definitely not an image').toString('base64');
    await refused('customer-1', { type: 'before', photos: [`data:image/png;base64,${text}`] }, 400, 'Photo 1 is not a valid PNG image');
    await refused(
      'customer-1',
      { type: 'before', photos: [pngDataUrl(), `data:image/png;base64,${jpegBytes().toString('base64')}`] },
      400,
      'Photo 2 is declared as PNG but its content is JPEG',
    );
    await refused('customer-1', { type: 'before', photos: [`data:image/gif;base64,${text}`] }, 400, 'Photo 1 must be a JPEG or PNG image');
    await refused('customer-1', { type: 'before', photos: ['data:image/png;base64,@@@@'] }, 400, 'Photo 1 is not a base64 data URL');
    await refused('customer-1', { type: 'before', photos: ['https://example.com/a.png'] }, 400, /data URL/);
    await refused('customer-1', { type: 'sideways', photos: [pngDataUrl()] }, 400, /before' or 'after/);
    await refused('customer-1', { type: 'before', photos: [] }, 400, /At least one photo/);
  });

  it('refuses a photo over 5 MB with 413 and more than 10 photos with 400', async () => {
    await refused('customer-1', { type: 'before', photos: [pngDataUrl(MAX_PHOTO_BYTES + 1)] }, 413, 'Each photo must be at most 5 MB');
    await refused('customer-1', { type: 'before', photos: Array.from({ length: 11 }, () => pngDataUrl()) }, 400, /At most 10 photos per upload/);
    const exact = await upload('customer-1', { type: 'before', photos: [pngDataUrl(MAX_PHOTO_BYTES)] });
    expect(exact.statusCode).toBe(201);
  });

  it('lets only the right people upload, in the right state', async () => {
    await refused('customer-2', { type: 'before', photos: [pngDataUrl()] }, 403, 'Only the customer of this booking can add before photos');
    await refused('provider-1', { type: 'after', photos: [pngDataUrl()] }, 403, /customer or the assigned provider/);
    await refused('customer-1', { type: 'after', photos: [pngDataUrl()] }, 409, 'Cannot add after photos to this booking: it is pending');
    await assignProvider(t.app, bookingId, 'provider-1');
    await refused('provider-1', { type: 'before', photos: [pngDataUrl()] }, 403, /before photos/);
    expect((await t.as('provider-1')({ method: 'POST', url: `/api/bookings/${bookingId}/start` })).statusCode).toBe(200);
    const after = await upload('customer-1', { type: 'after', photos: [pngDataUrl()] });
    expect(after.statusCode).toBe(201);
    expect(after.json().photos.filter((p: { type: string }) => p.type === 'after')).toHaveLength(1);
    const photo = after.json().photos.at(-1);
    expect((await t.as('provider-1')({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    expect((await upload('customer-1', { type: 'before', photos: [pngDataUrl()] }, 'booking-nope')).statusCode).toBe(404);
  });
});
