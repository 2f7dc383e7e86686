import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const profileOf = async (id: string) => (await t.as('customer-1')({ method: 'GET', url: `/api/provider-profile/${id}` })).json();

describe('provider profiles', () => {
  it('lists only fully verified providers as active, for anyone', async () => {
    const res = await t.as('customer-1')({ method: 'GET', url: '/api/provider-profile/active' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { userId: string }) => p.userId);
    expect(ids).toEqual(['provider-1', 'provider-2']);
    expect(res.json().every((p: { canActivateProfile: boolean }) => p.canActivateProfile)).toBe(true);
  });

  it('reads a profile with rating from feedback and job counts; its base only for the provider and the administrator', async () => {
    for (const who of ['provider-1', 'admin-1']) {
      expect((await t.as(who)({ method: 'GET', url: '/api/provider-profile/provider-1' })).json(), who).toMatchObject({ baseLatitude: '12.978400', baseLongitude: '77.640800' });
    }
    const res = await t.as('customer-2')({ method: 'GET', url: '/api/provider-profile/provider-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: 'provider-1',
      hourlyRateMin: 300,
      hourlyRateMax: 800,
      serviceRadius: 10,
      baseLatitude: null,
      baseLongitude: null,
      rating: 5,
      reviews: 1,
      totalJobs: 2,
      completedJobs: 1,
      canActivateProfile: true,
      // The base's grid cell (about a kilometre), with the radius less what the rounding can move: not the base.
      serviceArea: { lat: 12.98, lng: 77.64, radiusKm: 9.2 },
    });
    const p3 = await profileOf('provider-3');
    expect(p3).toMatchObject({ rating: null, reviews: 0, canActivateProfile: false });
  });

  it('answers 404 for an unknown provider and for a customer id', async () => {
    for (const id of ['nobody', 'customer-1']) {
      const res = await t.as('customer-1')({ method: 'GET', url: `/api/provider-profile/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/no provider/);
    }
  });

  it('lets a provider save their own rates and radius', async () => {
    const res = await t.as('provider-2')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-2',
      payload: { hourlyRateMin: 400, hourlyRateMax: 900, serviceRadius: 15 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'provider-2', hourlyRateMin: 400, hourlyRateMax: 900, serviceRadius: 15 });
    expect(await profileOf('provider-2')).toMatchObject({ hourlyRateMin: 400, hourlyRateMax: 900, serviceRadius: 15 });
  });

  it('lets the admin save rates for a provider', async () => {
    const res = await t.as('admin-1')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-3',
      payload: { hourlyRateMin: 250, hourlyRateMax: 250, serviceRadius: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hourlyRateMin: 250, hourlyRateMax: 250, serviceRadius: 5 });
  });

  it("refuses another provider's or a customer's edit and changes nothing", async () => {
    const before = await profileOf('provider-1');
    for (const who of ['provider-2', 'customer-1']) {
      const res = await t.as(who)({
        method: 'PATCH',
        url: '/api/provider-profile/provider-1',
        payload: { hourlyRateMin: 1, hourlyRateMax: 2, serviceRadius: 5 },
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await t.as('admin-1')({
      method: 'PATCH',
      url: '/api/provider-profile/nobody',
      payload: { hourlyRateMin: 1, hourlyRateMax: 2, serviceRadius: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await profileOf('provider-1')).toEqual(before);
  });

  it('refuses bad rates with a message naming the field and changes nothing', async () => {
    const before = await profileOf('provider-1');
    const patch = (payload: unknown) =>
      t.as('provider-1')({ method: 'PATCH', url: '/api/provider-profile/provider-1', payload: payload as object });

    const minAboveMax = await patch({ hourlyRateMin: 900, hourlyRateMax: 500, serviceRadius: 10 });
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json().message).toBe('hourlyRateMax: Maximum rate must be at least the minimum rate');

    const radius = await patch({ hourlyRateMin: 300, hourlyRateMax: 500, serviceRadius: 7 });
    expect(radius.statusCode).toBe(400);
    expect(radius.json().issues[0]).toEqual({ path: 'serviceRadius', message: 'Service radius must be 5, 10, 15 or 25 km' });

    const negative = await patch({ hourlyRateMin: -1, hourlyRateMax: 500, serviceRadius: 10 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/Minimum rate cannot be negative/);

    const wrongType = await patch({ hourlyRateMin: '300', hourlyRateMax: 500, serviceRadius: 10 });
    expect(wrongType.statusCode).toBe(400);

    const missing = await patch({ hourlyRateMin: 300 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/required/);

    const malformed = await t.as('provider-1')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-1',
      headers: { 'content-type': 'application/json' },
      payload: '{"hourlyRateMin":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await profileOf('provider-1')).toEqual(before);
  });
});
