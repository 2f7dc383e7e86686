import { StorableRequest } from 'workbox-background-sync/lib/StorableRequest.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploadBody, toFormData } from '../../src/client/sync/http';
import { allowEarlyStarts, bookingBody } from '../server/bookings-support';
import { pngOfSize } from '../server/photo-fixtures';
import { createTestApp, type TestApp } from '../server/test-app';

/**
 * A photo upload as the client builds it, queued offline by the service worker the way Workbox
 * stores requests, then replayed twice (a lost answer) and resent once from the page's outbox:
 * the server stores the photos exactly once.
 */
let t: TestApp;
let bookingId: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  // Before photos wait for the start window; the booking is a day ahead.
  await allowEarlyStarts(t.app);
  cookie = await t.cookieFor('customer-1');
  bookingId = (await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() })).json().id;
});
afterAll(async () => t?.close());

const dataUrl = `data:image/png;base64,${pngOfSize(300).toString('base64')}`;
const KEY = 'offline-photo-0001';

/** What the page's fetch sends for an outbox entry (sync/http.ts apiWrite, minus the network). */
function pageRequest(): Request {
  return new Request(`http://localhost/api/bookings/${bookingId}/photos`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Idempotency-Key': KEY, 'X-Acting-As': 'customer-1' },
    body: toFormData(photoUploadBody('before', [dataUrl])),
  });
}

async function deliver(request: Request) {
  const payload = Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = { cookie };
  request.headers.forEach((value, name) => (headers[name] = value));
  return t.app.inject({ method: 'POST', url: new URL(request.url).pathname, headers, payload });
}

describe('an offline photo upload', () => {
  it('is a form of the type and the photo, named by its type', async () => {
    const form = toFormData(photoUploadBody('before', [dataUrl]));
    expect(form.get('type')).toBe('before');
    const file = form.get('photos') as File;
    expect(file.name).toBe('photo-1.png');
    expect(file.type).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(pngOfSize(300))).toBe(true);
  });

  it('replayed from the service worker queue twice and resent from the outbox is stored once', async () => {
    // The worker stores the request as Workbox does (body bytes and headers) and rebuilds it per replay.
    const stored = (await StorableRequest.fromRequest(pageRequest())).toObject();
    const first = await deliver(new StorableRequest(stored).toRequest());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().photos).toHaveLength(1);
    const replay = await deliver(new StorableRequest(stored).toRequest());
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The page's own resend builds the form again: another boundary, the same photos, the same key.
    const resend = await deliver(pageRequest());
    expect(resend.statusCode).toBe(201);
    expect(resend.headers['idempotent-replayed']).toBe('true');
    const booking = (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${bookingId}` })).json();
    expect(booking.photos).toHaveLength(1);
  });
});
