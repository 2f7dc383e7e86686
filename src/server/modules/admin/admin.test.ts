import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (what: 'pricing' | 'settings', as: string | null = 'customer-1') =>
  (await t.as(as)({ method: 'GET', url: `/api/admin/${what}` })).json();
const put = (what: 'pricing' | 'settings', payload: unknown, as = 'admin-1') =>
  t.as(as)({ method: 'PUT', url: `/api/admin/${what}`, payload: payload as object });

describe('pricing configuration', () => {
  it('starts at the defaults and is readable by every persona', async () => {
    for (const who of ['customer-1', 'provider-3', 'admin-1', null]) {
      expect(await get('pricing', who)).toEqual(DEFAULT_PRICING);
    }
  });

  it('is replaced by the admin, persists and moves the ETag', async () => {
    const first = await t.as('customer-1')({ method: 'GET', url: '/api/admin/pricing' });
    const etag = String(first.headers.etag);
    expect((await t.as('customer-1')({ method: 'GET', url: '/api/admin/pricing', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const next = { ...DEFAULT_PRICING, gstPercentage: 12, categoryMultipliers: { ...DEFAULT_PRICING.categoryMultipliers, luxury: 1.8 } };
    const res = await put('pricing', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    const after = await t.as('customer-1')({ method: 'GET', url: '/api/admin/pricing', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(next);
  });

  it('refuses bad values with 400 naming the field, and keeps what was stored', async () => {
    const stored = await get('pricing');
    const cases: [unknown, RegExp][] = [
      [{ ...stored, platformFeePercentage: -1 }, /^platformFeePercentage: Platform fee must be 0 % or more$/],
      [{ ...stored, platformFeePercentage: 100.5 }, /^platformFeePercentage: Platform fee must be at most 100 %$/],
      [{ ...stored, gstPercentage: 101 }, /^gstPercentage: GST must be one of 0, 5, 12, 18 or 28 %$/],
      [{ ...stored, gstPercentage: 10 }, /^gstPercentage: GST must be one of 0, 5, 12, 18 or 28 %$/],
      [{ ...stored, gstPercentage: -18 }, /^gstPercentage: GST must be one of 0, 5, 12, 18 or 28 %$/],
      [{ ...stored, bikePriceMultiplier: '0.6' }, /bikePriceMultiplier/],
      [{ ...stored, categoryMultipliers: { ...stored.categoryMultipliers, suv: -0.5 } }, /^categoryMultipliers\.suv: SUV multiplier must be 0 or more$/],
      [{ ...stored, minimumOrderValue: null }, /minimumOrderValue/],
      [{ ...stored, emergencyServiceMultiplier: undefined }, /emergencyServiceMultiplier/],
      [{ ...stored, emergencyServiceMultiplier: 0.5 }, /emergencyServiceMultiplier.*at least 1/],
      [{ ...stored, platformFeePercentage: 18.125 }, /^platformFeePercentage: Platform fee must have at most 2 decimals$/],
      [{ ...stored, surge: 2 }, /surge|Unrecognized/i],
      [[], /expected object|object/i],
    ];
    for (const [payload, message] of cases) {
      const res = await put('pricing', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const malformed = await t.as('admin-1')({
      method: 'PUT',
      url: '/api/admin/pricing',
      headers: { 'content-type': 'application/json' },
      payload: '{"gstPercentage": 5',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await get('pricing')).toEqual(stored);
  });

  it('refuses non-admins with 403', async () => {
    const stored = await get('pricing');
    for (const who of ['customer-1', 'provider-1']) {
      const res = await put('pricing', { ...stored, gstPercentage: 0 }, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/administrator/);
    }
    expect((await t.as(null)({ method: 'PUT', url: '/api/admin/pricing', payload: { ...stored, gstPercentage: 0 } })).statusCode).toBe(403);
    expect(await get('pricing')).toEqual(stored);
  });
});

describe('system settings', () => {
  it('starts at the defaults and is readable by every persona', async () => {
    for (const who of ['customer-2', 'provider-1', null]) expect(await get('settings', who)).toEqual(DEMO_SETTINGS);
  });

  it('is replaced by the admin and persists', async () => {
    const next = { ...DEMO_SETTINGS, maintenanceMode: true, cancellationDeadlineHours: 6, maxActiveBookings: 3, supplierName: 'GaadiCare Pvt Ltd' };
    // A GSTIN typed in lower case is stored as registered, in capitals.
    const res = await put('settings', { ...next, supplierGstin: next.supplierGstin.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(next);
    expect(await get('settings', 'customer-2')).toEqual(next);
  });

  it('refuses bad values and non-admins, keeping what was stored', async () => {
    const stored = await get('settings');
    const cases: [unknown, RegExp][] = [
      [{ ...stored, maintenanceMode: 'yes' }, /maintenanceMode/],
      [{ ...stored, maxActiveBookings: 0 }, /maxActiveBookings/],
      [{ ...stored, maxActiveBookings: 2.5 }, /maxActiveBookings/],
      [{ ...stored, cancellationDeadlineHours: -2 }, /cancellationDeadlineHours/],
      [{ maintenanceMode: false }, /maxActiveBookings|more/],
      [{ ...stored, supplierGstin: '29AAGCG4821K1ZD' }, /supplierGstin.*check character/],
      [{ ...stored, supplierGstin: '27AAPFU0939F1ZV' }, /supplierGstin.*Karnataka/],
      [{ ...stored, supplierGstin: 'GSTIN' }, /supplierGstin.*15 characters/],
      [{ ...stored, supplierName: 'x'.repeat(121) }, /Supplier name must be at most 120 characters/],
    ];
    for (const [payload, message] of cases) {
      const res = await put('settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await put('settings', { ...stored, maintenanceMode: !stored.maintenanceMode }, 'customer-1')).statusCode).toBe(403);
    expect((await put('settings', { ...stored, maintenanceMode: !stored.maintenanceMode }, 'provider-3')).statusCode).toBe(403);
    expect(await get('settings')).toEqual(stored);
  });
});
