import 'fake-indexeddb/auto';
import fs from 'node:fs';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRowSchema } from '../registry/account';
import { SINGLETON_KEY } from '../registry/table-spec';
import { checkerSource, generatedFiles } from '../../../../scripts/generate-validators';
import { freshDb } from '../../../../tests/client/data/fixtures';
import { checkSessionRow } from './generated/session-row-check';
import { holdsNothing, pullFirstSession, SESSION_URL } from './start-sync';
import { jobUrl } from './sync-jobs';

const user = (id: string, userType = 'customer') => ({
  id,
  name: 'Priya Sharma',
  email: null,
  userType,
  isVerified: true,
  location: 'Koramangala',
  profileImage: null,
});
const session = { user: user('customer-1'), phone: '+919800000001', demoMode: true, personas: [user('customer-1'), user('provider-1', 'provider')] };

/** Inputs on both sides of every rule the session schema has: each must fare alike in zod and in the generated check. */
const CASES: unknown[] = [
  session,
  { ...session, user: null, personas: [] },
  { ...session, phone: null },
  { ...session, extra: 'dropped' },
  { ...session, user: { ...user('customer-1'), extra: 1 } },
  { ...session, user: user('  customer-1 ') },
  { ...session, user: user('') },
  { ...session, user: user('   ') },
  { ...session, user: user('x'.repeat(64)) },
  { ...session, user: user('x'.repeat(65)) },
  { ...session, user: user(' ' + 'x'.repeat(64) + ' ') },
  { ...session, user: user('a\u0000b') },
  { ...session, user: user('a\u0085b') },
  { ...session, user: user('customer-1', 'guest') },
  { ...session, user: { ...user('customer-1'), isVerified: 'yes' } },
  { ...session, user: { ...user('customer-1'), email: undefined } },
  { ...session, demoMode: 1 },
  { ...session, personas: null },
  { ...session, personas: [null] },
  { ...session, personas: { 0: user('customer-1') } },
  { ...session, phone: 919800000001 },
  { ...session, onlinePayments: true },
  { ...session, onlinePayments: false },
  { ...session, onlinePayments: undefined },
  { ...session, onlinePayments: 'yes' },
  [],
  null,
  'session',
];

const parse = (check: (input: unknown) => unknown, input: unknown) => {
  try {
    return { ok: true, value: check(input) };
  } catch {
    return { ok: false };
  }
};

describe('the generated session check (ADR 094)', () => {
  it('is the file the generator writes from the schemas today', async () => {
    for (const { file, source } of await generatedFiles()) {
      expect(fs.readFileSync(file, 'utf8'), `${file} is stale: npx tsx scripts/generate-validators.ts`).toBe(source);
    }
  });

  it.each(CASES.map((c, i) => [i, c]))('answers case %i as zod’s parse does', (_i, input) => {
    const row = typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input, key: SINGLETON_KEY } : input;
    const expected = parse((x) => sessionRowSchema.parse(x), row);
    const actual = parse(checkSessionRow, row);
    expect(actual.ok).toBe(expected.ok);
    // The same value, keys in the same order (stored rows are compared as JSON text).
    if (expected.ok) expect(JSON.stringify(actual.value)).toBe(JSON.stringify(expected.value));
  });

  it('refuses to write a rule it cannot check', () => {
    const refined = sessionRowSchema.check(() => undefined);
    expect(() => checkerSource(refined, 'f', 'unknown', '')).toThrow(/not supported/);
    expect(() => checkerSource(z.pipe(z.string(), z.transform((s) => s.length)), 'f', 'unknown', '')).toThrow(/not supported/);
  });
});

describe('the first session pull', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the URL the session job asks', () => {
    expect(SESSION_URL).toBe(jobUrl('session', { userId: null, role: null }));
  });

  it('stores the checked session and its ETag on a device that holds nothing, as the session job would', async () => {
    const db = await freshDb();
    expect(await holdsNothing(db)).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...session, user: user(' customer-1 ') }), { status: 200, headers: { ETag: '"s1"', 'content-type': 'application/json' } })));
    expect(await pullFirstSession(db)).toBe(true);
    expect(await db.session.get(SINGLETON_KEY)).toEqual(sessionRowSchema.parse({ ...session, key: SINGLETON_KEY }));
    expect(await db.syncMeta.get(SESSION_URL)).toMatchObject({ url: SESSION_URL, table: 'session', etag: '"s1"' });
    expect(await holdsNothing(db)).toBe(false);
  });

  it('stores nothing from an answer the schema refuses', async () => {
    const db = await freshDb();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...session, demoMode: 'yes' }), { status: 200, headers: { 'content-type': 'application/json' } })));
    await expect(pullFirstSession(db)).rejects.toThrow();
    expect(await db.session.get(SINGLETON_KEY)).toBeUndefined();
    expect(await db.syncMeta.count()).toBe(0);
  });
});

describe('the bell’s jobs once the engine has started (ADR 085)', () => {
  it('are declared when the engine starts, and at once when it already runs', async () => {
    const { whenSyncEngine, syncEngineStarted } = await import('./engine-ready');
    const subscribe = vi.fn(() => () => undefined);
    const engine = { subscribe } as unknown as Parameters<typeof syncEngineStarted>[0];
    const early = vi.fn((e: typeof engine) => e.subscribe(['notifications']));
    const cancelled = vi.fn();
    whenSyncEngine(early);
    whenSyncEngine(cancelled)();
    expect(early).not.toHaveBeenCalled();
    syncEngineStarted(engine);
    expect(early).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenSyncEngine(late);
    expect(late).toHaveBeenCalledWith(engine);
  });
});
