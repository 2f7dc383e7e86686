import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bids, bookings } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';

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
    // c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41 completed (bid 820: the provider earns 75 %, 615.00; feedback 5) and 6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74 confirmed.
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 1,
      completionRate: 50,
      averageRating: 5,
      totalEarnings: '615.00',
      todayEarnings: '0.00',
      pendingBids: 0,
    });
  });

  it('computes provider-2 figures, including the open bid on f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85', async () => {
    const res = await statsOf('admin-1', 'provider-2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 2,
      completionRate: 100,
      averageRating: 4,
      // Bids of 220 and 260: 165.00 + 195.00.
      totalEarnings: '360.00',
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
    await t.app.db.update(bookings).set({ status: 'completed', completedAt: new Date() }).where(eq(bookings.id, '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74'));
    await t.app.db.insert(bids).values({
      id: 'stats-test-bid',
      bookingId: 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85',
      providerId: 'provider-1',
      amountPaise: 50_000,
      ...defaultPriceColumns(50_000),
      estimatedDuration: 60,
    });
    const res = await statsOf('provider-1', 'provider-1');
    expect(res.json()).toEqual({
      totalJobs: 2,
      completedJobs: 2,
      completionRate: 100,
      averageRating: 5,
      // 6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74's bid of 1,100.00 earns 825.00.
      totalEarnings: '1440.00',
      todayEarnings: '825.00',
      pendingBids: 1,
    });
  });

  it('answers the earnings statement with the same totals as the stats, and the same jobs as CSV', async () => {
    const stats = (await statsOf('provider-1', 'provider-1')).json();
    const res = await t.as('provider-1')({ method: 'GET', url: '/api/provider/provider-1/earnings' });
    expect(res.statusCode).toBe(200);
    const statement = res.json();
    expect(statement.totalEarnings).toBe(stats.totalEarnings);
    expect(statement.todayEarnings).toBe(stats.todayEarnings);
    expect(statement.jobs.map((j: { bookingId: string }) => j.bookingId)).toEqual(['6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41']);
    expect(statement.jobs[1]).toMatchObject({
      services: ['Premium Wash', 'Tyre Polish'],
      servicePrice: '820.00',
      platformFee: '205.00',
      priorityBonus: '0.00',
      earning: '615.00',
      customerTotal: '967.60',
    });
    const weekly = statement.weeks.reduce((sum: number, w: { earning: string }) => sum + Number(w.earning) * 100, 0);
    expect(Math.round(weekly)).toBe(144000);

    const csv = await t.as('admin-1')({ method: 'GET', url: '/api/provider/provider-1/earnings.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Completed at (IST),Week starting (Monday),Booking,Services,Service price (INR),Platform fee (INR),Priority bonus (INR),Taken back by refunds (INR),Your earning (INR),Customer total incl. GST (INR)');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(',#7A3C9B41,Premium Wash + Tyre Polish,820.00,205.00,0.00,0.00,615.00,967.60');
    expect((await t.as('provider-2')({ method: 'GET', url: '/api/provider/provider-1/earnings.csv' })).statusCode).toBe(403);
  });
});
