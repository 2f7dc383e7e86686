import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPPLIER_DETAILS_REQUIRED } from '../../src/shared/domain/action-refusals';
import { DEFAULT_SETTINGS, supplierDetailsMissing } from '../../src/shared/schemas/admin';
import { bookings, invoices } from '../../src/server/db/schema';
import { DEMO_SETTINGS } from '../../src/server/db/seed-data/supplier';
import { getSettings, putSettings } from '../../src/server/modules/admin/config-repository';
import { assignProvider, bookingBody, SETTINGS_STARTING_EARLY, startCodeOf } from './bookings-support';
import { createTestApp, type TestApp } from './test-app';

/**
 * The tax invoice's supplier is the platform's own: outside demo mode it starts empty, and no job
 * is completed (so no invoice issued) until the operator has entered it. Runs on PGlite and PostgreSQL.
 */
const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

describe('the invoice supplier', () => {
  it('starts empty outside demo mode', async () => {
    const real = await createTestApp({ demoMode: false, seed: 'catalogue' });
    apps.push(real);
    const settings = await getSettings(real.app.db);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(supplierDetailsMissing(settings)).toEqual(['supplierName', 'supplierAddress', 'supplierGstin']);
  });

  it('starts with the sample in the demo', async () => {
    const demo = await createTestApp();
    apps.push(demo);
    expect(await getSettings(demo.app.db)).toEqual(DEMO_SETTINGS);
    expect(supplierDetailsMissing(DEMO_SETTINGS)).toEqual([]);
  });

  it('refuses to complete a job while any detail is missing, issuing nothing, and completes once all are set', async () => {
    const t = await createTestApp();
    apps.push(t);
    const post = (as: string, url: string, payload?: Record<string, unknown>) => t.as(as)({ method: 'POST', url, ...(payload ? { payload } : {}) });
    const issued = async () => (await t.app.db.select({ n: count() }).from(invoices))[0].n;
    const early = { ...SETTINGS_STARTING_EARLY, requirePhotoVerification: false };

    const created = await post('customer-1', '/api/bookings', bookingBody());
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    await assignProvider(t.app, id, 'provider-1');
    await putSettings(t.app.db, early);
    expect((await post('provider-1', `/api/bookings/${id}/start`, await startCodeOf(t.app, id))).statusCode).toBe(200);

    const before = await issued();
    for (const blank of ['supplierName', 'supplierAddress', 'supplierGstin'] as const) {
      await putSettings(t.app.db, { ...early, [blank]: '' });
      const refused = await post('provider-1', `/api/bookings/${id}/complete`);
      expect(refused.statusCode, blank).toBe(409);
      expect(refused.json().message).toBe(SUPPLIER_DETAILS_REQUIRED);
    }
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('in_progress');
    expect(await issued()).toBe(before);

    await putSettings(t.app.db, early);
    const done = await post('provider-1', `/api/bookings/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await issued()).toBe(before + 1);
  });

  it('takes spaces for a detail not entered: stored empty, and still missing', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.as('admin-1')({ method: 'PUT', url: '/api/admin/settings', payload: { ...DEMO_SETTINGS, supplierAddress: '   ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().supplierAddress).toBe('');
    expect(supplierDetailsMissing(res.json())).toEqual(['supplierAddress']);
  });
});
