import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('compressed JSON answers', () => {
  it('sends a large list brotli-compressed to a browser, the same ETag and content as uncompressed', async () => {
    const plain = await t.as('admin-1')({ method: 'GET', url: '/api/bookings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const packed = await t.as('admin-1')({ method: 'GET', url: '/api/bookings', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.etag).toBe(plain.headers.etag);
    const body = zlib.brotliDecompressSync(packed.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // A client that knows only gzip gets gzip; one that refuses both gets it plain.
    const gz = await t.as('admin-1')({ method: 'GET', url: '/api/bookings', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    const none = await t.as('admin-1')({ method: 'GET', url: '/api/bookings', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and 304s alone', async () => {
    const full = await t.as('provider-3')({ method: 'GET', url: '/api/sync/bids' });
    const delta = await t.as('provider-3')({ method: 'GET', url: `/api/sync/bids?since=${encodeURIComponent(full.json().cursor)}`, headers: { 'accept-encoding': 'br' } });
    expect(delta.json()).toMatchObject({ changes: [], removed: [] });
    expect(delta.headers['content-encoding']).toBeUndefined();
    const first = await t.as('admin-1')({ method: 'GET', url: '/api/bookings', headers: { 'accept-encoding': 'br' } });
    const again = await t.as('admin-1')({ method: 'GET', url: '/api/bookings', headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});
