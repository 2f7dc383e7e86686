import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, photos } from '../../db/schema';
import { createTestApp, fewestStatements, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (as: string, url: string) => t.as(as)({ method: 'GET', url });
const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((b) => b.id);
const create = async () => {
  const res = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const recorded = <T>(groups: ('bookings' | 'photos')[], write: Parameters<TestApp['app']['versions']['transaction']>[1]) =>
  t.app.versions.transaction(t.app.db, write, () => groups) as Promise<T>;
const HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'link'];

describe('the open-jobs list asked for again', () => {
  it('answers an unchanged page with the same bytes and headers and no statement; a write or another persona reads again', async () => {
    await create();
    await create();
    const url = '/api/bookings/pending?limit=1';
    const first = await get('provider-1', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.link).toBe('</api/bookings/pending?limit=1&offset=1>; rel="next"');
    const statements = await fewestStatements(t.app, async () => {
      const again = await get('provider-1', url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      for (const name of HEADERS) expect(again.headers[name], name).toBe(first.headers[name]);
    });
    expect(statements).toBe(0);
    const queries = t.app.database.queryCount();

    // Still authorized on every request: a customer is refused, kept answer or not.
    expect((await get('customer-1', url)).statusCode).toBe(403);
    // Another persona and another page are read for themselves.
    const admin = await get('admin-1', url);
    expect(t.app.database.queryCount()).toBeGreaterThan(queries);
    expect(admin.statusCode).toBe(200);
    const next = await get('provider-1', '/api/bookings/pending?limit=1&offset=1');
    expect(ids(next)).not.toEqual(ids(first));

    const created = await create();
    const changed = await get('provider-1', '/api/bookings/pending');
    expect(ids(changed)).toContain(created);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('leaves out a job whose slot begins between two requests, though nothing was written', async () => {
    const id = await create();
    const slot = new Date(Date.now() + 1500);
    await recorded(['bookings'], (tx) => tx.update(bookings).set({ scheduledTime: slot }).where(eq(bookings.id, id)));
    const before = await get('provider-1', '/api/bookings/pending');
    expect(ids(before)).toContain(id);
    await new Promise((resolve) => setTimeout(resolve, slot.getTime() - Date.now() + 50));
    const after = await get('provider-1', '/api/bookings/pending');
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(ids(after)).not.toContain(id);
  });

  it("embeds each job's services, customer and photos as the booking read alone does", async () => {
    const id = await create();
    await recorded(['photos'], (tx) =>
      tx.insert(photos).values({
        id: crypto.randomUUID(),
        bookingId: id,
        type: 'before',
        mimeType: 'image/jpeg',
        bytes: 1000,
        uploadedBy: 'customer-1',
        capturedAt: new Date('2026-01-02T03:04:05.000Z'),
        distanceMeters: 12,
      }),
    );
    const list = (await get('provider-1', '/api/bookings/pending')).json() as { id: string; photos: unknown[] }[];
    const inList = list.find((b) => b.id === id);
    const alone = await get('provider-1', `/api/bookings/${id}`);
    expect(alone.statusCode).toBe(200);
    expect(inList?.photos).toHaveLength(1);
    expect(inList).toEqual(alone.json());
  });
});
