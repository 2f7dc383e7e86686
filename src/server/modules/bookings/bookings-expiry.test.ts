import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { OVERDUE_MESSAGE, startOfIstDay } from '../../../shared/domain/slot-rules';
import { bids, bookings } from '../../db/schema';
import { putSettings } from '../admin/config-repository';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { assignProvider, bookingBody, startCodeOf } from '../../../../tests/server/bookings-support';
import { expireOverdueBookings } from './lifecycle-service';
import { registerExpirySweep } from './expiry-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(async () => putSettings(t.app.db, DEMO_SETTINGS));

const MINUTE = 60_000;
const post = (as: string, url: string, payload?: Record<string, unknown>) => t.as(as)({ method: 'POST', url, ...(payload ? { payload } : {}) });
const get = (as: string, url: string) => t.as(as)({ method: 'GET', url });
const ids = (list: { id: string }[]) => list.map((b) => b.id);
const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

async function create(): Promise<string> {
  const res = await post('customer-1', '/api/bookings', bookingBody());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
/** Changes a booking's row as a recorded write (the lists' change state moves, as after any write). */
const changeRow = (id: string, set: Partial<typeof bookings.$inferInsert>) =>
  t.app.versions.transaction(t.app.db, (tx) => tx.update(bookings).set(set).where(eq(bookings.id, id)), () => ['bookings']);
/** Moves a booking's slot: the only way to make time pass for a booking made in the future. */
const scheduleAt = (id: string, at: Date) => changeRow(id, { scheduledTime: at });
const bid = (bookingId: string, providerId = 'provider-2') =>
  post(providerId, '/api/bids', { bookingId, providerId, bidAmount: '500', estimatedDuration: 60 });

describe('a pending booking whose slot has passed', () => {
  it('is no longer listed, bid on or accepted, then expires with its bids rejected', async () => {
    const id = await create();
    const placed = await bid(id);
    expect(placed.statusCode, placed.body).toBe(201);
    await scheduleAt(id, new Date(Date.now() - MINUTE));

    expect(ids((await get('provider-2', '/api/bookings/pending')).json())).not.toContain(id);
    const late = await bid(id, 'provider-1');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OVERDUE_MESSAGE);
    const accept = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${placed.json().id}/accept`, payload: {} });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(OVERDUE_MESSAGE);
    expect((await rowOf(id)).status).toBe('pending');

    const expired = await t.app.db.transaction((tx) => expireOverdueBookings(tx));
    expect(expired).toContain(id);
    const seen = (await get('customer-1', `/api/bookings/${id}`)).json();
    expect(seen.status).toBe('expired');
    const bidRows = await t.app.db.select().from(bids).where(eq(bids.bookingId, id));
    expect(bidRows.map((b) => b.status)).toEqual(['rejected']);
    // Finished: no longer counted as active, and nothing further can happen to it.
    expect((await post('customer-1', `/api/bookings/${id}/cancel`)).statusCode).toBe(409);
    expect((await bid(id, 'provider-1')).json().message).toBe('Cannot place a bid on this booking: it is expired');
    expect((await get('provider-1', `/api/bookings/${id}`)).statusCode).toBe(403);
    // Only overdue bookings expire, and only once.
    expect(await t.app.db.transaction((tx) => expireOverdueBookings(tx))).toEqual([]);
    expect((await rowOf('f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85')).status).toBe('pending');
  });

  it('stays open until the very instant its slot begins', async () => {
    const id = await create();
    const slot = new Date(Date.now() + 5 * MINUTE);
    await scheduleAt(id, slot);
    expect(ids((await get('provider-2', '/api/bookings/pending')).json())).toContain(id);
    expect(await t.app.db.transaction((tx) => expireOverdueBookings(tx, new Date(slot.getTime() - 1)))).not.toContain(id);
    expect(await t.app.db.transaction((tx) => expireOverdueBookings(tx, slot))).toContain(id);
  });
});

describe('a job released in an emergency', () => {
  it('stays open for a takeover until the end of its slot day, then expires', async () => {
    const id = await create();
    await changeRow(id, { status: 'emergency_released', releasedByProviderIds: ['provider-1'] });
    const dayStart = startOfIstDay(new Date());
    // Earlier today (IST): the slot has passed but its day has not.
    await scheduleAt(id, dayStart);
    expect(ids((await get('provider-2', '/api/bookings/pending')).json())).toContain(id);
    expect(ids((await get('provider-2', '/api/bookings/emergency-released')).json())).toContain(id);
    expect(await t.app.db.transaction((tx) => expireOverdueBookings(tx))).not.toContain(id);

    // Yesterday's job can no longer be done.
    await scheduleAt(id, new Date(dayStart.getTime() - MINUTE));
    expect(ids((await get('provider-2', '/api/bookings/pending')).json())).not.toContain(id);
    expect(ids((await get('provider-2', '/api/bookings/emergency-released')).json())).not.toContain(id);
    expect((await bid(id)).json().message).toBe(OVERDUE_MESSAGE);
    expect(await t.app.db.transaction((tx) => expireOverdueBookings(tx))).toContain(id);
    expect((await rowOf(id)).status).toBe('expired');
  });
});

describe('the expiry sweep', () => {
  it('expires overdue bookings on its own and moves the booking lists on for pollers', async () => {
    const id = await create();
    await scheduleAt(id, new Date(Date.now() - MINUTE));
    const before = t.app.versions.etag(['bookings'], 'x');
    const sweeper = Fastify({ logger: false });
    sweeper.decorate('db', t.app.db);
    sweeper.decorate('versions', t.app.versions);
    registerExpirySweep(sweeper as never, 50);
    await sweeper.ready();
    try {
      // The first sweep runs when the app is ready.
      expect((await rowOf(id)).status).toBe('expired');
      expect(t.app.versions.etag(['bookings'], 'x')).not.toBe(before);
      const second = await create();
      await scheduleAt(second, new Date(Date.now() - MINUTE));
      await expect.poll(async () => (await rowOf(second)).status, { timeout: 5_000, interval: 50 }).toBe('expired');
    } finally {
      await sweeper.close();
    }
  });
});

describe('starting a job', () => {
  it('opens earlyStartMinutes before the slot, with the reason before then', async () => {
    const id = await create();
    await assignProvider(t.app, id, 'provider-2');
    await scheduleAt(id, new Date(Date.now() + 40 * MINUTE));
    const early = await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^You can start this job from \d{1,2}:\d{2} [AP]M on .+, 30 minutes before its slot$/);
    expect((await rowOf(id)).status).toBe('confirmed');

    const settings = await t.as('admin-1')({ method: 'PUT', url: '/api/admin/settings', payload: { ...DEMO_SETTINGS, earlyStartMinutes: 45 } });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await get('provider-2', '/api/admin/settings')).json().earlyStartMinutes).toBe(45);
    const started = await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('in_progress');
  });

  it('closes when the slot day ends', async () => {
    const id = await create();
    await assignProvider(t.app, id, 'provider-2');
    await scheduleAt(id, new Date(startOfIstDay(new Date()).getTime() - 60 * MINUTE));
    const late = await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This job’s day has ended, so it can no longer be started');
    // Earlier the same day is still fine.
    await scheduleAt(id, startOfIstDay(new Date()));
    expect((await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id))).statusCode).toBe(200);
  });

  it('has a default of 30 minutes and refuses a setting outside 0 to a week', async () => {
    expect((await get('admin-1', '/api/admin/settings')).json().earlyStartMinutes).toBe(30);
    for (const bad of [-1, 10081, 1.5]) {
      const res = await t.as('admin-1')({ method: 'PUT', url: '/api/admin/settings', payload: { ...DEMO_SETTINGS, earlyStartMinutes: bad } });
      expect(res.statusCode).toBe(400);
    }
    expect((await get('admin-1', '/api/admin/settings')).json().earlyStartMinutes).toBe(30);
  });
});
