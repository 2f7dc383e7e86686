import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { DEMO_SETTINGS } from '../../db/seed-data/supplier';
import { bids, bookings, providerProfiles } from '../../db/schema';
import { putPricing, putSettings } from '../admin/config-repository';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { photoForm } from '../../../../tests/server/multipart';
import { assignProvider, bookingBody, pngBytes, SETTINGS_STARTING_EARLY, startCodeOf } from '../../../../tests/server/bookings-support';
import { defaultPriceColumns } from '../../db/price-columns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await putSettings(t.app.db, SETTINGS_STARTING_EARLY);
});
afterAll(async () => t?.close());
afterEach(async () => {
  await putSettings(t.app.db, SETTINGS_STARTING_EARLY);
  await putPricing(t.app.db, DEFAULT_PRICING);
});

const post = (as: string, url: string, payload?: Record<string, unknown>) =>
  t.as(as)({ method: 'POST', url, ...(payload ? { payload } : {}) });

async function create(customerId = 'customer-1'): Promise<string> {
  const res = await post(customerId, '/api/bookings', bookingBody({ customerId }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const profileOf = async (providerId: string) =>
  (await t.app.db.select().from(providerProfiles).where(eq(providerProfiles.userId, providerId)))[0];
const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('booking lifecycle', () => {
  it('runs create -> confirmed -> start -> after photos -> complete, and moves the provider figures', async () => {
    const id = await create();
    await assignProvider(t.app, id, 'provider-2', 90000);
    const before = await profileOf('provider-2');

    const notAssigned = await post('provider-1', `/api/bookings/${id}/start`, await startCodeOf(t.app, id));
    expect(notAssigned.statusCode).toBe(403);
    expect(notAssigned.json().message).toBe('Only the provider assigned to this job can start it');
    expect((await post('customer-1', `/api/bookings/${id}/start`, await startCodeOf(t.app, id))).statusCode).toBe(403);
    const early = await post('provider-2', `/api/bookings/${id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Cannot complete this booking: it is confirmed');
    expect((await rowOf(id)).status).toBe('confirmed');

    const started = await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', provider: { name: 'Suresh Gowda' } });
    expect((await post('provider-2', `/api/bookings/${id}/start`, await startCodeOf(t.app, id))).json().message).toBe('Cannot start this booking: it is in progress');

    const noPhotos = await post('provider-2', `/api/bookings/${id}/complete`);
    expect(noPhotos.statusCode).toBe(409);
    expect(noPhotos.json().message).toBe('Upload after photos before completing the job');

    const photos = await t.as('provider-2')({ method: 'POST', url: `/api/bookings/${id}/photos`, ...(await photoForm('after', [pngBytes()])) });
    expect(photos.statusCode, photos.body).toBe(201);
    expect(photos.json().photos).toHaveLength(1);

    const done = await post('provider-2', `/api/bookings/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('completed');
    expect((await rowOf(id)).completedAt).toBeInstanceOf(Date);
    const after = await profileOf('provider-2');
    expect(after.completedJobs).toBe(before.completedJobs + 1);
    // The provider earns the service price less the 25 % platform fee.
    expect(after.totalEarningsPaise).toBe(before.totalEarningsPaise + 67500);
    expect(done.json().invoiceNumber).toMatch(/^GC\//);
    expect((await post('provider-2', `/api/bookings/${id}/complete`)).statusCode).toBe(409);
  });

  it('completes without after photos when photo verification is off', async () => {
    const id = await create();
    await assignProvider(t.app, id, 'provider-1');
    await putSettings(t.app.db, { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false });
    expect((await post('provider-1', `/api/bookings/${id}/start`, await startCodeOf(t.app, id))).statusCode).toBe(200);
    expect((await post('provider-1', `/api/bookings/${id}/complete`)).json().status).toBe('completed');
  });

  it('releases a job in an emergency: unassigned, bids rejected, the agreed price kept, listed first', async () => {
    const before = await profileOf('provider-1');
    const wrong = await post('provider-2', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/emergency-release', { providerId: 'provider-2', reason: 'Medical emergency' });
    expect(wrong.statusCode).toBe(403);
    const spoofed = await post('provider-2', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/emergency-release', { providerId: 'provider-1', reason: 'Medical emergency' });
    expect(spoofed.statusCode).toBe(403);
    const blank = await post('provider-1', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/emergency-release', { providerId: 'provider-1', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Please provide a reason for the emergency release/);
    expect((await rowOf('6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74')).status).toBe('confirmed');

    const res = await post('provider-1', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/emergency-release', {
      providerId: 'provider-1',
      reason: 'Vehicle breakdown/malfunction',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The accepted bid of 1,100.00 stays the price; its total is what the customer agreed to.
    expect(res.json()).toMatchObject({
      status: 'emergency_released',
      selectedProviderId: null,
      provider: null,
      releaseReason: 'Vehicle breakdown/malfunction',
      releasedByProviderIds: ['provider-1'],
      subtotal: '1100.00',
      gst: '198.00',
      totalAmount: '1298.00',
      providerAmount: '825.00',
      platformAmount: '275.00',
      agreedTotal: '1298.00',
    });
    const bidRows = await t.app.db.select().from(bids).where(eq(bids.bookingId, '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74'));
    expect(bidRows.every((b) => b.status === 'rejected')).toBe(true);
    expect((await profileOf('provider-1')).totalJobs).toBe(before.totalJobs - 1);

    const forOthers = (await t.as('provider-2')({ method: 'GET', url: '/api/bookings/pending' })).json();
    expect(forOthers[0]).toMatchObject({ id: '6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74', status: 'emergency_released' });
    const released = (await t.as('provider-2')({ method: 'GET', url: '/api/bookings/emergency-released' })).json();
    expect(released.map((b: { id: string }) => b.id)).toEqual(['6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74']);
    const forReleaser = (await t.as('provider-1')({ method: 'GET', url: '/api/bookings/pending' })).json();
    expect(forReleaser.map((b: { id: string }) => b.id)).not.toContain('6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74');
    expect((await t.as('provider-1')({ method: 'GET', url: '/api/bookings/emergency-released' })).json()).toEqual([]);
    const customerView = (await t.as('customer-1')({ method: 'GET', url: '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74' })).json();
    expect(customerView.status).toBe('emergency_released');

    const again = await post('provider-1', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/emergency-release', { providerId: 'provider-1', reason: 'Again' });
    expect(again.statusCode).toBe(403);
  });

  it('refuses releasing a job that is not under way', async () => {
    const id = await create();
    await assignProvider(t.app, id, 'provider-2');
    await t.app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    const res = await post('provider-2', `/api/bookings/${id}/emergency-release`, { providerId: 'provider-2', reason: 'Medical emergency' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot release this booking: it is completed');
  });

  it('cancels a pending booking for its customer and rejects its open bids', async () => {
    const id = await create();
    await t.app.db.insert(bids).values({ id: `${id}-bid`, bookingId: id, providerId: 'provider-2', amountPaise: 70000, ...defaultPriceColumns(70000), estimatedDuration: 60 });
    expect((await post('customer-2', `/api/bookings/${id}/cancel`)).statusCode).toBe(403);
    expect((await post('provider-2', `/api/bookings/${id}/cancel`)).statusCode).toBe(403);
    expect((await rowOf(id)).status).toBe('pending');
    const res = await post('customer-1', `/api/bookings/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const [bid] = await t.app.db.select().from(bids).where(eq(bids.id, `${id}-bid`));
    expect(bid.status).toBe('rejected');
    const twice = await post('customer-1', `/api/bookings/${id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Cannot cancel this booking: it is cancelled');
  });

  it('refuses cancelling a confirmed booking, when cancellations are off, or inside the deadline', async () => {
    const confirmed = await post('customer-1', '/api/bookings/6b3e8d21-0f4c-4a9d-8e15-7c2a5f9b1d74/cancel');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toMatch(/Cannot cancel this booking: it is (confirmed|emergency released)/);

    const id = await create();
    await putSettings(t.app.db, { ...DEMO_SETTINGS, allowCancellations: false });
    const off = await post('customer-1', `/api/bookings/${id}/cancel`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Cancellations are turned off');

    // The slot is tomorrow, so a 720-hour deadline has already passed.
    await putSettings(t.app.db, { ...DEMO_SETTINGS, cancellationDeadlineHours: 720 });
    const late = await post('customer-1', `/api/bookings/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Bookings can only be cancelled at least 720 hours before the time slot');
    expect((await rowOf(id)).status).toBe('pending');

    await putSettings(t.app.db, DEMO_SETTINGS);
    expect((await post('admin-1', `/api/bookings/${id}/cancel`)).json().status).toBe('cancelled');
  });

  it('answers 404 for unknown bookings', async () => {
    for (const action of ['start', 'complete', 'cancel']) {
      const res = await post('provider-1', `/api/bookings/booking-nope/${action}`, action === 'start' ? { code: '0000' } : undefined);
      expect(res.statusCode).toBe(404);
    }
  });
});
