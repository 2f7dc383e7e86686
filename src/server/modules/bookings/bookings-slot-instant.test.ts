import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { SLOT_REQUIRED_MESSAGE, SLOT_TWICE_MESSAGE } from '../../../shared/schemas/booking';
import { bookings, idempotencyKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody, slotIn, writeCounts } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload, headers });

const get = async (url: string) => {
  const res = await t.as('customer-1')({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The slot as every answer carrying booking `id` names it; each has exactly one slot field. */
async function slotsOnTheWire(id: string): Promise<string[]> {
  const answers: Booking[] = [
    await get(`/api/bookings/${id}`),
    ...(await get('/api/bookings/customer/customer-1')).filter((b: Booking) => b.id === id),
    ...(await get('/api/sync/bookings')).changes.filter((b: Booking) => b.id === id),
  ];
  expect(answers).toHaveLength(3);
  for (const answer of answers) expect(answer).not.toHaveProperty('timeSlot');
  return answers.map((b) => b.scheduledTime);
}

describe("a booking's slot on the wire (ADR 055)", () => {
  it('is one instant, scheduledTime in IST with its offset, in every answer that carries the booking', async () => {
    const slot = slotIn(1, 10);
    const res = await post(bookingBody({ scheduledTime: slot }));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).not.toHaveProperty('timeSlot');
    expect(booking.scheduledTime).toBe(slot);
    expect(slot).toMatch(/T10:00:00\+05:30$/);
    expect(await slotsOnTheWire(booking.id)).toEqual([slot, slot, slot]);
    const [row] = await t.app.db.select({ at: bookings.scheduledTime }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.at.getTime()).toBe(Date.parse(slot));
  });

  it('reads a slot sent with another offset as the same instant and answers it in IST', async () => {
    const slot = slotIn(2, 11);
    const res = await post(bookingBody({ scheduledTime: new Date(slot).toISOString() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().scheduledTime).toBe(slot);
  });

  it('refuses a body naming the slot twice or not at all, and writes nothing', async () => {
    const before = await writeCounts(t.app);
    const twice = await post(bookingBody({ scheduledTime: slotIn(1, 12), timeSlot: slotIn(1, 12) }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([{ path: 'timeSlot', message: SLOT_TWICE_MESSAGE }]);
    const { scheduledTime: _slot, ...without } = bookingBody();
    const none = await post(without);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'scheduledTime', message: SLOT_REQUIRED_MESSAGE }]);
    expect(await writeCounts(t.app)).toEqual(before);
  });
});

describe('a create queued on a device before the update (the body named its slot timeSlot)', () => {
  /** The body as the booking form of versions before ADR 055 sent it, with the id the device chose. */
  const oldBody = (id: string, slot: string) => ({
    customerId: 'customer-1',
    serviceIds: ['svc-basic-wash'],
    addOnIds: [],
    vehicleType: 'car',
    vehicleModel: 'Honda City',
    vehicleCategory: 'hatchback',
    location: 'HAL 2nd Stage, Indiranagar',
    latitude: '12.9716',
    longitude: '77.6412',
    timeSlot: slot,
    id,
  });

  it('lands once: its first send creates the booking, every replay gets the stored answer', async () => {
    const id = crypto.randomUUID();
    const slot = slotIn(3, 9);
    const key = `queued-create-${id}`;
    const before = await writeCounts(t.app);

    const first = await post(oldBody(id, slot), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id, scheduledTime: slot });
    expect(first.json()).not.toHaveProperty('timeSlot');
    const replay = await post(oldBody(id, slot), { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await writeCounts(t.app)).bookings).toBe(before.bookings + 1);
    expect(await slotsOnTheWire(id)).toEqual([slot, slot, slot]);
  });

  it('hashes as the version before did, so a write it had already applied replays instead of being refused', async () => {
    const id = crypto.randomUUID();
    const slot = slotIn(3, 10);
    const key = `hashed-create-${id}`;
    // Older clients also sent their preview amounts, after the slot.
    const sent = { ...oldBody(id, slot), totalAmount: '352.82' };
    expect((await post(sent, { 'idempotency-key': key })).statusCode).toBe(201);
    // What the request hash was taken over before ADR 055: the body as its schema parsed it, keys
    // in the schema's order (id first, the slot after longitude) and the defaults filled.
    const { id: _id, ...rest } = sent;
    const parsedBefore = JSON.stringify({ id, ...rest });
    const hashBefore = crypto.createHash('sha256').update(`POST /api/bookings\n${parsedBefore}`).digest('hex');
    const [stored] = await t.app.db
      .select({ hash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.actorId, 'customer-1'), eq(idempotencyKeys.key, key)));
    expect(stored.hash).toBe(hashBefore);
  });
});
