import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, fewestStatements, type TestApp } from '../../../../tests/server/test-app';
import { bids, bookings, providerProfiles } from '../../db/schema';
import { insertBooking } from '../../../../tests/server/bid-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type WireBid = { id: string; providerId: string; bidAmount: string; status: string; estimatedDuration: number; message: string | null };

const list = async (userId: string, bookingId: string) => {
  const res = await t.as(userId)({ method: 'GET', url: `/api/bids/booking/${bookingId}` });
  return res.statusCode === 200 ? (res.json() as WireBid[]) : res;
};

const place = (userId: string, payload: Record<string, unknown>) =>
  t.as(userId)({ method: 'POST', url: '/api/bids', payload });

const bidRows = (bookingId: string) => t.app.db.select().from(bids).where(eq(bids.bookingId, bookingId));

describe('bids: listing', () => {
  it("shows the booking's customer its bids with the provider embedded", async () => {
    const res = await t.as('customer-2')({ method: 'GET', url: '/api/bids/booking/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85' });
    expect(res.statusCode).toBe(200);
    const [bid] = res.json();
    expect(bid).toMatchObject({
      id: 'f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85-bid-1',
      providerId: 'provider-2',
      bidAmount: '450.00',
      estimatedDuration: 75,
      status: 'pending',
      provider: { name: 'Suresh Gowda', location: expect.any(String) },
      providerProfile: { rating: 4, reviews: 1, completedJobs: 2 },
    });
  });

  it('sorts by amount ascending and lets each persona see only what it may', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    expect((await place('provider-2', { bookingId, providerId: 'provider-2', bidAmount: '700', estimatedDuration: 90, message: 'Sedan wash' })).statusCode).toBe(201);
    expect((await place('provider-1', { bookingId, providerId: 'provider-1', bidAmount: '650.50', estimatedDuration: 60 })).statusCode).toBe(201);

    const mine = (await list('customer-1', bookingId)) as WireBid[];
    expect(mine.map((b) => [b.providerId, b.bidAmount])).toEqual([
      ['provider-1', '650.50'],
      ['provider-2', '700.00'],
    ]);
    expect(mine[0].message).toBeNull();
    expect(((await list('admin-1', bookingId)) as WireBid[]).length).toBe(2);
    const own = (await list('provider-2', bookingId)) as WireBid[];
    expect(own.map((b) => b.providerId)).toEqual(['provider-2']);
    const stranger = await t.as('customer-2')({ method: 'GET', url: `/api/bids/booking/${bookingId}` });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('You can only see the bids on your own bookings');
    const unknown = await t.as('customer-1')({ method: 'GET', url: '/api/bids/booking/no-such-booking' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an unchanged poll 304 without touching the database, and 200 after a new bid', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const url = `/api/bids/booking/${bookingId}`;
    const first = await t.as('customer-1')({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    await t.cookieFor('customer-1');
    const statements = await fewestStatements(t.app, async () => {
      const again = await t.as('customer-1')({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
    expect(statements).toBe(0);

    await place('provider-1', { bookingId, providerId: 'provider-1', bidAmount: '300', estimatedDuration: 45 });
    const changed = await t.as('customer-1')({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(1);
  });
});

describe('bids: placing and revising', () => {
  it('creates a bid with the client id, then revises the same row on a second placement', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const id = '0f6b2c1e-8a7d-4c3b-9e2f-5a1b2c3d4e5f';
    const created = await place('provider-1', { id, bookingId, providerId: 'provider-1', bidAmount: '499.99', estimatedDuration: 60, message: ' On my way ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, bookingId, bidAmount: '499.99', status: 'pending', message: 'On my way', provider: { name: 'Ravi Kumar' } });

    const revised = await place('provider-1', { bookingId, providerId: 'provider-1', bidAmount: '450', estimatedDuration: 50, message: null });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ id, bidAmount: '450.00', estimatedDuration: 50, message: null, status: 'pending' });
    const rows = await bidRows(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0].amountPaise).toBe(45000);
  });

  it('refuses a provider who has not finished onboarding, customers, and bidding as someone else', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const body = { bookingId, bidAmount: '400', estimatedDuration: 60 };
    const unverified = await place('provider-3', { ...body, providerId: 'provider-3' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Complete onboarding before bidding');
    const customer = await place('customer-1', { ...body, providerId: 'customer-1' });
    expect(customer.statusCode).toBe(403);
    const impostor = await place('provider-1', { ...body, providerId: 'provider-2' });
    expect(impostor.statusCode).toBe(403);
    expect(await bidRows(bookingId)).toHaveLength(0);
  });

  it('refuses bookings that are not open for bids and lets a releasing provider not bid again', async () => {
    const confirmed = await place('provider-2', { bookingId: '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', providerId: 'provider-2', bidAmount: '400', estimatedDuration: 60 });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('Cannot place a bid on this booking: it is confirmed');
    const unknown = await place('provider-2', { bookingId: 'no-such-booking', providerId: 'provider-2', bidAmount: '400', estimatedDuration: 60 });
    expect(unknown.statusCode).toBe(404);

    const released = await insertBooking(t.app, { customerId: 'customer-1', status: 'emergency_released', releasedBy: ['provider-1'] });
    const again = await place('provider-1', { bookingId: released, providerId: 'provider-1', bidAmount: '400', estimatedDuration: 60 });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('You released this booking, so you cannot bid on it again');
    const other = await place('provider-2', { bookingId: released, providerId: 'provider-2', bidAmount: '400', estimatedDuration: 60 });
    expect(other.statusCode).toBe(201);
    expect((await bidRows(released)).map((b) => b.providerId)).toEqual(['provider-2']);
  });

  it('answers bad input 400 with the field message and writes nothing', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const base = { bookingId, providerId: 'provider-1', bidAmount: '400', estimatedDuration: 60 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, bidAmount: '0' }, 'bidAmount: Bid amount must be more than 0'],
      [{ ...base, bidAmount: 'abc' }, 'bidAmount: Must be an amount in rupees with at most 2 decimals'],
      [{ ...base, estimatedDuration: 0 }, 'estimatedDuration: Duration must be at least 1 minute'],
      [{ ...base, estimatedDuration: 1441 }, 'estimatedDuration: Duration must be at most 1440 minutes'],
      [{ ...base, estimatedDuration: 30.5 }, 'estimatedDuration: Duration must be whole minutes'],
      [{ bookingId, providerId: 'provider-1', bidAmount: '400' }, 'estimatedDuration: Duration is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await place('provider-1', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message.startsWith(message), res.json().message).toBe(true);
    }
    const malformed = await t.as('provider-1')({
      method: 'POST',
      url: '/api/bids',
      headers: { 'content-type': 'application/json' },
      payload: '{"bookingId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect(await bidRows(bookingId)).toHaveLength(0);
  });
});

describe('bids: accepting', () => {
  it('confirms the booking for the bidder, prices it from the bid and rejects the other bids', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const win = (await place('provider-1', { bookingId, providerId: 'provider-1', bidAmount: '500.50', estimatedDuration: 60 })).json();
    const lose = (await place('provider-2', { bookingId, providerId: 'provider-2', bidAmount: '480', estimatedDuration: 60 })).json();
    const [jobsBefore] = await t.app.db.select().from(providerProfiles).where(eq(providerProfiles.userId, 'provider-1'));

    const stranger = await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${win.id}/accept` });
    expect(stranger.statusCode).toBe(403);
    const provider = await t.as('provider-1')({ method: 'PATCH', url: `/api/bids/${win.id}/accept` });
    expect(provider.statusCode).toBe(403);
    const unknown = await t.as('customer-1')({ method: 'PATCH', url: '/api/bids/no-such-bid/accept' });
    expect(unknown.statusCode).toBe(404);
    expect((await bidRows(bookingId)).every((b) => b.status === 'pending')).toBe(true);

    const res = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${win.id}/accept` });
    expect(res.statusCode).toBe(200);
    const { bid, booking } = res.json();
    expect(bid).toMatchObject({ id: win.id, status: 'accepted', providerId: 'provider-1' });
    expect(booking).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      selectedProviderId: 'provider-1',
      // The bid is the service price P: GST 18 % on top (CGST + SGST 45.05 each), 25 % fee out of it.
      subtotal: '500.50',
      cgst: '45.05',
      sgst: '45.05',
      gst: '90.10',
      totalAmount: '590.60',
      providerAmount: '375.37',
      platformAmount: '125.13',
      provider: { name: 'Ravi Kumar' },
    });
    const rows = await bidRows(bookingId);
    expect(rows.find((b) => b.id === lose.id)!.status).toBe('rejected');
    const [jobsAfter] = await t.app.db.select().from(providerProfiles).where(eq(providerProfiles.userId, 'provider-1'));
    expect(jobsAfter.totalJobs).toBe(jobsBefore.totalJobs + 1);

    const customerView = (await list('customer-1', bookingId)) as WireBid[];
    expect(customerView.map((b) => b.id)).toEqual([win.id]);
    const second = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${lose.id}/accept` });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This booking already has an accepted bid');
    const late = await place('provider-2', { bookingId, providerId: 'provider-2', bidAmount: '400', estimatedDuration: 60 });
    expect(late.statusCode).toBe(409);
  });

  it('answers a repeated accept with the same Idempotency-Key with the first answer', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const placed = (await place('provider-2', { bookingId, providerId: 'provider-2', bidAmount: '350', estimatedDuration: 40 })).json();
    const send = () =>
      t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${placed.id}/accept`, headers: { 'idempotency-key': `accept-${placed.id}` } });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const fresh = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${placed.id}/accept` });
    expect(fresh.statusCode).toBe(409);
  });

  it('accepts the first bid at once when the autoAcceptBids setting is on', async () => {
    const { getSettings, putSettings } = await import('../admin/config-repository');
    const saved = await getSettings(t.app.db);
    await putSettings(t.app.db, { ...saved, autoAcceptBids: true });
    try {
      const bookingId = await insertBooking(t.app, { customerId: 'customer-2' });
      const first = await place('provider-1', { bookingId, providerId: 'provider-1', bidAmount: '420', estimatedDuration: 60 });
      expect(first.statusCode).toBe(201);
      expect(first.json().status).toBe('accepted');
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(row).toMatchObject({ status: 'confirmed', selectedProviderId: 'provider-1', subtotalPaise: 42000, gstPaise: 7560, totalPaise: 49560, providerPaise: 31500, platformPaise: 10500 });
      const second = await place('provider-2', { bookingId, providerId: 'provider-2', bidAmount: '400', estimatedDuration: 60 });
      expect(second.statusCode).toBe(409);
    } finally {
      await putSettings(t.app.db, saved);
    }
  });
});
