import { StorableRequest } from 'workbox-background-sync/lib/StorableRequest.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_CODE_WRONG_MESSAGE } from '../../src/shared/domain/start-code';
import { classifyReplay } from '../../src/shared/sync/replay-classifier';
import { photoUploadBody, toFormData } from '../../src/client/sync/http';
import { allowEarlyStarts, assignProvider, bookingBody } from '../server/bookings-support';
import { createTestApp, type TestApp } from '../server/test-app';

/**
 * A Start Job typed offline with a wrong code, queued by the service worker the way Workbox stores
 * requests and replayed when the signal returns: refused with the reason (so the page rolls the
 * optimistic "in progress" back and lists it), the job unchanged; the right code then starts it.
 */
let t: TestApp;
let bookingId: string;
let code: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
  cookie = await t.cookieFor('provider-1');
  bookingId = (await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() })).json().id;
  code = await assignProvider(t.app, bookingId, 'provider-1');
});
afterAll(async () => t?.close());

function startRequest(typed: string, key: string): Request {
  return new Request(`http://localhost/api/bookings/${bookingId}/start`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Acting-As': 'provider-1' },
    body: JSON.stringify({ code: typed }),
  });
}

async function deliver(request: Request) {
  const payload = Buffer.from(await request.arrayBuffer());
  const headers: Record<string, string> = { cookie };
  request.headers.forEach((value, name) => (headers[name] = value));
  return t.app.inject({ method: 'POST', url: new URL(request.url).pathname, headers, payload });
}

const status = async () => (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${bookingId}` })).json().status;

describe('an offline start with the customer code', () => {
  it('with a wrong code is refused on replay with the reason, and the job stays confirmed', async () => {
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const stored = (await StorableRequest.fromRequest(startRequest(wrong, 'offline-start-0001'))).toObject();
    for (let replay = 0; replay < 2; replay++) {
      const answer = await deliver(new StorableRequest(stored).toRequest());
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(START_CODE_WRONG_MESSAGE);
      expect(classifyReplay({ status: answer.statusCode })).toEqual({ kind: 'rejected' });
      expect(await status()).toBe('confirmed');
    }
    const right = await deliver(new StorableRequest((await StorableRequest.fromRequest(startRequest(code, 'offline-start-0002'))).toObject()).toRequest());
    expect(right.statusCode, right.body).toBe(200);
    expect(await status()).toBe('in_progress');
  });

  it('photo uploads carry the proof fields the device gave', () => {
    const form = toFormData(photoUploadBody('after', ['data:image/png;base64,AA=='], { capturedAt: '2026-11-24T05:12:00.000Z', latitude: '12.971600', longitude: '77.641200' }));
    expect([form.get('capturedAt'), form.get('latitude'), form.get('longitude')]).toEqual(['2026-11-24T05:12:00.000Z', '12.971600', '77.641200']);
    expect(toFormData(photoUploadBody('after', ['data:image/png;base64,AA=='])).has('capturedAt')).toBe(false);
  });
});
