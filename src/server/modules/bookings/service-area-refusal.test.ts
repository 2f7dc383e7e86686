import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLocality } from '../../../shared/domain/localities';
import { OUTSIDE_SERVICE_AREA_MESSAGE } from '../../../shared/domain/service-area';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody, writeCounts } from '../../../../tests/server/bookings-support';

/**
 * A booking is taken only where some active provider's published area covers its place, by the
 * rule the booking form checks before the submit (shared/domain/service-area.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const create = (location: string, point: { latitude: string; longitude: string } | null = null) =>
  t.as('customer-2')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: 'customer-2', location, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null }) });

describe('booking where no provider serves', () => {
  it('refuses a place outside every active provider’s area with its reason, changing nothing', async () => {
    // The seeded active providers start from Indiranagar and Koramangala, 10 km each.
    const before = await writeCounts(t.app);
    const far = await create('Yelahanka new town');
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(OUTSIDE_SERVICE_AREA_MESSAGE);
    const pinned = await create('Farm house, Devanahalli road', { latitude: '13.2400', longitude: '77.7100' });
    expect(pinned.statusCode).toBe(422);
    expect(pinned.json().message).toBe(OUTSIDE_SERVICE_AREA_MESSAGE);
    expect(await writeCounts(t.app)).toEqual(before);
  });

  it('takes a place inside an area, and one further out once a provider moves their base there', async () => {
    expect((await create('HAL 2nd Stage, Indiranagar')).statusCode).toBe(201);
    const yelahanka = matchLocality('Yelahanka')!;
    const moved = await t.as('provider-2')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-2',
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 5, baseLatitude: String(yelahanka.lat), baseLongitude: String(yelahanka.lng) },
    });
    expect(moved.statusCode).toBe(200);
    expect((await create('Yelahanka new town')).statusCode).toBe(201);
  });

  it('publishes each active provider’s area to everyone, rounded, without the base', async () => {
    const list = (await t.as(null)({ method: 'GET', url: '/api/provider-profile/active' })).json() as { userId: string; baseLatitude: string | null; serviceArea: { lat: number; lng: number; radiusKm: number } | null }[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      expect(p.baseLatitude).toBeNull();
      expect(p.serviceArea, p.userId).not.toBeNull();
      for (const deg of [p.serviceArea!.lat, p.serviceArea!.lng]) expect(Math.abs(deg * 100 - Math.round(deg * 100))).toBeLessThan(1e-6);
    }
  });
});
