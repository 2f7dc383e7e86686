import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface ServiceBody {
  id: string;
  name: string;
  basePrice: string;
  retired: boolean;
}

const admin = () => t.as('admin-1');
const list = async (as = 'customer-1', query = '') =>
  (await t.as(as)({ method: 'GET', url: `/api/services${query}` })).json() as ServiceBody[];

describe('services catalogue', () => {
  it('lists the seeded catalogue to everyone, and answers 304 while nothing changed', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const services = res.json() as ServiceBody[];
    expect(services.map((s) => s.id)).toContain('svc-basic-wash');
    expect(services.find((s) => s.id === 'svc-basic-wash')).toMatchObject({ basePrice: '299.00', retired: false });
    const again = await t.as(null)({ method: 'GET', url: '/api/services', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.as('provider-3')({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
  });

  it('creates a service with a client id, defaults filled, and refuses the same id again', async () => {
    const id = '0f8a3f5e-2b7c-4d1e-9a6b-5c4d3e2f1a00';
    const res = await admin()({
      method: 'POST',
      url: '/api/services',
      payload: { id, name: '  Ceramic Coating ', basePrice: '2499.5', duration: 180 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id,
      name: 'Ceramic Coating',
      description: '',
      nameKn: '',
      nameHi: '',
      descriptionKn: '',
      descriptionHi: '',
      basePrice: '2499.50',
      duration: 180,
      vehicleType: 'car',
      category: 'wash',
      sacCode: '998714',
      retired: false,
    });
    expect((await list()).map((s) => s.id)).toContain(id);
    const again = await admin()({ method: 'POST', url: '/api/services', payload: { id, name: 'Other', basePrice: '1', duration: 5 } });
    expect(again.statusCode).toBe(409);
    expect((await list()).find((s) => s.id === id)?.name).toBe('Ceramic Coating');
  });

  it('creates without an id (the server makes one)', async () => {
    const res = await admin()({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Bike Polish', description: 'Body polish', basePrice: '199.00', duration: 30, vehicleType: 'bike', category: 'maintenance' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad input with 400 and a message naming the field, and stores nothing', async () => {
    const before = (await list('admin-1', '?includeRetired=true')).length;
    const cases: [unknown, RegExp][] = [
      [{ basePrice: '10.00', duration: 10 }, /name/],
      [{ name: 'X', basePrice: '-5', duration: 10 }, /^basePrice: Base price cannot be negative$/],
      [{ name: 'x'.repeat(101), basePrice: '10', duration: 10 }, /^name: Name must be at most 100 characters$/],
      [{ name: 'X', basePrice: 10, duration: 10 }, /basePrice/],
      [{ name: 'X', basePrice: '10.999', duration: 10 }, /basePrice/],
      [{ name: 'X', basePrice: '10', duration: 0 }, /duration/],
      [{ name: 'X', basePrice: '10', duration: 1.5 }, /duration/],
      [{ name: 'X', basePrice: '10', duration: 10, vehicleType: 'truck' }, /vehicleType/],
      [{ name: 'X', basePrice: '10', duration: 10, id: 'not-a-uuid' }, /id/],
      [{ name: 'X', basePrice: '10', duration: 10, colour: 'red' }, /colour|Unrecognized/i],
      [{ name: 'X', basePrice: '999999999.00', duration: 10 }, /basePrice/],
    ];
    for (const [payload, message] of cases) {
      const res = await admin()({ method: 'POST', url: '/api/services', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const malformed = await admin()({
      method: 'POST',
      url: '/api/services',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect((await list('admin-1', '?includeRetired=true')).length).toBe(before);
  });

  it('edits some fields only', async () => {
    const res = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { basePrice: '159', description: 'Gloss' } });
    expect(res.statusCode).toBe(200);
    // Fields left out keep their values (tyre polish is a maintenance service for both vehicles).
    expect(res.json()).toMatchObject({ id: 'svc-tyre-polish', name: 'Tyre Polish', basePrice: '159.00', description: 'Gloss', duration: 15, vehicleType: 'both', category: 'maintenance', sacCode: '998714' });
    const sac = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { sacCode: '999729' } });
    expect(sac.json()).toMatchObject({ sacCode: '999729', basePrice: '159.00', description: 'Gloss' });
    const badSac = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { sacCode: '12345' } });
    expect(badSac.statusCode).toBe(400);
    expect(badSac.json().message).toMatch(/A SAC code is 6 digits starting with 99/);
    expect((await list()).find((s) => s.id === 'svc-tyre-polish')?.basePrice).toBe('159.00');
    expect((await admin()({ method: 'PATCH', url: '/api/services/svc-nope', payload: { name: 'Y' } })).statusCode).toBe(404);
    const bad = await admin()({ method: 'PATCH', url: '/api/services/svc-tyre-polish', payload: { duration: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/duration/);
  });

  it('refuses every write to non-admins with 403 and changes nothing', async () => {
    for (const who of ['customer-1', 'provider-1', null]) {
      const as = t.as(who);
      const post = await as({ method: 'POST', url: '/api/services', payload: { name: 'Sneaky', basePrice: '1', duration: 5 } });
      expect(post.statusCode).toBe(403);
      expect(post.json().message).toMatch(/administrator/);
      expect((await as({ method: 'PATCH', url: '/api/services/svc-basic-wash', payload: { basePrice: '1' } })).statusCode).toBe(403);
      expect((await as({ method: 'DELETE', url: '/api/services/svc-oil-change' })).statusCode).toBe(403);
      expect((await as({ method: 'GET', url: '/api/services?includeRetired=true' })).statusCode).toBe(403);
    }
    const services = await list();
    expect(services.find((s) => s.id === 'svc-basic-wash')?.basePrice).toBe('299.00');
    expect(services.some((s) => s.id === 'svc-oil-change')).toBe(true);
    expect(services.some((s) => s.name === 'Sneaky')).toBe(false);
  });

  it('retires a service that bookings used instead of removing it', async () => {
    const res = await admin()({ method: 'DELETE', url: '/api/services/svc-basic-wash' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'svc-basic-wash', retired: true });
    expect((await list()).some((s) => s.id === 'svc-basic-wash')).toBe(false);
    const all = await list('admin-1', '?includeRetired=true');
    expect(all.find((s) => s.id === 'svc-basic-wash')).toMatchObject({ retired: true, name: 'Basic Wash' });
    // Deleting it again keeps it retired.
    const again = await admin()({ method: 'DELETE', url: '/api/services/svc-basic-wash' });
    expect(again.json()).toEqual({ id: 'svc-basic-wash', retired: true });
  });

  it('deletes a service no booking used, then 404s', async () => {
    const res = await admin()({ method: 'DELETE', url: '/api/services/svc-oil-change' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'svc-oil-change', deleted: true });
    expect((await list('admin-1', '?includeRetired=true')).some((s) => s.id === 'svc-oil-change')).toBe(false);
    expect((await admin()({ method: 'DELETE', url: '/api/services/svc-oil-change' })).statusCode).toBe(404);
  });

  it('rejects an unknown includeRetired value', async () => {
    const res = await admin()({ method: 'GET', url: '/api/services?includeRetired=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/includeRetired/);
  });

  it('replays a repeated Idempotency-Key without creating twice', async () => {
    const send = () =>
      admin()({
        method: 'POST',
        url: '/api/services',
        headers: { 'idempotency-key': 'svc-create-key-0001' },
        payload: { name: 'Headlight Restoration', basePrice: '499', duration: 45 },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await list()).filter((s) => s.name === 'Headlight Restoration')).toHaveLength(1);
  });
});
