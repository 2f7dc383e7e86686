import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../shared/schemas/booking';
import { serviceSchema } from '../../../shared/schemas/service';
import { toolRentalSchema, toolSchema } from '../../../shared/schemas/tool';
import { GaadiDb, PUBLISHED_MIRROR_STORES, SCHEMA_V1 } from './db';
import { SERVER_HASHES } from './server-hashes';
import type { PendingMutation } from './tables';

let database: GaadiDb | undefined;
afterEach(() => database?.close());

/** Rows as version 8 of the app stored them: no words in Kannada or Hindi anywhere. */
const SERVICE = { id: 'svc-basic-wash', name: 'Basic Wash', description: 'Exterior foam wash.', basePrice: '299.00', duration: 60, vehicleType: 'both', category: 'wash', sacCode: '998714', retired: false };
const TOOL = { id: 'tool-vacuum', name: 'Wet & Dry Vacuum', description: '20 L vacuum.', image: '/images/tools/vacuum.svg', dailyRate: '300.00', deposit: '1500.00', pickupLocation: 'Koramangala', isAvailable: true };
const RENTAL = {
  id: 'r1', toolId: 'tool-vacuum', customerId: 'customer-1', startDate: '2030-01-01T10:00:00.000Z', endDate: '2030-01-02T10:00:00.000Z', status: 'active',
  dailyRate: '300.00', days: 1, totalCost: '300.00', depositAmount: '1500.00', totalPayable: '1800.00', returnedAt: null,
  tool: { name: 'Wet & Dry Vacuum', pickupLocation: 'Koramangala' }, payment: { method: 'cash', status: 'due', paidAt: null }, deposit: null,
};
const BOOKING = {
  id: 'b1', status: 'pending', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z', scheduledTime: '2030-01-10T10:00:00+05:30',
  location: 'Indiranagar', latitude: null, longitude: null, vehicleType: 'car', vehicleModel: null, vehicleCategory: 'hatchback',
  serviceIds: ['svc-basic-wash'], addOnIds: [], subtotal: '299.00', cgst: '26.91', sgst: '26.91', gst: '53.82', totalAmount: '352.82',
  providerAmount: '224.25', platformAmount: '74.75', priorityBonus: '0.00', gstRate: 18, platformFeeRate: 25, agreedTotal: null, invoiceNumber: null,
  selectedProviderId: null, customerId: 'customer-1', releaseReason: null, releasedByProviderIds: [],
  services: [{ id: 'svc-basic-wash', name: 'Basic Wash', basePrice: '299.00' }], provider: null, providerProfile: null,
  customer: { name: 'Priya Sharma' }, feedback: null, photos: [], startCode: null, startLockedUntil: null,
  payment: { status: 'due', method: null, amount: '352.82', paidAt: null },
};
const NEW_SERVICE = { ...SERVICE, id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Ceramic Coat' };
const waitingCreate: PendingMutation = {
  key: 'create-service', label: 'Add service Ceramic Coat', method: 'POST', url: '/api/services', body: { ...NEW_SERVICE },
  ops: [{ op: 'put', table: 'services', key: NEW_SERVICE.id, row: NEW_SERVICE }], touched: [`services:${NEW_SERVICE.id}`],
  answerTable: 'services', refresh: ['services'], state: 'queued', userId: 'admin-1', createdAt: 1, pageLoadId: 'load-1',
};

async function openVersion8(name: string): Promise<Dexie> {
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V1);
  old.version(2).stores({ [SERVER_HASHES]: 'ref' });
  old.version(8).stores(PUBLISHED_MIRROR_STORES);
  await old.open();
  return old;
}

describe('upgrading the device database to version 9 (ADR 104)', () => {
  it('gives stored services, tools, booking lines and rentals their Kannada and Hindi as not written, so every row reads', async () => {
    const name = `translations-${Math.random().toString(36).slice(2)}`;
    const old = await openVersion8(name);
    await old.table('services').put(SERVICE);
    await old.table('tools').put(TOOL);
    await old.table('toolRentals').put(RENTAL);
    await old.table('bookings').put(BOOKING);
    await old.table('shadows').put({ ref: 'services:svc-basic-wash', row: SERVICE });
    await old.table('shadows').put({ ref: `services:${NEW_SERVICE.id}`, row: null });
    await old.table('pendingMutations').add(waitingCreate);
    old.close();

    database = new GaadiDb(name);
    expect(serviceSchema.parse(await database.services.get('svc-basic-wash'))).toMatchObject({ nameKn: '', nameHi: '', descriptionKn: '', descriptionHi: '' });
    expect(toolSchema.parse(await database.tools.get('tool-vacuum'))).toMatchObject({ nameKn: '', descriptionHi: '' });
    expect(toolRentalSchema.parse(await database.toolRentals.get('r1')).tool).toEqual({ name: 'Wet & Dry Vacuum', nameKn: '', nameHi: '', pickupLocation: 'Koramangala' });
    expect(bookingSchema.parse(await database.bookings.get('b1')).services).toEqual([{ id: 'svc-basic-wash', name: 'Basic Wash', nameKn: '', nameHi: '', basePrice: '299.00' }]);
    expect((await database.shadows.get('services:svc-basic-wash'))?.row).toMatchObject({ nameKn: '', nameHi: '' });
    expect((await database.shadows.get(`services:${NEW_SERVICE.id}`))?.row).toBeNull();

    // A service added offline before the update: what it re-applies is the new shape, its request as it was.
    const [entry] = await database.pendingMutations.toArray();
    const [put] = entry.ops;
    expect(put.op === 'put' && serviceSchema.parse(put.row)).toMatchObject({ name: 'Ceramic Coat', nameKn: '' });
    expect(entry.body).toEqual(NEW_SERVICE);
  });

  it('keeps words a row already has', async () => {
    const name = `translations-kept-${Math.random().toString(36).slice(2)}`;
    const old = await openVersion8(name);
    await old.table('services').put({ ...SERVICE, nameKn: 'ಬೇಸಿಕ್' });
    old.close();
    database = new GaadiDb(name);
    expect(await database.services.get('svc-basic-wash')).toMatchObject({ nameKn: 'ಬೇಸಿಕ್', nameHi: '' });
  });
});
