import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { seedIfEmpty } from '../db/seed';
import { sessions } from '../db/schema';
import { ChangeVersions } from '../changes/change-versions';
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

  it('with shared change versions, keep a session without asking the database until a session ends anywhere', async () => {
    let now = Date.parse('2026-11-01T00:00:00Z');
    // Two processes: each its own store and its own copy of the change state.
    const hereVersions = new ChangeVersions(false);
    const elsewhereVersions = new ChangeVersions(false);
    await hereVersions.load(database.db);
    await elsewhereVersions.load(database.db);
    const here = new SessionStore(database.db, () => now, hereVersions);
    const elsewhere = new SessionStore(database.db, () => now, elsewhereVersions);
    const { token } = await here.start('provider-1');
    const other = await here.start('customer-2');
    expect(await elsewhere.find(token)).toBeDefined();
    expect(await elsewhere.find(other.token)).toBeDefined();

    // Polls every 20 s for four minutes: not one statement.
    const before = database.queryCount();
    for (let i = 0; i < 12; i++) {
      now += 20_000;
      expect(await elsewhere.find(token)).toMatchObject({ userId: 'provider-1' });
    }
    expect(database.queryCount() - before).toBe(0);

    // Another session ends through the other process: this one re-reads what it keeps as soon as
    // it learns of the change (the notification, or the once-a-second re-read of change_state).
    await here.end(other.token);
    expect(await here.find(other.token)).toBeUndefined();
    await elsewhereVersions.load(database.db);
    expect(await elsewhere.find(other.token)).toBeUndefined();
    const reread = database.queryCount();
    expect(await elsewhere.find(token)).toMatchObject({ userId: 'provider-1' });
    expect(database.queryCount() - reread).toBe(1);
  });
});
