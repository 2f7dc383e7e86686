import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOURLY_RATE_RUPEES, MONEY_LIMITS } from '../../shared/pricing/limits';
import { fromPaise } from '../../shared/pricing/money';
import { bookingBody } from '../../../tests/server/bookings-support';
import { createTestApp, type TestApp } from '../../../tests/server/test-app';
import { findControlCharacter } from './input-guard';

/** Control characters in any path, query or body string, and money beyond its limit: 400, never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Doc = { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\t'];

describe('control characters', () => {
  it('finds the first string with a control character other than a line break', () => {
    expect(findControlCharacter({ a: 'fine', b: ['ok', 'no\u0000pe'] })).toBe('b.1');
    expect(findControlCharacter({ comments: 'line one\nline two\ttabbed\r\n' })).toBeNull();
    expect(findControlCharacter({ ['k\u0000']: 1 })).toBe('(a key)');
    expect(findControlCharacter('\u001b[31m')).toBe('body');
    expect(findControlCharacter({ n: 1, b: true, z: null })).toBeNull();
  });

  it('every path parameter of every route refuses each control character with 400', async () => {
    const doc = t.app.swagger() as unknown as Doc;
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        if (params.length === 0) continue;
        for (const control of CONTROLS) {
          let url = path;
          for (const p of params) url = url.replace(`{${p.name}}`, encodeURIComponent(`c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41${control}`));
          const res = await t.as('admin-1')({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' ? undefined : {} });
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          expect(res.json().message, `${method} ${url}`).toMatch(/control characters/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20 * CONTROLS.length);
  });

  it('a query string with NUL is refused with 400', async () => {
    const res = await t.as('admin-1')({ method: 'GET', url: '/api/services?includeRetired=true%00' });
    expect(res.statusCode).toBe(400);
  });

  it('NUL anywhere in a body is refused with 400 and nothing is stored', async () => {
    const before = (await t.as('customer-1')({ method: 'GET', url: '/api/bookings/customer/customer-1' })).json().length;
    const base = bookingBody();
    const control = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: { ...base, location: 'Indiranagar\n' } });
    expect(control.statusCode, 'a trailing line break is trimmed away').toBe(201);
    for (const body of [
      { ...base, location: 'Indira\u0000nagar' },
      { ...base, vehicleModel: 'Swift\u0000' },
      { ...base, serviceIds: ['svc-premium-wash\u0000'] },
      { ...base, location: 'two\nlines' },
      { ...base, ['location\u0000']: 'x' },
    ]) {
      const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await t.as('customer-1')({ method: 'GET', url: '/api/bookings/customer/customer-1' })).json().length;
    expect(after).toBe(before + 1);
  });

  it('free text keeps its line breaks but not other control characters', async () => {
    const ok = await t.as('admin-1')({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Foam wash', description: 'Step one.\nStep two.\tDone.', basePrice: '499', duration: 60 },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().description).toBe('Step one.\nStep two.\tDone.');
    for (const name of ['Foam\nwash', 'Foam\u0000wash', 'Foam\u009bwash']) {
      const res = await t.as('admin-1')({ method: 'POST', url: '/api/services', payload: { name, basePrice: '499', duration: 60 } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
  });
});

describe('money limits', () => {
  const rupees = (paise: number) => fromPaise(paise);

  it('a bid above the limit is refused with 400, the limit itself is accepted', async () => {
    const bid = (amount: string) =>
      t.as('provider-1')({
        method: 'POST',
        url: '/api/bids',
        payload: { bookingId: 'c4f1a2b8-3e6d-4b7a-9f20-5d1e7a3c9b41', providerId: 'provider-1', bidAmount: amount, estimatedDuration: 60 },
      });
    for (const amount of [rupees(MONEY_LIMITS.bidPaise + 1), '21474836.48', '179000000.00', '999999999.99']) {
      const res = await bid(amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().message).toMatch(/Bid amount must be at most ₹1,00,000/);
    }
    const top = await bid(rupees(MONEY_LIMITS.bidPaise));
    expect([201, 409, 422], top.body).toContain(top.statusCode);
  });

  it('a service price and an hourly rate above their limits are refused with 400', async () => {
    const service = await t.as('admin-1')({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Gold plating', basePrice: rupees(MONEY_LIMITS.serviceBasePricePaise + 1), duration: 60 },
    });
    expect(service.statusCode).toBe(400);
    expect(service.json().message).toMatch(/Base price must be at most ₹50,000/);
    const rate = await t.as('provider-1')({
      method: 'PATCH',
      url: '/api/provider-profile/provider-1',
      payload: { hourlyRateMin: 300, hourlyRateMax: MAX_HOURLY_RATE_RUPEES + 1, serviceRadius: 10 },
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toMatch(/Maximum rate must be at most ₹10,000/);
  });

  it('the largest booking the limits allow is stored and read back exactly (bigint paise)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.as('admin-1')({
        method: 'POST',
        url: '/api/services',
        payload: { name: `Top service ${i}`, basePrice: rupees(MONEY_LIMITS.serviceBasePricePaise), duration: 60 },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const pricing = (await t.as('admin-1')({ method: 'GET', url: '/api/admin/pricing' })).json();
    const put = await t.as('admin-1')({
      method: 'PUT',
      url: '/api/admin/pricing',
      payload: { ...pricing, gstPercentage: 28, categoryMultipliers: { ...pricing.categoryMultipliers, luxury: 10 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.as('customer-1')({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody({ serviceIds: ids, addOnIds: [], vehicleCategory: 'luxury' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    // 20 × ₹50,000 × 10 = ₹1,00,00,000 subtotal and 28 % GST on it (the highest rate): far beyond 32-bit paise.
    expect(res.json()).toMatchObject({ subtotal: '10000000.00', gst: '2800000.00', totalAmount: '12800000.00' });
    const read = await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${res.json().id}` });
    expect(read.json().totalAmount).toBe('12800000.00');
  });
});
