import { describe, expect, it } from 'vitest';
import { distanceKm, LOCALITIES } from './localities';
import { AREA_GRID_DEGREES, areaServes, providersServing, serviceAreaOf } from './service-area';

const base = (lat: number, lng: number, serviceRadius = 10) => ({ baseLatitude: String(lat), baseLongitude: String(lng), serviceRadius, accountLocation: null });

describe('service areas', () => {
  it('publish the base on a grid of about a kilometre, not the base itself', () => {
    const area = serviceAreaOf(base(12.971234, 77.640987))!;
    expect(area).toEqual({ lat: 12.97, lng: 77.64, radiusKm: 9.2 });
    expect(Math.abs(area.lat / AREA_GRID_DEGREES - Math.round(area.lat / AREA_GRID_DEGREES))).toBeLessThan(1e-9);
  });

  it('never cover a place outside the real area, wherever the base lies in its grid cell', () => {
    for (let i = 0; i < 500; i++) {
      const real = { lat: 12.8 + Math.random() * 0.4, lng: 77.4 + Math.random() * 0.4 };
      const radius = [5, 10, 15, 25][i % 4]!;
      const area = serviceAreaOf(base(real.lat, real.lng, radius))!;
      // A point on the published edge, in a random direction, lies inside the real radius.
      const angle = Math.random() * 2 * Math.PI;
      const kmPerDegLat = 111.2;
      const edge = { lat: area.lat + (Math.sin(angle) * area.radiusKm) / kmPerDegLat, lng: area.lng + (Math.cos(angle) * area.radiusKm) / (kmPerDegLat * Math.cos((area.lat * Math.PI) / 180)) };
      expect(distanceKm(real, edge)).toBeLessThanOrEqual(radius);
    }
  });

  it('fall back to the account’s locality, as the open-jobs feed does, and to none when nothing places the provider', () => {
    const koramangala = LOCALITIES.find((l) => l.name.startsWith('Koramangala'))!;
    const area = serviceAreaOf({ baseLatitude: null, baseLongitude: null, serviceRadius: 5, accountLocation: koramangala.name })!;
    expect(distanceKm(area, koramangala)).toBeLessThan(0.8);
    expect(serviceAreaOf({ baseLatitude: null, baseLongitude: null, serviceRadius: 5, accountLocation: 'somewhere' })).toBeNull();
  });

  it('tell who serves a point: inside the radius, an unknown area everywhere, everyone while the point is unknown', () => {
    const near = { providerId: 'a', serviceArea: serviceAreaOf(base(12.97, 77.64, 5)) };
    const anywhere = { providerId: 'b', serviceArea: null };
    const far = { providerId: 'c', serviceArea: serviceAreaOf(base(13.1, 77.59, 5)) };
    const indiranagar = { lat: 12.975, lng: 77.645 };
    expect(providersServing([near, far], indiranagar).map((p) => p.providerId)).toEqual(['a']);
    expect(providersServing([far], indiranagar)).toEqual([]);
    expect(providersServing([far, anywhere], indiranagar).map((p) => p.providerId)).toEqual(['b']);
    expect(providersServing([far], null)).toHaveLength(1);
    expect(areaServes(undefined, indiranagar)).toBe(true);
  });
});
