import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appConfig, bookings, services, tools, users } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed';
import { createTestApp, type TestApp } from './test-app';

/**
 * The real product (DEMO_MODE off) starts with the catalogue and nobody in it: no demo persona,
 * and so no seeded operator whose phone number anyone could sign in with. Runs on PGlite and
 * on PostgreSQL (TEST_DATABASE=postgres).
 */
describe('seeding outside demo mode', () => {
  let t: TestApp;
  const rows = async (table: typeof users | typeof services | typeof tools | typeof bookings | typeof appConfig) =>
    (await t.app.db.select({ n: count() }).from(table))[0].n;

  beforeAll(async () => {
    t = await createTestApp({ demoMode: false, seed: 'catalogue' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the catalogue, pricing and settings but no person and no booking', async () => {
    expect(await rows(users)).toBe(0);
    expect(await rows(bookings)).toBe(0);
    expect(await rows(services)).toBeGreaterThan(0);
    expect(await rows(tools)).toBeGreaterThan(0);
    expect(await rows(appConfig)).toBe(2);
  });

  it('adds the demo people later only when asked, and never the catalogue twice', async () => {
    const servicesBefore = await rows(services);
    expect(await seedIfEmpty(t.app.db, 'catalogue')).toBe(false);
    expect(await seedIfEmpty(t.app.db, 'demo')).toBe(true);
    expect(await rows(users)).toBeGreaterThan(0);
    expect(await rows(services)).toBe(servicesBefore);
    expect(await seedIfEmpty(t.app.db, 'demo')).toBe(false);
  });
});
