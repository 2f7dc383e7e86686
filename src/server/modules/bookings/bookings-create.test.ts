import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { providerAvailability, services } from '../../db/schema';
import { putPricing, putSettings } from '../admin/config-repository';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody, slotIn, writeCounts } from '../../../../tests/server/bookings-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(async () => {
  await putSettings(t.app.db, DEMO_SETTINGS);
  await putPricing(t.app.db, DEFAULT_PRICING);
});

const post = (as: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.as(as)({ method: 'POST', url: '/api/bookings', payload, headers });

/** Expects a refusal with this status and message and no row written. */
async function refused(as: string, payload: Record<string, unknown>, status: number, message: string | RegExp) {
  const before = await writeCounts(t.app);
  const res = await post(as, payload);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(await writeCounts(t.app)).toEqual(before);
}

describe('POST /api/bookings', () => {
  it('prices a sedan from the catalogue (+30 %) and ignores the amounts the client sent', async () => {
    const res = await post(
      'customer-1',
      bookingBody({ subtotal: '1.00', gst: '0.00', totalAmount: '1.00', providerAmount: '0.50', platformAmount: '0.50' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    // Premium Wash 599 × 1.3 = 778.70 and Tyre Polish 149 × 1.3 = 193.70.
    expect(booking).toMatchObject({
      status: 'pending',
      customerId: 'customer-1',
      serviceIds: ['svc-premium-wash'],
      addOnIds: ['svc-tyre-polish'],
      subtotal: '972.40',
      // CGST and SGST are 9 % of 972.40 = 87.516 each, rounded half up to 87.52.
      cgst: '87.52',
      sgst: '87.52',
      gst: '175.04',
      totalAmount: '1147.44',
      platformAmount: '243.10',
      providerAmount: '729.30',
      selectedProviderId: null,
      provider: null,
      providerProfile: null,
      customer: { name: 'Priya Sharma' },
      feedback: null,
      photos: [],
      vehicleCategory: 'sedan',
      latitude: '12.9716',
    });
    expect(booking.services).toEqual([
      { id: 'svc-premium-wash', name: 'Premium Wash', nameKn: '', nameHi: '', basePrice: '599.00' },
      { id: 'svc-tyre-polish', name: 'Tyre Polish', nameKn: '', nameHi: '', basePrice: '149.00' },
    ]);
    const read = await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${booking.id}` });
    expect(read.json()).toEqual(booking);
  });

  it('prices a bike at 0.6 of the base price', async () => {
    const res = await post(
      'customer-2',
      bookingBody({
        customerId: 'customer-2',
        vehicleType: 'bike',
        vehicleModel: null,
        serviceIds: ['svc-basic-wash'],
        addOnIds: ['svc-chain-lube'],
        totalAmount: '9999.00',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // Basic Wash 299 × 0.6 = 179.40 and Chain Lubrication 129 × 0.6 = 77.40.
    expect(res.json()).toMatchObject({
      vehicleType: 'bike',
      subtotal: '256.80',
      gst: '46.22',
      totalAmount: '303.02',
      platformAmount: '64.20',
      providerAmount: '192.60',
      customer: { name: 'Arjun Rao' },
    });
  });

  it('uses the stored pricing configuration', async () => {
    await putPricing(t.app.db, { ...DEFAULT_PRICING, gstPercentage: 12, categoryMultipliers: { ...DEFAULT_PRICING.categoryMultipliers, sedan: 2 } });
    const res = await post('customer-1', bookingBody({ addOnIds: [] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: '1198.00', gst: '143.76', totalAmount: '1341.76' });
  });

  it('answers a repeated Idempotency-Key with the first answer and a reused id with 409', async () => {
    const id = '5d6f1c2a-8b7e-4c3d-9a10-1b2c3d4e5f60';
    const before = await writeCounts(t.app);
    const first = await post('customer-1', bookingBody({ id }), { 'idempotency-key': `booking-${id}` });
    const second = await post('customer-1', bookingBody({ id }), { 'idempotency-key': `booking-${id}` });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await writeCounts(t.app)).bookings).toBe(before.bookings + 1);
    await refused('customer-1', bookingBody({ id }), 409, 'A booking with this id already exists');
  });

  it('refuses bookings for someone else and bookings by providers', async () => {
    await refused('customer-2', bookingBody({ customerId: 'customer-1' }), 403, 'You can only act for your own account');
    await refused('provider-1', bookingBody({ customerId: 'provider-1' }), 403, /needs a customer or the administrator/);
    await refused('admin-1', bookingBody({ customerId: 'provider-1' }), 422, "'provider-1' is not a customer");
  });

  it('lets the admin book for a customer', async () => {
    const res = await post('admin-1', bookingBody({ customerId: 'customer-2' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().customerId).toBe('customer-2');
  });

  it('refuses new bookings during maintenance with 503', async () => {
    await putSettings(t.app.db, { ...DEMO_SETTINGS, maintenanceMode: true });
    await refused('customer-1', bookingBody(), 503, 'GaadiCare is under maintenance. New bookings are paused; please try again later.');
  });

  it('enforces the minimum order value on the total including GST', async () => {
    // A bike Tyre Polish: 149 × 0.6 = 89.40, with GST 105.49.
    const cheap = bookingBody({ vehicleType: 'bike', vehicleModel: null, serviceIds: ['svc-tyre-polish'], addOnIds: [] });
    await refused('customer-1', cheap, 422, 'Minimum order value is ₹200');
    await putPricing(t.app.db, { ...DEFAULT_PRICING, minimumOrderValue: 2500 });
    await refused('customer-1', bookingBody(), 422, 'Minimum order value is ₹2,500');
  });

  it("caps a customer's active bookings", async () => {
    const res = await t.as('customer-1')({ method: 'GET', url: '/api/bookings/customer/customer-1' });
    const active = res.json().filter((b: { status: string }) => b.status !== 'completed' && b.status !== 'cancelled').length;
    await putSettings(t.app.db, { ...DEMO_SETTINGS, maxActiveBookings: active });
    await refused('customer-1', bookingBody(), 422, new RegExp(`already have ${active} active bookings`));
    await putSettings(t.app.db, { ...DEMO_SETTINGS, maxActiveBookings: active + 1 });
    expect((await post('customer-1', bookingBody())).statusCode).toBe(201);
  });

  it('refuses unknown, retired and unsuitable services', async () => {
    await refused('customer-1', bookingBody({ serviceIds: ['svc-nope'] }), 422, "There is no service 'svc-nope'");
    await refused('customer-1', bookingBody({ vehicleType: 'bike', serviceIds: ['svc-interior-detailing'] }), 422, 'Interior Detailing is not offered for bikes');
    await refused('customer-1', bookingBody({ addOnIds: ['svc-chain-lube'] }), 422, 'Chain Lubrication is not offered for cars');
    await refused('customer-1', bookingBody({ addOnIds: ['svc-premium-wash'] }), 422, 'Each service can be chosen only once');
    await t.app.db.update(services).set({ retired: true }).where(eq(services.id, 'svc-engine-bay'));
    try {
      await refused('customer-1', bookingBody({ addOnIds: ['svc-engine-bay'] }), 422, 'Engine Bay Cleaning is no longer offered');
    } finally {
      await t.app.db.update(services).set({ retired: false }).where(eq(services.id, 'svc-engine-bay'));
    }
  });

  it('refuses past, far-off, off-hour and unstaffed slots', async () => {
    await refused('customer-1', bookingBody({ scheduledTime: '2020-01-06T10:00:00+05:30' }), 422, /already passed/);
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(6, 10).replace(/^(\d{4})/, (y) => String(Number(y) + 1)) }), 422, /next 6 days/);
    // The body's schema knows the service day: a slot off the hour or outside it is bad input.
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 10).replace('T10:00', 'T10:30') }), 400, /hourly slot from 6:00 AM to 9:00 PM/);
    // The service day closes at 22:00, so no slot starts then or at 5 AM.
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 22) }), 400, /hourly slot/);
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 5) }), 400, /hourly slot/);
    // 7 PM: provider-2 ends at 19:00 and provider-1 earlier, so nobody works the slot.
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 19) }), 422, 'No provider is available at this time slot; please choose another');
    // provider-3 cannot take jobs yet (onboarding unfinished), so stretching its hours opens nothing.
    await t.app.db.update(providerAvailability).set({ endTime: '21:00' }).where(eq(providerAvailability.providerId, 'provider-3'));
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 19) }), 422, /No provider is available/);
    await t.app.db.update(providerAvailability).set({ endTime: '20:00' }).where(eq(providerAvailability.providerId, 'provider-2'));
    expect((await post('customer-1', bookingBody({ scheduledTime: slotIn(1, 19) }))).statusCode).toBe(201);
    // A provider available until closing opens the last slot of the day, 9 PM.
    await refused('customer-1', bookingBody({ scheduledTime: slotIn(1, 21) }), 422, /No provider is available/);
    await t.app.db.update(providerAvailability).set({ endTime: '22:00' }).where(eq(providerAvailability.providerId, 'provider-2'));
    expect((await post('customer-1', bookingBody({ scheduledTime: slotIn(1, 21) }))).statusCode).toBe(201);
    await t.app.db.update(providerAvailability).set({ endTime: '19:00' }).where(eq(providerAvailability.providerId, 'provider-2'));
  });

  it('refuses bad input with 400 and a message', async () => {
    await refused('customer-1', bookingBody({ serviceIds: [] }), 400, /At least one service is required/);
    await refused('customer-1', bookingBody({ vehicleType: 'truck' }), 400, /Vehicle type must be car or bike/);
    await refused('customer-1', bookingBody({ location: '  ' }), 400, /Location is required/);
    await refused('customer-1', bookingBody({ scheduledTime: '10:00' }), 400, /ISO date-time/);
    await refused('customer-1', bookingBody({ serviceIds: 'svc-basic-wash' }), 400, /serviceIds/);
    await refused('customer-1', bookingBody({ id: 'not-a-uuid' }), 400, /UUID/);
    const before = await writeCounts(t.app);
    const malformed = await t.as('customer-1')({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{"serviceIds":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect(await writeCounts(t.app)).toEqual(before);
  });
});
