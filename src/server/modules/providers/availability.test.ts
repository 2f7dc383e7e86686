import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { providerAvailability } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Give provider-3 an empty week so creating days can be tested from scratch.
  await t.app.db.delete(providerAvailability).where(eq(providerAvailability.providerId, 'provider-3'));
});
afterAll(async () => t?.close());

type Row = { id: string; providerId: string; dayOfWeek: number; startTime: string; endTime: string; isAvailable: boolean };
const hoursOf = async (id: string): Promise<Row[]> =>
  (await t.as('customer-1')({ method: 'GET', url: `/api/provider-availability/${id}` })).json();

describe('provider availability', () => {
  it("reads a provider's week in day order, for anyone", async () => {
    const rows = await hoursOf('provider-1');
    expect(rows.map((r) => r.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toMatchObject({ startTime: '10:00', endTime: '16:00', isAvailable: true });
    expect(rows[1]).toMatchObject({ startTime: '09:00', endTime: '18:00' });
    const unknown = await t.as('customer-1')({ method: 'GET', url: '/api/provider-availability/nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the hours of active providers only in one call', async () => {
    const res = await t.as('customer-2')({ method: 'GET', url: '/api/provider-availability' });
    expect(res.statusCode).toBe(200);
    const rows: Row[] = res.json();
    expect(new Set(rows.map((r) => r.providerId))).toEqual(new Set(['provider-1', 'provider-2']));
    expect(rows).toHaveLength(14);
    const again = await t.as('customer-2')({
      method: 'GET',
      url: '/api/provider-availability',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('creates a day with the client id, then refuses a second row for that day', async () => {
    const id = '3f9a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const res = await t.as('provider-3')({
      method: 'POST',
      url: '/api/provider-availability',
      payload: { id, providerId: 'provider-3', dayOfWeek: 2, startTime: '07:30', endTime: '12:00', isAvailable: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id, providerId: 'provider-3', dayOfWeek: 2, startTime: '07:30', endTime: '12:00', isAvailable: true });
    const dup = await t.as('provider-3')({
      method: 'POST',
      url: '/api/provider-availability',
      payload: { providerId: 'provider-3', dayOfWeek: 2, startTime: '13:00', endTime: '17:00', isAvailable: true },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Hours for this day already exist; update them instead');
    expect(await hoursOf('provider-3')).toEqual([res.json()]);
  });

  it('lets the admin add a day for a provider and answers a repeated Idempotency-Key once', async () => {
    const send = () =>
      t.as('admin-1')({
        method: 'POST',
        url: '/api/provider-availability',
        headers: { 'idempotency-key': 'avail-provider-3-day-4' },
        payload: { providerId: 'provider-3', dayOfWeek: 4, startTime: '09:00', endTime: '17:00', isAvailable: false },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await hoursOf('provider-3')).filter((r) => r.dayOfWeek === 4)).toHaveLength(1);
  });

  it("refuses creating hours for someone else, a customer id or bad times, and changes nothing", async () => {
    const before = await hoursOf('provider-3');
    const post = (who: string, payload: object) => t.as(who)({ method: 'POST', url: '/api/provider-availability', payload });
    const good = { providerId: 'provider-3', dayOfWeek: 5, startTime: '09:00', endTime: '17:00', isAvailable: true };
    expect((await post('provider-1', good)).statusCode).toBe(403);
    expect((await post('customer-1', good)).statusCode).toBe(403);
    expect((await post('admin-1', { ...good, providerId: 'customer-1' })).statusCode).toBe(404);
    const backwards = await post('provider-3', { ...good, startTime: '17:00', endTime: '09:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('endTime: End time must be after start time');
    const badDay = await post('provider-3', { ...good, dayOfWeek: 7 });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toMatch(/Day of week must be 0-6/);
    const badTime = await post('provider-3', { ...good, startTime: '9am' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toMatch(/HH:MM/);
    const badId = await post('provider-3', { ...good, id: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(await hoursOf('provider-3')).toEqual(before);
  });

  it('updates a day for its owner, and the change reaches the all-providers list', async () => {
    const monday = (await hoursOf('provider-1')).find((r) => r.dayOfWeek === 1)!;
    const res = await t.as('provider-1')({
      method: 'PATCH',
      url: `/api/provider-availability/${monday.id}`,
      payload: { providerId: 'provider-1', dayOfWeek: 1, startTime: '06:00', endTime: '21:30', isAvailable: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...monday, startTime: '06:00', endTime: '21:30' });
    const all: Row[] = (await t.as('customer-1')({ method: 'GET', url: '/api/provider-availability' })).json();
    expect(all.find((r) => r.id === monday.id)).toMatchObject({ startTime: '06:00', endTime: '21:30' });
  });

  it('refuses updates by others, to another provider, onto a taken day, or of unknown rows', async () => {
    const before = await hoursOf('provider-1');
    const tuesday = before.find((r) => r.dayOfWeek === 2)!;
    const patch = (who: string, id: string, payload: object) =>
      t.as(who)({ method: 'PATCH', url: `/api/provider-availability/${id}`, payload });
    const body = { providerId: 'provider-1', dayOfWeek: 2, startTime: '10:00', endTime: '11:00', isAvailable: false };
    expect((await patch('provider-2', tuesday.id, body)).statusCode).toBe(403);
    expect((await patch('customer-1', tuesday.id, body)).statusCode).toBe(403);
    const moved = await patch('provider-1', tuesday.id, { ...body, providerId: 'provider-2' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/providerId/);
    const taken = await patch('provider-1', tuesday.id, { ...body, dayOfWeek: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Hours for this day already exist; update them instead');
    expect((await patch('admin-1', 'no-such-row', body)).statusCode).toBe(404);
    expect((await patch('provider-1', tuesday.id, { ...body, endTime: '' })).statusCode).toBe(400);
    expect(await hoursOf('provider-1')).toEqual(before);
  });

  it('lets the admin change a provider day', async () => {
    const friday = (await hoursOf('provider-2')).find((r) => r.dayOfWeek === 5)!;
    const res = await t.as('admin-1')({
      method: 'PATCH',
      url: `/api/provider-availability/${friday.id}`,
      payload: { providerId: 'provider-2', dayOfWeek: 5, startTime: '08:00', endTime: '19:00', isAvailable: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAvailable).toBe(false);
  });
});
