import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { quoteBid } from '../../../shared/pricing/quote';
import { priceToWire } from '../../../shared/pricing/price-model';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookings } from '../../db/schema';
import { getPricing, getSettings, putPricing, putSettings } from '../admin/config-repository';
import { insertBooking, insertProviders } from '../../../../tests/server/bid-fixtures';

let t: TestApp;
let extra: string[];
beforeAll(async () => {
  t = await createTestApp();
  extra = await insertProviders(t.app, 3);
});
afterAll(async () => t?.close());

const place = (providerId: string, bookingId: string, bidAmount: string) =>
  t.as(providerId)({ method: 'POST', url: '/api/bids', payload: { bookingId, providerId, bidAmount, estimatedDuration: 60 } });
const accept = (customerId: string, bidId: string, payload?: Record<string, unknown>) =>
  t.as(customerId)({ method: 'PATCH', url: `/api/bids/${bidId}/accept`, payload });
const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const priceOf = (wire: Record<string, unknown>) => {
  const { cgst, sgst, gst, totalAmount, providerAmount, platformAmount, priorityBonus, gstRate, platformFeeRate } = wire;
  return { cgst, sgst, gst, totalAmount, providerAmount, platformAmount, priorityBonus, gstRate, platformFeeRate };
};

describe('bid prices', () => {
  it('answers the price the device previews, lists bids by customer total and keeps a bid\'s price when GST changes', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const first = (await place('provider-1', bookingId, '612.35')).json();
    // The device computes the same figures from the same shared function.
    const { subtotal: _p, ...preview } = priceToWire(quoteBid('612.35', DEFAULT_PRICING, { takeover: false }));
    expect(priceOf(first)).toEqual(preview);

    const saved = await getPricing(t.app.db);
    await putPricing(t.app.db, { ...saved, gstPercentage: 5, platformFeePercentage: 10 });
    try {
      // 600.00 at 5 % is 630.00, below the first bid's 722.57 at 18 %.
      const second = (await place('provider-2', bookingId, '600')).json();
      expect(second).toMatchObject({ gst: '30.00', totalAmount: '630.00', providerAmount: '540.00', gstRate: 5, platformFeeRate: 10 });
      const listed = (await t.as('customer-1')({ method: 'GET', url: `/api/bids/booking/${bookingId}` })).json();
      expect(listed.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
      // The first bid still carries the rates it was placed with, and its acceptance charges them.
      expect(listed[1]).toMatchObject({ totalAmount: '722.57', gstRate: 18 });
      const res = await accept('customer-1', first.id, { expectedTotal: '722.57' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking).toMatchObject({ subtotal: '612.35', totalAmount: '722.57', providerAmount: '459.26', gstRate: 18, platformFeeRate: 25 });
    } finally {
      await putPricing(t.app.db, saved);
    }
  });

  it('refuses an acceptance whose expected total is not the bid\'s, and changes nothing', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const bid = (await place('provider-1', bookingId, '500')).json();
    // The provider revises the bid while the customer is looking at the old card.
    await place('provider-1', bookingId, '550');
    const res = await accept('customer-1', bid.id, { expectedTotal: '590.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bid has changed: its total is now ₹649. Please review it again.');
    expect((await bookingRow(bookingId)).status).toBe('pending');
    expect((await accept('customer-1', bid.id, { expectedTotal: '649.00' })).statusCode).toBe(200);
  });

  it('keeps the agreed price through an emergency release and asks before charging more', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
    const bid = (await place('provider-1', bookingId, '500')).json();
    await accept('customer-1', bid.id);
    const released = await t.as('provider-1')({
      method: 'POST',
      url: `/api/bookings/${bookingId}/emergency-release`,
      payload: { providerId: 'provider-1', reason: 'Vehicle breakdown/malfunction' },
    });
    expect(released.statusCode, released.body).toBe(200);
    // Nothing the customer pays has moved.
    expect(released.json()).toMatchObject({ status: 'emergency_released', totalAmount: '590.00', subtotal: '500.00', agreedTotal: '590.00', selectedProviderId: null });

    // A provider taking it over earns the priority bonus, paid from the platform fee: the customer's total is the bid's as usual.
    const higher = (await place('provider-2', bookingId, '600')).json();
    expect(higher).toMatchObject({ totalAmount: '708.00', providerAmount: '600.00', platformAmount: '0.00', priorityBonus: '150.00' });
    const refused = await accept('customer-1', higher.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This bid is ₹118 more than your agreed price of ₹590; confirm its total of ₹708 to accept it');
    expect((await bookingRow(bookingId)).status).toBe('emergency_released');

    const confirmed = await accept('customer-1', higher.id, { expectedTotal: '708.00' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking).toMatchObject({ status: 'confirmed', totalAmount: '708.00', providerAmount: '600.00', priorityBonus: '150.00', agreedTotal: null });
  });

  it('takes a bid at or below the agreed price without a second question, and never auto-accepts one above it', async () => {
    const bookingId = await insertBooking(t.app, { customerId: 'customer-2' });
    const bid = (await place(extra[0], bookingId, '500')).json();
    await accept('customer-2', bid.id);
    await t.as(extra[0])({ method: 'POST', url: `/api/bookings/${bookingId}/emergency-release`, payload: { providerId: extra[0], reason: 'Medical emergency' } });

    const saved = await getSettings(t.app.db);
    await putSettings(t.app.db, { ...DEMO_SETTINGS, ...saved, autoAcceptBids: true });
    try {
      const above = (await place(extra[1], bookingId, '520')).json();
      expect(above.status).toBe('pending');
      expect((await bookingRow(bookingId)).status).toBe('emergency_released');
    } finally {
      await putSettings(t.app.db, saved);
    }
    const below = (await place(extra[2], bookingId, '480')).json();
    const res = await accept('customer-2', below.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ totalAmount: '566.40', agreedTotal: null });
  });
});
