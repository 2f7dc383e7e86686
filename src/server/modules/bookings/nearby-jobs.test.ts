import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_AREA_MESSAGE, distanceKm, matchLocality } from '../../../shared/domain/localities';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody, writeCounts } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Bookings are taken only where some provider serves (service-area.ts): provider-1, from
  // Indiranagar, serves the whole east and north of the city here, its base left as it is.
  const wide = await t.as('provider-1')({ method: 'PATCH', url: '/api/provider-profile/provider-1', payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 25 } });
  expect(wide.statusCode).toBe(200);
});
afterAll(async () => t?.close());

const create = (overrides: Record<string, unknown>) =>
  t.as('customer-2')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: 'customer-2', latitude: null, longitude: null, ...overrides }) });
const pending = async (as: string) => {
  const res = await t.as(as)({ method: 'GET', url: '/api/bookings/pending' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; location: string; latitude: string; longitude: string; status: string }[];
};
const setBase = (providerId: string, area: string, serviceRadius = 10) => {
  const place = matchLocality(area)!;
  return t.as(providerId)({
    method: 'PATCH',
    url: `/api/provider-profile/${providerId}`,
    payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius, baseLatitude: String(place.lat), baseLongitude: String(place.lng) },
  });
};

describe("a provider's nearby jobs", () => {
  it('places a typed address at its locality, or refuses it with the area message', async () => {
    const byPin = await create({ location: '14, 2nd Main, 560066' });
    expect(byPin.statusCode).toBe(201);
    expect(byPin.json()).toMatchObject({ latitude: '12.969800', longitude: '77.750000' });
    const before = await writeCounts(t.app);
    const nowhere = await create({ location: 'Basement P2, Prestige Tower' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().message).toBe(CHOOSE_AREA_MESSAGE);
    expect(await writeCounts(t.app)).toEqual(before);
    const pinned = await create({ location: 'Basement P2, Prestige Tower', latitude: '12.9500', longitude: '77.7000' });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json()).toMatchObject({ latitude: '12.9500', longitude: '77.7000' });
  });

  it('lists only jobs within the radius of the base, nearest first; moving the base moves the list', async () => {
    const whitefield = (await create({ location: 'Whitefield main road' })).json().id as string;
    const marathahalli = (await create({ location: 'Marathahalli bridge' })).json().id as string;
    const yelahanka = (await create({ location: 'Yelahanka new town' })).json().id as string;
    expect((await setBase('provider-2', 'Whitefield')).statusCode).toBe(200);

    const near = await pending('provider-2');
    const ids = near.map((j) => j.id);
    expect(ids).toContain(whitefield);
    expect(ids).toContain(marathahalli);
    expect(ids).not.toContain(yelahanka);
    const base = matchLocality('Whitefield')!;
    const distances = near.map((j) => distanceKm(base, { lat: Number(j.latitude), lng: Number(j.longitude) }));
    for (const d of distances) expect(d).toBeLessThanOrEqual(10);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    expect((await setBase('provider-2', 'Yelahanka', 5)).statusCode).toBe(200);
    const north = (await pending('provider-2')).map((j) => j.id);
    expect(north).toContain(yelahanka);
    expect(north).not.toContain(whitefield);
    // The admin still sees every open job.
    const all = (await pending('admin-1')).map((j) => j.id);
    expect(all).toEqual(expect.arrayContaining([whitefield, marathahalli, yelahanka]));
  });

  it('refuses half a base and a base off the globe, changing nothing', async () => {
    const half = await t.as('provider-1')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-1',
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10, baseLatitude: '12.9' },
    });
    expect(half.statusCode).toBe(400);
    const off = await t.as('provider-1')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-1',
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10, baseLatitude: '120', baseLongitude: '77' },
    });
    expect(off.statusCode).toBe(400);
    const profile = (await t.as('provider-1')({ method: 'GET', url: '/api/provider-profile/provider-1' })).json();
    expect(profile).toMatchObject({ baseLatitude: '12.978400', baseLongitude: '77.640800' });
  });
});
