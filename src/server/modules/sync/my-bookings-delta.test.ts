import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody } from '../../../../tests/server/bookings-support';
import { deltaDevice } from '../../../../tests/server/delta-device';
import { bookingsGroupOf } from '../../changes/person-buckets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const device = (as: string) => deltaDevice(t, as, '/api/sync/bookings');
const ratings = { overallRating: 5, punctualityRating: 5, qualityRating: 4, professionalismRating: 5, cleanlinessRating: 4 };
// Seeded: completed for customer-1 by provider-2, no feedback yet.
const COMPLETED = '1a7c9e30-5d2b-4f8e-b64a-9e3f1d0c7a63';

const book = async (customerId: string) => {
  const res = await t.as(customerId)({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId }) });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const bidOn = async (providerId: string, bookingId: string) => {
  const res = await t.as(providerId)({ method: 'POST', url: '/api/bids', payload: { bookingId, providerId, bidAmount: '700', estimatedDuration: 60 } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const ids = (rows: { id: string }[] | undefined) => (rows ?? []).map((r) => r.id);

describe("delta pull of the caller's own bookings", () => {
  it("gives a customer every booking of theirs first, then only theirs that changed, and 304 without a query", async () => {
    const mine = device('customer-1');
    const full = await mine.pull();
    expect(full.answer).toMatchObject({ reset: true, removed: [] });
    expect(full.answer!.changes.length).toBeGreaterThan(0);
    expect(full.answer!.changes.every((b) => b.customerId === 'customer-1')).toBe(true);
    expect(await mine.pull()).toEqual({ status: 304, queries: 0 });

    const own = await book('customer-1');
    const someoneElses = await book('customer-2');
    const delta = await mine.pull();
    expect(delta.answer).toMatchObject({ reset: false, removed: [] });
    expect(ids(delta.answer!.changes)).toEqual([own]);
    expect(JSON.stringify(delta.answer)).not.toContain(someoneElses);

    // Another customer's write (in another person bucket) leaves this pull a 304 with no query.
    expect(bookingsGroupOf('customer-2')).not.toBe(bookingsGroupOf('customer-1'));
    const cancel = await t.as('customer-2')({ method: 'POST', url: `/api/bookings/${someoneElses}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(await mine.pull()).toEqual({ status: 304, queries: 0 });
  });

  it('sends the customer their start code when a bid is accepted, and the feedback they left', async () => {
    const mine = device('customer-1');
    await mine.pull();
    const job = await book('customer-1');
    const bid = await bidOn('provider-1', job);
    expect((await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${bid}/accept`, payload: {} })).statusCode).toBe(200);
    const accepted = await mine.pull();
    const row = accepted.answer!.changes.find((b) => b.id === job);
    expect(row).toMatchObject({ status: 'confirmed', selectedProviderId: 'provider-1' });
    expect(row!.startCode).toMatch(/^\d{4}$/);

    const feedback = { bookingId: COMPLETED, customerId: 'customer-1', providerId: 'provider-2', ...ratings };
    expect((await t.as('customer-1')({ method: 'POST', url: '/api/feedback', payload: feedback })).statusCode).toBe(201);
    const rated = await mine.pull();
    expect(rated.answer!.changes.find((b) => b.id === COMPLETED)).toMatchObject({ feedback: { overallRating: 5 } });
  });

  it("gives a provider their assigned jobs without the start code, and sends a job they released as removed", async () => {
    const jobs = device('provider-1');
    const first = await jobs.pull();
    expect(first.answer!.reset).toBe(true);
    expect(first.answer!.changes.every((b) => b.selectedProviderId === 'provider-1' && b.startCode === null)).toBe(true);

    const job = await book('customer-2');
    const bid = await bidOn('provider-1', job);
    // A bid on someone else's booking is not yet this provider's booking: no change for them.
    expect(await jobs.pull()).toEqual({ status: 304, queries: 0 });
    expect((await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${bid}/accept`, payload: {} })).statusCode).toBe(200);
    const won = await jobs.pull();
    expect(ids(won.answer!.changes)).toEqual([job]);
    expect(won.answer!.changes[0].startCode).toBeNull();
    // Someone else's provider app hears nothing of it.
    const other = device('provider-3');
    await other.pull();

    const release = await t.as('provider-1')({
      method: 'POST',
      url: `/api/bookings/${job}/emergency-release`,
      payload: { providerId: 'provider-1', reason: 'Vehicle breakdown/malfunction' },
    });
    expect(release.statusCode).toBe(200);
    const gone = await jobs.pull();
    expect(gone.answer).toMatchObject({ changes: [], removed: [job], reset: false });
    // Nor of its release: another provider's bucket did not move.
    expect(await other.pull()).toEqual({ status: 304, queries: 0 });
  });

  it('is for customers and providers; a damaged cursor gets the whole scope', async () => {
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/sync/bookings' })).statusCode).toBe(403);
    const mine = device('customer-2');
    await mine.pull();
    mine.spoilCursor();
    expect((await mine.pull()).answer?.reset).toBe(true);
  });
});
