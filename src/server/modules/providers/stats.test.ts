import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bids, bookings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const statsOf = (who: string, id: string) => t.as(who)({ method: 'GET', url: `/api/provider/${id}/stats` });

describe('provider stats', () => {
  it('computes provider-1 figures from the seeded bookings, bids and feedback', async () => {
    const res = await statsOf('provider-1', 'provider-1');
    expect(res.statusCode).toBe(200);
    // booking-demo-0001 completed (bid 820, feedback 5) and booking-demo-0004 confirmed.
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 1,
      completionRate: 50,
      averageRating: 5,
      totalEarnings: '820.00',
      todayEarnings: '0.00',
      pendingBids: 0,
    });
  });

  it('computes provider-2 figures, including the open bid on booking-demo-0005', async () => {
    const res = await statsOf('admin-1', 'provider-2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 2,
      completionRate: 100,
      averageRating: 4,
      totalEarnings: '480.00',
      todayEarnings: '0.00',
      pendingBids: 1,
    });
  });

  it('answers zeros and no rating for a provider without jobs', async () => {
    const res = await statsOf('provider-3', 'provider-3');
    expect(res.json()).toEqual({
      totalJobs: 0,
      completedJobs: 0,
      completionRate: 0,
      averageRating: null,
      totalEarnings: '0.00',
      todayEarnings: '0.00',
      pendingBids: 0,
    });
  });

  it('refuses other providers and customers, and answers 404 for unknown ids', async () => {
    expect((await statsOf('provider-2', 'provider-1')).statusCode).toBe(403);
    expect((await statsOf('customer-1', 'provider-1')).statusCode).toBe(403);
    expect((await statsOf('admin-1', 'nobody')).statusCode).toBe(404);
    expect((await statsOf('customer-1', 'customer-1')).statusCode).toBe(404);
  });

  it("counts a job completed today in today's earnings and a new pending bid", async () => {
    await t.app.db.update(bookings).set({ status: 'completed', completedAt: new Date() }).where(eq(bookings.id, 'booking-demo-0004'));
    await t.app.db.insert(bids).values({
      id: 'stats-test-bid',
      bookingId: 'booking-demo-0005',
      providerId: 'provider-1',
      amountPaise: 50_000,
      estimatedDuration: 60,
    });
    const res = await statsOf('provider-1', 'provider-1');
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 2,
      completionRate: 100,
      averageRating: 5,
      totalEarnings: '1920.00',
      todayEarnings: '1100.00',
      pendingBids: 1,
    });
  });
});
