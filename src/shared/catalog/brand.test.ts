import { describe, expect, it } from 'vitest';
import { NEIGHBOURHOODS } from '../domain/map-location';
import { BRAND, BRAND_PHONE_HREF } from './brand';

describe('BRAND', () => {
  it('carries the decided constants', () => {
    expect(BRAND.name).toBe('GaadiCare');
    expect(BRAND.phone).toBe('+91 80 4718 2020');
    expect(BRAND.email).toBe('support@gaadicare.in');
    expect(BRAND.location).toBe('Bangalore, Karnataka');
  });

  it('serves every neighbourhood shown on the map', () => {
    for (const n of NEIGHBOURHOODS) expect(BRAND.serviceAreas).toContain(n.name);
    expect(new Set(BRAND.serviceAreas).size).toBe(BRAND.serviceAreas.length);
  });

  it('builds a dialable tel: link', () => {
    expect(BRAND_PHONE_HREF).toBe('tel:+918047182020');
  });
});
