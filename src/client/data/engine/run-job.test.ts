import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../shared/schemas/user';
import type { GaadiDb } from './db';
import { runJob } from './run-job';
import { applySession } from './session-store';
import { jobUrl } from './sync-jobs';
import { SINGLETON_KEY } from './tables';
import { freshDb, tool } from '../../../../tests/client/data/fixtures';

let database: GaadiDb;
afterEach(() => {
  vi.unstubAllGlobals();
  database?.close();
});

function answer(body: unknown, etag = '"e1"') {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag } }));
}

/** Counts the committed writes to this database (one per read-write transaction that changed something). */
function countWrites(name: string): { count: () => number; stop: () => void } {
  let writes = 0;
  const listener = (parts: Record<string, unknown>) => {
    if (Object.keys(parts).some((key) => key.startsWith(`idb://${name}/`))) writes += 1;
  };
  Dexie.on('storagemutated', listener);
  return { count: () => writes, stop: () => Dexie.on.storagemutated.unsubscribe(listener) };
}

const customer = { userId: 'customer-1', role: 'customer' as const };
const person = { id: 'customer-1', name: 'Asha', email: null, userType: 'customer' as const, isVerified: true, location: null, profileImage: null };

describe('runJob', () => {
  it('writes an answer’s rows and the job’s sync state in one transaction', async () => {
    database = freshDb();
    const url = jobUrl('tools', customer)!;
    answer([tool('t1'), tool('t2')]);
    await database.open();
    const writes = countWrites(database.name);
    try {
      expect(await runJob(database, 'tools', customer, url)).toBe('updated');
      expect(writes.count()).toBe(1);
    } finally {
      writes.stop();
    }
    expect((await database.tools.toArray()).map((t) => t.id)).toEqual(['t1', 't2']);
    expect(await database.syncMeta.get(url)).toMatchObject({ url, table: 'tools', etag: '"e1"' });
  });
});

describe('applySession', () => {
  it('stores the sync state with the session, and leaves an unchanged session unwritten', async () => {
    database = freshDb();
    const session: Session = { user: person, phone: null, demoMode: true, personas: [person] };
    const state = (etag: string) => ({ url: '/api/session', table: 'session' as const, etag, fetchedAt: 1 });
    await applySession(database, session, state('"s1"'));
    expect(await database.session.get(SINGLETON_KEY)).toMatchObject({ demoMode: true });

    const sessionWrites: number[] = [];
    database.session.hook('updating', () => void sessionWrites.push(1));
    database.session.hook('creating', () => void sessionWrites.push(1));
    expect(await applySession(database, session, state('"s2"'))).toBe(false);
    expect(sessionWrites).toEqual([]);
    expect((await database.syncMeta.get('/api/session'))?.etag).toBe('"s2"');

    await applySession(database, { ...session, demoMode: false }, state('"s3"'));
    expect(sessionWrites.length).toBe(1);
    expect(await database.session.get(SINGLETON_KEY)).toMatchObject({ demoMode: false });
  });

  it('drops a polled session asked before the person signed in on this page, and stores one asked after', async () => {
    database = freshDb();
    await database.open();
    const visitor: Session = { user: null, phone: null, demoMode: false, personas: [] };
    const signedIn: Session = { user: person, phone: '+919844411122', demoMode: false, personas: [] };
    const url = jobUrl('session', { userId: null, role: null })!;
    let send: ((body: Session) => void) | null = null;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => {
      send = (body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag: '"v"' } }));
    }));
    const polled = runJob(database, 'session', { userId: null, role: null }, url);
    // The poll's request is out before the person signs in.
    await vi.waitFor(() => expect(send).not.toBeNull());
    await applySession(database, signedIn);
    send!(visitor);
    await polled;
    expect((await database.session.get(SINGLETON_KEY))?.user?.name).toBe('Asha');
    expect(await database.syncMeta.get(url)).toBeUndefined();

    // The next poll, asked after the sign-in, is the account's own answer and is stored.
    send = null;
    const next = runJob(database, 'session', { userId: null, role: null }, url);
    await vi.waitFor(() => expect(send).not.toBeNull());
    send!(visitor);
    await next;
    expect((await database.session.get(SINGLETON_KEY))?.user).toBeNull();
  });
});
