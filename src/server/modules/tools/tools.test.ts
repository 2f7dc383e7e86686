import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('tools and rentals', () => {
  it('lists the seeded tools, all available', async () => {
    const res = await t.as('customer-1')({ method: 'GET', url: '/api/tools' });
    expect(res.statusCode).toBe(200);
    const tools = res.json();
    expect(tools.length).toBeGreaterThanOrEqual(6);
    expect(tools.every((x: { isAvailable: boolean }) => x.isAvailable)).toBe(true);
    expect(res.headers.etag).toBeTruthy();
    const again = await t.as('customer-1')({ method: 'GET', url: '/api/tools', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rents a tool once, charges one day plus deposit, and refuses a second rental', async () => {
    const rent = await t.as('customer-1')({
      method: 'POST',
      url: '/api/tool-rentals',
      payload: { toolId: 'tool-pressure-washer', customerId: 'customer-1', totalCost: '1.00', depositAmount: '0.00' },
    });
    expect(rent.statusCode).toBe(201);
    // One day at the daily rate, the refundable deposit beside it, and what is paid now.
    expect(rent.json()).toMatchObject({
      toolId: 'tool-pressure-washer',
      status: 'active',
      dailyRate: '450.00',
      days: 1,
      totalCost: '450.00',
      depositAmount: '2000.00',
      totalPayable: '2450.00',
    });
    const again = await t.as('customer-2')({
      method: 'POST',
      url: '/api/tool-rentals',
      payload: { toolId: 'tool-pressure-washer', customerId: 'customer-2' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This tool is already rented');
    const tools = (await t.as('customer-1')({ method: 'GET', url: '/api/tools' })).json();
    expect(tools.find((x: { id: string }) => x.id === 'tool-pressure-washer').isAvailable).toBe(false);
  });

  it('answers a repeated Idempotency-Key with the first answer and creates one rental', async () => {
    const id = '7b0c6f7e-5a4b-4b7e-9d55-2f1f7b3c0a11';
    const send = () =>
      t.as('customer-1')({
        method: 'POST',
        url: '/api/tool-rentals',
        headers: { 'idempotency-key': `key-${id}` },
        payload: { id, toolId: 'tool-vacuum', customerId: 'customer-1' },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const mine = (await t.as('customer-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' })).json();
    expect(mine.filter((r: { id: string }) => r.id === id)).toHaveLength(1);
    const different = await t.as('customer-1')({
      method: 'POST',
      url: '/api/tool-rentals',
      headers: { 'idempotency-key': `key-${id}` },
      payload: { toolId: 'tool-polisher', customerId: 'customer-1' },
    });
    expect(different.statusCode).toBe(422);
  });

  it("keeps customers out of each other's rentals and returns only their own", async () => {
    const other = await t.as('customer-2')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' });
    expect(other.statusCode).toBe(403);
    const mine = (await t.as('customer-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' })).json();
    const rental = mine[0];
    const stolen = await t.as('customer-2')({ method: 'POST', url: `/api/tool-rentals/${rental.id}/return` });
    expect(stolen.statusCode).toBe(403);
    const back = await t.as('customer-1')({ method: 'POST', url: `/api/tool-rentals/${rental.id}/return` });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('returned');
    const twice = await t.as('customer-1')({ method: 'POST', url: `/api/tool-rentals/${rental.id}/return` });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = (await t.as('customer-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' })).json();
    const bad = await t.as('customer-1')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/toolId|customerId/);
    const malformed = await t.as('customer-1')({
      method: 'POST',
      url: '/api/tool-rentals',
      headers: { 'content-type': 'application/json' },
      payload: '{"toolId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    const unknown = await t.as('customer-1')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'nope', customerId: 'customer-1' } });
    expect(unknown.statusCode).toBe(404);
    const nobody = await t.as('admin-1')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'tool-polisher', customerId: 'no-such-user' } });
    expect(nobody.statusCode).toBe(404);
    const provider = await t.as('admin-1')({ method: 'POST', url: '/api/tool-rentals', payload: { toolId: 'tool-polisher', customerId: 'provider-1' } });
    expect(provider.statusCode).toBe(422);
    expect(provider.json().message).toBe('Tools are rented to customers only');
    const after = (await t.as('customer-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' })).json();
    expect(after).toEqual(before);
  });

  it('answers unknown API paths with 404 JSON and refuses a forged cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no API route/);
    const forged = await t.app.inject({ method: 'GET', url: '/api/tools', headers: { cookie: 'gc_session=abc.admin-1.forged' } });
    expect(forged.statusCode).toBe(401);
  });
});
