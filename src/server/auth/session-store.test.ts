import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { seedIfEmpty } from '../db/seed';
import { sessions } from '../db/schema';
import { SESSION_MS, SessionStore, hashToken } from './session-store';

const DAY = 24 * 60 * 60 * 1000;
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedIfEmpty(database.db);
});
afterAll(async () => database?.close());

describe('server-side sessions', () => {
  it('store only a hash of the token, slide the expiry while used, and end after 30 days unused', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const store = new SessionStore(database.db, () => now);
    const { token } = await store.start('customer-1');
    const [row] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime()).toBe(now + SESSION_MS);

    now += 20 * DAY;
    const used = await store.find(token);
    expect(used).toMatchObject({ userId: 'customer-1', userType: 'customer', renewed: true });
    expect(used!.expiresAt.getTime()).toBe(now + SESSION_MS);
    // Within the day after a slide: no write, no renewal.
    now += 60_000;
    expect((await store.find(token))?.renewed).toBe(false);

    now += SESSION_MS + 1;
    expect(await store.find(token)).toBeUndefined();
    expect(await store.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toEqual([]);
  });

  it('forget an ended session at once and, for another instance, within seconds', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    const here = new SessionStore(database.db, () => now);
    const elsewhere = new SessionStore(database.db, () => now);
    const { token } = await here.start('provider-1');
    expect(await elsewhere.find(token)).toBeDefined();
    await here.end(token);
    expect(await here.find(token)).toBeUndefined();
    now += 16_000;
    expect(await elsewhere.find(token)).toBeUndefined();
    expect(await here.find('not-a-token')).toBeUndefined();
  });
});
