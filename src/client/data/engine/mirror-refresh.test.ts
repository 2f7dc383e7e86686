import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { GaadiDb } from './db';
import { applyServerSnapshot } from './mirror';
import { recordMutation, settleDone } from './outbox';
import { freshDb, tool } from '../../../../tests/client/data/fixtures';
import { logWrites, type WriteLog } from '../../../../tests/client/data/write-log';

let database: GaadiDb;
let writes: WriteLog;
afterEach(() => database?.close());

function start(): void {
  database = freshDb();
  writes = logWrites(database);
}

const all = { kind: 'all' } as const;
const serverTools = () => [tool('t1'), tool('t2'), tool('t3')];

async function hashedRefs(): Promise<string[]> {
  return (await database.serverHashes.toCollection().primaryKeys()) as string[];
}

describe('refreshing a mirror from the server', () => {
  it('writes nothing when the answer has not changed, and keeps the rows', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    writes.clear();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    expect(writes.size).toBe(0);
    expect(await database.tools.orderBy('id').toArray()).toEqual(serverTools());
  });

  it('writes only the rows that changed, with their new hashes', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    const before = await database.serverHashes.get('tools:t2');
    writes.clear();
    await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t2', { name: 'Renamed' }), tool('t3')], all);
    expect(Object.fromEntries(writes)).toEqual({ tools: ['t2'], serverHashes: ['tools:t2'] });
    expect(await database.tools.get('t2')).toMatchObject({ name: 'Renamed' });
    expect((await database.serverHashes.get('tools:t2'))?.hash).not.toBe(before?.hash);
  });

  it('deletes a row the server no longer lists, and its hash', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t3')], all);
    expect(await database.tools.toCollection().primaryKeys()).toEqual(['t1', 't3']);
    expect(await hashedRefs()).toEqual(['tools:t1', 'tools:t3']);
  });

  // Each writes t2 the way app code does, in a transaction that does not name the hash table.
  const localWrites: [string, (db: GaadiDb) => Promise<unknown>][] = [
    ['put', (db) => db.transaction('rw', db.tools, () => db.tools.put(tool('t2', { name: 'Local' })))],
    ['put outside a transaction', (db) => db.tools.put(tool('t2', { isAvailable: false }))],
    ['update', (db) => db.tools.update('t2', { dailyRate: '1.00' })],
    ['modify', (db) => db.tools.where('id').equals('t2').modify({ name: 'Local' })],
    ['delete', (db) => db.transaction('rw', db.tools, () => db.tools.delete('t2'))],
    ['clear', (db) => db.tools.clear()],
  ];
  it.each(localWrites)('restores the server content after a local %s', async (_, write) => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    await write(database);
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    expect(await database.tools.orderBy('id').toArray()).toEqual(serverTools());
  });

  it('keeps a pending change on top of an unchanged answer', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    await recordMutation(database, draft('k1'), (w) => w.update('tools', 't1', { isAvailable: false }));
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    expect(await database.tools.get('t1')).toMatchObject({ isAvailable: false });
    expect((await database.shadows.get('tools:t1'))?.row).toMatchObject({ isAvailable: true });
  });

  it('does not trust a row a settled change left behind', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    await recordMutation(database, draft('k1'), (w) => w.update('tools', 't1', { isAvailable: false }));
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    // Accepted: the optimistic row stays until a refresh says otherwise.
    await settleDone(database, 'k1', null);
    expect(await database.tools.get('t1')).toMatchObject({ isAvailable: false });
    // The server still has the old content (its hash is the one stored before the change).
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    expect(await database.tools.get('t1')).toEqual(tool('t1'));
  });

  it('compares a big answer the same way (its hashes are read as one range)', async () => {
    start();
    const many = (renamed: string) => Array.from({ length: 250 }, (_, i) => tool(`t${i}`, i === 7 ? { name: renamed } : {}));
    await applyServerSnapshot(database, 'tools', many('Tool t7'), all);
    await database.tools.put(tool('t9', { name: 'Local' }));
    writes.clear();
    await applyServerSnapshot(database, 'tools', many('Renamed'), all);
    expect(Object.fromEntries(writes)).toEqual({ tools: ['t7', 't9'], serverHashes: ['tools:t7', 'tools:t9'] });
    expect(await database.tools.get('t9')).toEqual(tool('t9'));
  });

  it('lets a live query see a refreshed row', async () => {
    start();
    await applyServerSnapshot(database, 'tools', serverTools(), all);
    const seen: string[] = [];
    const renamed = new Promise<void>((resolve) => {
      const subscription = liveQuery(() => database.tools.get('t2')).subscribe((row) => {
        seen.push(row?.name ?? 'none');
        if (row?.name === 'Renamed') {
          subscription.unsubscribe();
          resolve();
        }
      });
    });
    await new Promise((r) => setTimeout(r, 20));
    await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t2', { name: 'Renamed' }), tool('t3')], all);
    await renamed;
    expect(seen).toEqual(['Tool t2', 'Renamed']);
  });
});

function draft(key: string) {
  return {
    key,
    label: `change ${key}`,
    method: 'POST' as const,
    url: '/api/tools',
    refresh: [],
    messages: { failure: { title: 'Failed' } },
    userId: 'customer-1',
    pageLoadId: 'load-1',
  };
}
