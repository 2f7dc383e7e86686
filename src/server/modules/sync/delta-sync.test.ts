import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLocality } from '../../../shared/domain/localities';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody } from '../../../../tests/server/bookings-support';
import { deltaDevice } from '../../../../tests/server/delta-device';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const whitefield = matchLocality('Whitefield')!;
  const res = await t.as('provider-2')({
    method: 'PATCH',
    url: '/api/provider-profile/provider-2',
    payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10, baseLatitude: String(whitefield.lat), baseLongitude: String(whitefield.lng) },
  });
  expect(res.statusCode).toBe(200);
  // A booking is taken only where some provider serves (shared/domain/service-area.ts): provider-1,
  // from Indiranagar, serves the far places here (Yelahanka), its base left as it is.
  const wide = await t.as('provider-1')({ method: 'PATCH', url: '/api/provider-profile/provider-1', payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 25 } });
  expect(wide.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const device = (as: string, path: string) => deltaDevice(t, as, path);

const book = async (location: string) => {
  const res = await t.as('customer-2')({
    method: 'POST',
    url: '/api/bookings',
    payload: bookingBody({ customerId: 'customer-2', location, latitude: null, longitude: null }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const bid = async (providerId: string, bookingId: string) => {
  const res = await t.as(providerId)({
    method: 'POST',
    url: '/api/bids',
    payload: { bookingId, providerId, bidAmount: '700', estimatedDuration: 60 },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('delta pull of nearby jobs', () => {
  it('sends the whole scope first, then only what changed, and 304 without a query when nothing did', async () => {
    const first = await book('Whitefield, 560066');
    const jobs = device('provider-2', '/api/sync/jobs');
    const full = await jobs.pull();
    expect(full.answer).toMatchObject({ reset: true, removed: [] });
    expect(full.answer!.changes.map((j) => j.id)).toContain(first);

    const unchanged = await jobs.pull();
    expect(unchanged).toEqual({ status: 304, queries: 0 });

    const near = await book('Marathahalli');
    const far = await book('Yelahanka');
    const delta = await jobs.pull();
    expect(delta.answer).toMatchObject({ reset: false, removed: [] });
    expect(delta.answer!.changes.map((j) => j.id)).toEqual([near]);
    expect(JSON.stringify(delta.answer)).not.toContain(far);

    // Writes outside the place cells covering the area leave the poll a 304 without a query (ADR 033).
    await bid('provider-1', far);
    await book('Yelahanka');
    expect(await jobs.pull()).toEqual({ status: 304, queries: 0 });
    const alsoNear = await book('Whitefield');
    const one = await jobs.pull();
    expect(one.answer!.changes.map((j) => j.id)).toEqual([alsoNear]);
    // The changed rows with their embeds: from the process's log of recent changes (read once
    // for every poll, ADR 043), else in one statement.
    expect(one.queries).toBeLessThanOrEqual(1);
  });

  it('sends as removed the jobs that left the scope: taken by another provider, cancelled', async () => {
    const jobs = device('provider-2', '/api/sync/jobs');
    await jobs.pull();
    const taken = await book('Whitefield');
    const cancelled = await book('Whitefield');
    const seen = await jobs.pull();
    expect(seen.answer!.changes.map((j) => j.id).sort()).toEqual([taken, cancelled].sort());

    const bidId = await bid('provider-1', taken);
    const accept = await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${bidId}/accept`, payload: {} });
    expect(accept.statusCode).toBe(200);
    const cancel = await t.as('customer-2')({ method: 'POST', url: `/api/bookings/${cancelled}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(200);

    const after = await jobs.pull();
    expect(after.answer).toMatchObject({ reset: false, changes: [] });
    expect(after.answer!.removed.sort()).toEqual([taken, cancelled].sort());
  });

  it("sends a job the provider just won whole, with the customer's number as their own bookings' pull does", async () => {
    const jobs = device('provider-2', '/api/sync/jobs');
    const mine = device('provider-2', '/api/sync/bookings');
    await jobs.pull();
    await mine.pull();
    const won = await book('Whitefield');
    const bidId = await bid('provider-2', won);
    const accept = await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${bidId}/accept`, payload: {} });
    expect(accept.statusCode).toBe(200);

    type Job = { status?: string; customer?: { phone: string | null } };
    const fromJobs = (await jobs.pull()).answer!.changes.find((j) => j.id === won) as Job | undefined;
    const fromMine = (await mine.pull()).answer!.changes.find((j) => j.id === won) as Job | undefined;
    expect(fromJobs?.status).toBe('confirmed');
    expect(fromMine?.customer?.phone).toMatch(/^\+91\d{10}$/);
    // The device keeps whichever answer it applies last: both carry the call link's number.
    expect(fromJobs?.customer).toEqual(fromMine?.customer);
  });

  it('answers a cursor it cannot honour, or one made before the base moved, with the whole scope', async () => {
    const jobs = device('provider-2', '/api/sync/jobs');
    await jobs.pull();
    jobs.spoilCursor();
    const forgotten = await jobs.pull();
    expect(forgotten.status).toBe(200);
    expect(forgotten.answer?.reset).toBe(true);

    const yelahanka = matchLocality('Yelahanka')!;
    await t.as('provider-2')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-2',
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 5, baseLatitude: String(yelahanka.lat), baseLongitude: String(yelahanka.lng) },
    });
    const moved = await jobs.pull();
    expect(moved.answer?.reset).toBe(true);
    for (const job of moved.answer!.changes) expect(job.status).toMatch(/pending|emergency_released/);
    const whitefield = matchLocality('Whitefield')!;
    await t.as('provider-2')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-2',
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10, baseLatitude: String(whitefield.lat), baseLongitude: String(whitefield.lng) },
    });
  });

  it('is for providers and the admin only', async () => {
    expect((await t.as('customer-1')({ method: 'GET', url: '/api/sync/jobs' })).statusCode).toBe(403);
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/sync/jobs' })).statusCode).toBe(200);
  });
});

describe('delta pull of bids', () => {
  it("gives a provider their own bids in one pull, and a customer the live bids on their bookings", async () => {
    const job = await book('Whitefield');
    const providerBids = device('provider-1', '/api/sync/bids');
    const customerBids = device('customer-2', '/api/sync/bids');
    const p0 = await providerBids.pull();
    expect(p0.answer!.reset).toBe(true);
    const c0 = await customerBids.pull();
    expect(c0.answer!.reset).toBe(true);
    expect((await providerBids.pull()).status).toBe(304);

    const mine = await bid('provider-1', job);
    const theirs = await bid('provider-2', job);
    const p1 = await providerBids.pull();
    expect(p1.answer!.changes.map((b) => b.id)).toEqual([mine]);
    const c1 = await customerBids.pull();
    expect(c1.answer!.changes.map((b) => b.id).sort()).toEqual([mine, theirs].sort());

    expect((await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${mine}/accept`, payload: {} })).statusCode).toBe(200);
    const c2 = await customerBids.pull();
    expect(c2.answer!.changes.map((b) => [b.id, b.status])).toEqual([[mine, 'accepted']]);
    expect(c2.answer!.removed).toEqual([theirs]);
    // Another customer's pull never shows them.
    const other = await device('customer-1', '/api/sync/bids').pull();
    expect(JSON.stringify(other.answer)).not.toContain(job);
  });

  it("leaves a person's bids poll a 304 without a query when bids elsewhere change (ADR 033)", async () => {
    const customerBids = device('customer-2', '/api/sync/bids');
    await customerBids.pull();
    const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: 'customer-1' }) });
    await bid('provider-2', res.json().id as string);
    expect(await customerBids.pull()).toEqual({ status: 304, queries: 0 });
    const job = await book('Whitefield');
    const theirs = await bid('provider-2', job);
    const seen = await customerBids.pull();
    expect(seen.answer!.changes.map((b) => b.id)).toEqual([theirs]);
    expect(seen.queries).toBeLessThanOrEqual(1);
  });
});
