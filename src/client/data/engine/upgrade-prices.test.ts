import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { bidSchema } from '../../../shared/schemas/bid';
import { bookingSchema } from '../../../shared/schemas/booking';
import { toolRentalSchema } from '../../../shared/schemas/tool';
import { GaadiDb, SCHEMA_V1 } from './db';
import { SERVER_HASHES } from './server-hashes';

let database: GaadiDb | undefined;
afterEach(() => database?.close());

/** A booking and a bid as version 2 of the app stored them, before the price model. */
const oldBooking = {
  id: 'b-1', status: 'confirmed', createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z', scheduledTime: '2030-01-10T10:00:00+05:30',
  location: 'Indiranagar', latitude: null, longitude: null, timeSlot: '2030-01-10T10:00:00+05:30', vehicleType: 'car', vehicleModel: null,
  vehicleCategory: 'hatchback', serviceIds: ['svc-basic-wash'], addOnIds: [], subtotal: '299.00', gst: '53.83', totalAmount: '352.83',
  providerAmount: '224.25', platformAmount: '74.75', selectedProviderId: 'provider-2', customerId: 'customer-1', releaseReason: null,
  releasedByProviderIds: [], services: [{ id: 'svc-basic-wash', name: 'Basic Wash', basePrice: '299.00' }], provider: { name: 'Suresh Gowda' },
  providerProfile: null, customer: { name: 'Priya Sharma' }, feedback: null, photos: [],
};
const oldBid = {
  id: 'bid-1', bookingId: 'b-1', providerId: 'provider-2', bidAmount: '500.00', estimatedDuration: 60, message: null, status: 'accepted',
  createdAt: '2030-01-01T00:00:00Z', provider: { name: 'Suresh Gowda', profileImage: null, location: null },
  providerProfile: { rating: null, reviews: 0, completedJobs: 0 },
};

const oldRental = {
  id: 'r-1', toolId: 't1', customerId: 'customer-1', startDate: '2025-01-01T10:00:00.000Z', endDate: '2025-01-02T10:00:00.000Z',
  status: 'active', totalCost: '250.00', depositAmount: '1000.00', returnedAt: null, tool: { name: 'Tool t1', pickupLocation: 'Indiranagar' },
};

describe('upgrading the device database to version 3', () => {
  it('keeps stored bookings and bids, filled with the price model fields every screen reads', async () => {
    const name = `prices-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    old.version(2).stores({ [SERVER_HASHES]: 'ref' });
    await old.table('bookings').put(oldBooking);
    await old.table('bids').put(oldBid);
    await old.table('toolRentals').put(oldRental);
    old.close();

    database = new GaadiDb(name);
    const booking = await database.bookings.get('b-1');
    expect(bookingSchema.parse(booking)).toMatchObject({ cgst: '26.92', sgst: '26.91', totalAmount: '352.83', agreedTotal: null, invoiceNumber: null });
    const bid = await database.bids.get('bid-1');
    expect(bidSchema.parse(bid)).toMatchObject({ bidAmount: '500.00', gst: '90.00', totalAmount: '590.00', providerAmount: '375.00', gstRate: 18 });
    expect(toolRentalSchema.parse(await database.toolRentals.get('r-1'))).toMatchObject({ dailyRate: '250.00', days: 1, totalPayable: '1250.00' });
    expect(await database.invoices.count()).toBe(0);
    expect(await database.earnings.count()).toBe(0);
  });
});
