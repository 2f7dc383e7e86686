import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingSchema, createBookingRequestSchema, toCreateBookingBody } from '../../../shared/schemas/booking';
import { GaadiDb, PUBLISHED_MIRROR_STORES, SCHEMA_V1 } from './db';
import { SERVER_HASHES } from './server-hashes';
import type { PendingMutation } from './tables';
import { oneSlotInstant } from './upgrade-slot-instant';

let database: GaadiDb | undefined;
afterEach(() => database?.close());

/** A booking as version 4 of the app stored it: the slot twice, UTC from the server and IST. */
const storedBooking = (id: string, scheduledTime: string, timeSlot: string) => ({
  id, status: 'pending', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z', scheduledTime,
  location: 'Indiranagar', latitude: null, longitude: null, timeSlot, vehicleType: 'car', vehicleModel: null,
  vehicleCategory: 'hatchback', serviceIds: ['svc-basic-wash'], addOnIds: [], subtotal: '299.00', cgst: '26.91', sgst: '26.91',
  gst: '53.82', totalAmount: '352.82', providerAmount: '224.25', platformAmount: '74.75', priorityBonus: '0.00', gstRate: 18,
  platformFeeRate: 25, agreedTotal: null, invoiceNumber: null, selectedProviderId: null, customerId: 'customer-1', releaseReason: null,
  releasedByProviderIds: [], services: [{ id: 'svc-basic-wash', name: 'Basic Wash', basePrice: '299.00' }], provider: null,
  providerProfile: null, customer: { name: 'Priya Sharma' }, feedback: null, photos: [], startCode: null, startLockedUntil: null,
});

/** A create made offline on version 4: its outbox entry with the old body and its optimistic row. */
const OLD_CREATE_BODY = {
  customerId: 'customer-1', serviceIds: ['svc-basic-wash'], addOnIds: [], vehicleType: 'car', vehicleModel: null,
  vehicleCategory: 'hatchback', location: 'Indiranagar', latitude: '12.978400', longitude: '77.640800',
  timeSlot: '2030-01-11T09:00:00+05:30', id: '7d0d4a4e-3f53-4a47-9a38-5b6a0f3d2c11',
};
const optimistic = storedBooking(OLD_CREATE_BODY.id, OLD_CREATE_BODY.timeSlot, OLD_CREATE_BODY.timeSlot);
const oldEntry: PendingMutation = {
  key: 'create-1', label: 'Create booking', method: 'POST', url: '/api/bookings', body: OLD_CREATE_BODY,
  ops: [{ op: 'put', table: 'bookings', key: optimistic.id, row: optimistic }],
  touched: [`bookings:${optimistic.id}`], answerTable: 'bookings', refresh: ['customerBookings'], state: 'queued',
  userId: 'customer-1', createdAt: 1, pageLoadId: 'load-1',
};

async function openVersion4(name: string): Promise<Dexie> {
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V1);
  old.version(2).stores({ [SERVER_HASHES]: 'ref' });
  old.version(3).stores(PUBLISHED_MIRROR_STORES);
  old.version(4).stores({});
  await old.open();
  return old;
}

describe('upgrading the device database to version 5', () => {
  it('keeps one slot per stored booking: the exact instant, in IST with its offset', async () => {
    const name = `slot-${Math.random().toString(36).slice(2)}`;
    const old = await openVersion4(name);
    // 04:30 UTC is 10:00 IST; the server wrote the same slot both ways.
    await old.table('bookings').put(storedBooking('b-server', '2030-01-10T04:30:00.000Z', '2030-01-10T10:00:00+05:30'));
    await old.table('bookings').put(optimistic);
    await old.table('shadows').put({ ref: 'bookings:b-server', row: storedBooking('b-server', '2030-01-10T04:30:00.000Z', '2030-01-10T10:00:00+05:30') });
    await old.table('shadows').put({ ref: `bookings:${optimistic.id}`, row: null });
    await old.table('pendingMutations').add(oldEntry);
    old.close();

    database = new GaadiDb(name);
    for (const id of ['b-server', optimistic.id]) {
      const row = await database.bookings.get(id);
      expect(row).not.toHaveProperty('timeSlot');
      expect(bookingSchema.parse(row)).toBeTruthy();
    }
    expect((await database.bookings.get('b-server'))?.scheduledTime).toBe('2030-01-10T10:00:00+05:30');
    expect((await database.bookings.get(optimistic.id))?.scheduledTime).toBe('2030-01-11T09:00:00+05:30');

    const shadow = await database.shadows.get('bookings:b-server');
    expect(shadow?.row).toMatchObject({ scheduledTime: '2030-01-10T10:00:00+05:30' });
    expect(shadow?.row).not.toHaveProperty('timeSlot');
    expect((await database.shadows.get(`bookings:${optimistic.id}`))?.row).toBeNull();

    // What the waiting create re-applies on a refresh is the new shape too; its request keeps its body.
    const [entry] = await database.pendingMutations.toArray();
    const [put] = entry.ops;
    expect(put.op === 'put' && put.row).toMatchObject({ scheduledTime: '2030-01-11T09:00:00+05:30' });
    expect(put.op === 'put' && put.row).not.toHaveProperty('timeSlot');
    expect(entry.body).toEqual(OLD_CREATE_BODY);
    expect(entry.state).toBe('queued');
  });

  it('leaves the waiting old create body as the server still accepts it, naming the same slot', () => {
    const parsed = createBookingRequestSchema.parse(OLD_CREATE_BODY);
    expect(toCreateBookingBody(parsed)).toMatchObject({ scheduledTime: '2030-01-11T09:00:00+05:30' });
    expect(toCreateBookingBody(parsed)).not.toHaveProperty('timeSlot');
  });

  it('keeps the exact instant when the two old fields differ, and leaves an unreadable slot for the next refresh', () => {
    const late = { scheduledTime: '2030-01-10T04:45:30.000Z', timeSlot: '2030-01-10T10:00:00+05:30' };
    oneSlotInstant(late);
    expect(late).toEqual({ scheduledTime: '2030-01-10T10:15:30+05:30' });
    const onlyIst = { timeSlot: '2030-01-10T10:00:00+05:30' };
    oneSlotInstant(onlyIst);
    expect(onlyIst).toEqual({ scheduledTime: '2030-01-10T10:00:00+05:30' });
    const broken = { scheduledTime: 'soon', timeSlot: 7 };
    oneSlotInstant(broken);
    expect(broken).toEqual({ scheduledTime: 'soon' });
  });
});
