import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, formatDistance, LOCALITIES, matchLocality, parseCoordinates, resolveCoordinates, mapAddress, nearestLocality } from './localities';

describe('Bangalore localities', () => {
  it('have unique names and PIN codes inside the city', () => {
    expect(new Set(LOCALITIES.map((l) => l.name)).size).toBe(LOCALITIES.length);
    expect(new Set(LOCALITIES.map((l) => l.pin)).size).toBe(LOCALITIES.length);
    for (const l of LOCALITIES) {
      expect(l.lat).toBeGreaterThan(12.8);
      expect(l.lat).toBeLessThan(13.15);
      expect(l.lng).toBeGreaterThan(77.45);
      expect(l.lng).toBeLessThan(77.8);
    }
  });

  it('match a typed address by PIN code first, then by the longest name as whole words', () => {
    expect(matchLocality('12, 5th Cross, Bangalore 560066')?.name).toBe('Whitefield');
    expect(matchLocality('HAL 2nd Stage, Indiranagar')?.name).toBe('Indiranagar');
    expect(matchLocality('koramangala 4th block')?.name).toBe('Koramangala');
    expect(matchLocality('Flat 3, J P Nagar 7th phase')?.name).toBe('JP Nagar');
    expect(matchLocality('Near Forum, 560034, BTM')?.name).toBe('Koramangala');
    expect(matchLocality('Bangalore, Karnataka')).toBeNull();
    expect(matchLocality('Basement P2, Prestige Tower')).toBeNull();
    // Whole words only: "Domlurx" is not Domlur.
    expect(matchLocality('Domlurx')).toBeNull();
  });

  it('prefer a given point to the matched locality and refuse bad numbers', () => {
    expect(resolveCoordinates('Koramangala', '13.000000', '77.600000')).toEqual({ lat: 13, lng: 77.6 });
    expect(resolveCoordinates('Koramangala', null, null)).toEqual({ lat: 12.9352, lng: 77.6245 });
    expect(resolveCoordinates('somewhere', null, null)).toBeNull();
    expect(parseCoordinates('91', '77')).toBeNull();
    expect(parseCoordinates('abc', '77')).toBeNull();
  });

  it('measure great-circle distances and a box that holds the circle', () => {
    const whitefield = matchLocality('Whitefield')!;
    const yelahanka = matchLocality('Yelahanka')!;
    const d = distanceKm(whitefield, yelahanka);
    expect(d).toBeGreaterThan(20);
    expect(d).toBeLessThan(25);
    expect(distanceKm(whitefield, whitefield)).toBe(0);
    const box = boundingBox(whitefield, 10);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      // A point 9.99 km away in each direction lies inside the box.
      const t = (bearing * Math.PI) / 180;
      const p = { lat: whitefield.lat + (9.99 / 111.2) * Math.cos(t), lng: whitefield.lng + (9.99 / (111.2 * Math.cos((whitefield.lat * Math.PI) / 180))) * Math.sin(t) };
      expect(distanceKm(whitefield, p)).toBeLessThan(10.05);
      expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(true);
    }
    expect(formatDistance(0.85)).toBe('850 m');
    expect(formatDistance(3.44)).toBe('3.4 km');
  });
});

describe('a point picked on the map', () => {
  it('is named after the nearest locality within reach, and nothing far away', () => {
    expect(nearestLocality({ lat: 12.9361, lng: 77.6251 })?.name).toBe('Koramangala');
    expect(nearestLocality({ lat: 12.9784, lng: 77.6408 })?.name).toBe('Indiranagar');
    // The sea off Chennai is near no Bangalore locality.
    expect(nearestLocality({ lat: 13.08, lng: 80.3 })).toBeNull();
  });

  it('becomes an address of house or flat, landmark and area', () => {
    expect(mapAddress({ lat: 12.9361, lng: 77.6251 }, ' Flat 402, Sai Residency ', 'Sony World Junction')).toBe(
      'Flat 402, Sai Residency, near Sony World Junction, Koramangala 560034',
    );
    expect(mapAddress({ lat: 12.9361, lng: 77.6251 }, '12', '  ')).toBe('12, Koramangala 560034');
    expect(mapAddress({ lat: 13.08, lng: 80.3 }, '12', '')).toBe('12, 13.0800, 80.3000 (Bangalore)');
  });
});
