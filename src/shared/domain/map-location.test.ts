import { describe, expect, it } from 'vitest';
import {
  formatLocationText,
  isInBangalore,
  latLngToMapPoint,
  MAP_VIEWBOX,
  mapPointToLatLng,
  NEIGHBOURHOODS,
} from './map-location';

describe('map formula', () => {
  it('maps corners and centre of the viewBox', () => {
    expect(MAP_VIEWBOX).toEqual({ width: 400, height: 300 });
    expect(mapPointToLatLng(0, 0)).toEqual({ lat: 13.1, lng: 77.5 });
    const bottomRight = mapPointToLatLng(400, 300);
    expect(bottomRight.lat).toBeCloseTo(12.7, 10);
    expect(bottomRight.lng).toBeCloseTo(77.9, 10);
    const centre = mapPointToLatLng(200, 150);
    expect(centre.lat).toBeCloseTo(12.9, 10);
    expect(centre.lng).toBeCloseTo(77.7, 10);
  });

  it('inverts', () => {
    for (const [x, y] of [[0, 0], [123, 45], [400, 300], [250.5, 99.25]]) {
      const { lat, lng } = mapPointToLatLng(x, y);
      const back = latLngToMapPoint(lat, lng);
      expect(back.x).toBeCloseTo(x, 8);
      expect(back.y).toBeCloseTo(y, 8);
    }
  });
});

describe('Bangalore box and text', () => {
  it('checks the box inclusively', () => {
    expect(isInBangalore(12.9716, 77.5946)).toBe(true);
    expect(isInBangalore(12.8, 77.4)).toBe(true);
    expect(isInBangalore(13.2, 77.8)).toBe(true);
    expect(isInBangalore(12.79, 77.5)).toBe(false);
    expect(isInBangalore(13, 77.81)).toBe(false);
    expect(isInBangalore(19.076, 72.8777)).toBe(false);
  });

  it('formats to 4 decimals with the suffix only inside', () => {
    expect(formatLocationText(12.9716, 77.5946)).toBe('12.9716, 77.5946 (Bangalore)');
    expect(formatLocationText(12.97159, 77.6)).toBe('12.9716, 77.6000 (Bangalore)');
    expect(formatLocationText(12.75, 77.85)).toBe('12.7500, 77.8500');
  });

  it('places neighbourhoods inside the map and the city', () => {
    expect(NEIGHBOURHOODS.map((n) => n.name)).toEqual(['Indiranagar', 'Koramangala', 'BTM Layout']);
    for (const n of NEIGHBOURHOODS) {
      expect(n.x).toBeGreaterThan(0);
      expect(n.x).toBeLessThan(MAP_VIEWBOX.width);
      expect(n.y).toBeGreaterThan(0);
      expect(n.y).toBeLessThan(MAP_VIEWBOX.height);
      expect(isInBangalore(n.lat, n.lng)).toBe(true);
      const back = mapPointToLatLng(n.x, n.y);
      expect(back.lat).toBeCloseTo(n.lat, 3);
      expect(back.lng).toBeCloseTo(n.lng, 3);
    }
    const indiranagar = NEIGHBOURHOODS[0];
    expect(indiranagar.x).toBeCloseTo(140, 1);
    expect(indiranagar.y).toBeCloseTo(91.5, 1);
  });
});
