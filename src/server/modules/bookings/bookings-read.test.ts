import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingSchema } from '../../../shared/schemas/booking';
import { createTestApp, fewestStatements, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (as: string, url: string, headers: Record<string, string> = {}) => t.as(as)({ method: 'GET', url, headers });
const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((b) => b.id);

describe('reading bookings', () => {
  it("keeps customers to their own bookings", async () => {
    expect((await get('customer-2', '/api/bookings/customer/customer-1')).statusCode).toBe(403);
    expect((await get('customer-2', '/api/bookings/c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41')).statusCode).toBe(403);
    expect((await get('customer-2', '/api/history/customer/customer-1')).statusCode).toBe(403);
    const mine = await get('customer-1', '/api/bookings/customer/customer-1');
    expect(mine.statusCode).toBe(200);
    expect(ids(mine)).toEqual(['6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', '1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    const unknown = await get('customer-1', '/api/bookings/booking-nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no booking 'booking-nope'");
  });

  it('embeds services, provider, rating, customer and feedback', async () => {
    const res = await get('customer-1', '/api/bookings/c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41');
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({
      id: 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41',
      status: 'completed',
      selectedProviderId: 'provider-1',
      provider: { name: 'Ravi Kumar' },
      providerProfile: { rating: 5 },
      customer: { name: 'Priya Sharma' },
      serviceIds: ['svc-premium-wash'],
      addOnIds: ['svc-tyre-polish'],
      // The accepted bid of 820.00 is the service price: + 18 % GST, and the provider's 75 %.
      subtotal: '820.00',
      totalAmount: '967.60',
      providerAmount: '615.00',
      invoiceNumber: expect.stringMatching(/^GC\/\d{2}-\d{2}\/\d{6}$/),
      feedback: { overallRating: 5, comments: 'Spotless finish and very polite.', providerId: 'provider-1' },
    });
    expect(b.services.map((s: { name: string }) => s.name)).toEqual(['Premium Wash', 'Tyre Polish']);
  });

  it('shows providers open jobs and their own, but not jobs of other providers', async () => {
    expect((await get('provider-1', '/api/bookings/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85')).statusCode).toBe(200);
    expect((await get('provider-1', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74')).statusCode).toBe(200);
    expect((await get('provider-2', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74')).statusCode).toBe(403);
    expect((await get('provider-1', '/api/bookings/provider/provider-2')).statusCode).toBe(403);
    const own = await get('provider-1', '/api/bookings/provider/provider-1');
    expect(ids(own)).toEqual(['6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    const admin = await get('admin-1', '/api/bookings/provider/provider-2');
    expect(ids(admin)).toEqual(['1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', '8e2d6f14-9b3a-4c5e-a871-3f0c2b9d6e52']);
  });

  it('lists every booking for the admin only', async () => {
    expect((await get('customer-1', '/api/bookings')).statusCode).toBe(403);
    expect((await get('provider-1', '/api/bookings')).statusCode).toBe(403);
    const all = await get('admin-1', '/api/bookings');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toHaveLength(5);
  });

  it('loads a list with a fixed handful of queries, not one per booking', async () => {
    const statements = await fewestStatements(t.app, async () => {
      expect(ids(await get('admin-1', '/api/bookings')).length).toBeGreaterThanOrEqual(5);
    });
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('answers every booking list exactly as its schema says, no field more or less', async () => {
    const list = z.array(bookingSchema);
    for (const [as, url] of [
      ['admin-1', '/api/bookings'],
      ['provider-1', '/api/bookings/pending'],
      ['provider-1', '/api/bookings/emergency-released'],
      ['customer-1', '/api/bookings/customer/customer-1'],
      ['provider-1', '/api/bookings/provider/provider-1'],
    ] as const) {
      const res = await get(as, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      const body = res.json();
      expect(list.parse(body), url).toEqual(body);
    }
    expect(ids(await get('admin-1', '/api/bookings')).length).toBeGreaterThan(3);
  });

  it('lists open jobs for providers and the admin only', async () => {
    expect((await get('customer-1', '/api/bookings/pending')).statusCode).toBe(403);
    expect((await get('customer-1', '/api/bookings/emergency-released')).statusCode).toBe(403);
    const pending = await get('provider-1', '/api/bookings/pending');
    expect(pending.statusCode).toBe(200);
    expect(ids(pending)).toContain('f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85');
    expect((pending.json() as { status: string }[]).every((b) => b.status === 'pending' || b.status === 'emergency_released')).toBe(true);
  });

  it('answers an unchanged pending poll with 304 and no database query, and a changed one with 200', async () => {
    const first = await get('provider-2', '/api/bookings/pending');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const queries = t.app.database.queryCount();
    const again = await get('provider-2', '/api/bookings/pending', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(t.app.database.queryCount()).toBe(queries);
    const providerPoll = await get('provider-2', '/api/bookings/provider/provider-2');
    const providerAgain = await get('provider-2', '/api/bookings/provider/provider-2', { 'if-none-match': String(providerPoll.headers.etag) });
    expect(providerAgain.statusCode).toBe(304);

    const created = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
    expect(created.statusCode).toBe(201);
    const changed = await get('provider-2', '/api/bookings/pending', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(ids(changed)).toContain(created.json().id);
  });

  it('filters history by status for the customer and the provider', async () => {
    const completed = await get('customer-1', '/api/history/customer/customer-1?status=completed');
    expect(completed.statusCode).toBe(200);
    expect(ids(completed)).toEqual(['1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    const pending = await get('customer-2', '/api/history/customer/customer-2?status=pending');
    expect(ids(pending)).toEqual(['f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85']);
    const provider = await get('provider-2', '/api/history/provider/provider-2?status=completed');
    expect(ids(provider)).toEqual(['1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63', '8e2d6f14-9b3a-4c5e-a871-3f0c2b9d6e52']);
    expect((await get('provider-1', '/api/history/provider/provider-2')).statusCode).toBe(403);
    const bad = await get('customer-1', '/api/history/customer/customer-1?status=finished');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    expect(ids(await get('admin-1', '/api/history/customer/customer-1'))).toHaveLength(3 + 1);
  });
});
