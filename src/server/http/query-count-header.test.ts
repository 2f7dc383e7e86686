import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/server/test-app';
import { bookingBody } from '../../../tests/server/bookings-support';
import { QUERY_COUNT_HEADER } from './query-count-header';

let counted: TestApp;
let plain: TestApp;
beforeAll(async () => {
  counted = await createTestApp({ countQueriesPerRequest: true });
  plain = await createTestApp();
});
afterAll(async () => {
  await counted?.close();
  await plain?.close();
});

describe('the per-request statement count (load benches)', () => {
  it("says how many statements each request sent: none for an unchanged poll, the request's own under concurrency", async () => {
    const first = await counted.as('customer-1')({ method: 'GET', url: '/api/sync/bookings' });
    expect(first.statusCode).toBe(200);
    expect(Number(first.headers[QUERY_COUNT_HEADER])).toBeGreaterThan(0);
    const since = encodeURIComponent(first.json().cursor);
    const again = await counted.as('customer-1')({ method: 'GET', url: `/api/sync/bookings?since=${since}`, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.headers[QUERY_COUNT_HEADER]).toBe('0');

    // Two requests at once each count only their own statements.
    const [a, b] = await Promise.all([
      counted.as('customer-1')({ method: 'GET', url: `/api/sync/bookings?since=${since}`, headers: { 'if-none-match': first.headers.etag as string } }),
      counted.as('customer-2')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: 'customer-2' }) }),
    ]);
    expect(a.headers[QUERY_COUNT_HEADER]).toBe('0');
    expect(b.statusCode).toBe(201);
    expect(Number(b.headers[QUERY_COUNT_HEADER])).toBeGreaterThan(3);
  });

  it('is not sent unless asked for', async () => {
    const res = await plain.as('customer-1')({ method: 'GET', url: '/api/sync/bookings' });
    expect(res.headers[QUERY_COUNT_HEADER]).toBeUndefined();
  });
});
