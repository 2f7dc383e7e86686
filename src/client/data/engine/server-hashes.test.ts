import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GaadiDb, SCHEMA_V1 } from './db';
import { applyServerSnapshot } from './mirror';
import { writeRowsHashedByCaller } from './server-hashes';
import { freshDb, rental, tool } from '../../../../tests/client/data/fixtures';

let database: GaadiDb;
afterEach(() => database?.close());

const all = { kind: 'all' } as const;

async function hashedRefs(): Promise<string[]> {
  return (await database.serverHashes.toCollection().primaryKeys()) as string[];
}

async function seed(): Promise<void> {
  database = freshDb();
  await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t2')], all);
  await applyServerSnapshot(database, 'toolRentals', [rental('r1')], all);
}

describe('the server hash guard', () => {
  it('forgets only the written row, in a transaction that does not name the hash table', async () => {
    await seed();
    await database.transaction('rw', database.tools, () => database.tools.put(tool('t1', { name: 'Local' })));
    expect(await hashedRefs()).toEqual(['toolRentals:r1', 'tools:t2']);
  });

  it("forgets a cleared table's hashes and no other table's", async () => {
    await seed();
    await database.tools.clear();
    expect(await hashedRefs()).toEqual(['toolRentals:r1']);
  });

  it('keeps the hash when the write is rolled back with its transaction', async () => {
    await seed();
    const failing = database.transaction('rw', database.tools, async () => {
      await database.tools.put(tool('t1', { name: 'Local' }));
      throw new Error('the caller gives up');
    });
    await expect(failing).rejects.toThrow('the caller gives up');
    expect(await database.tools.get('t1')).toEqual(tool('t1'));
    expect(await hashedRefs()).toContain('tools:t1');
  });

  it('exempts only the exact rows a snapshot marks, and only while it writes them', async () => {
    await seed();
    const marked = [tool('t1')];
    await database.transaction('rw', database.tools, () =>
      writeRowsHashedByCaller(marked, () => database.tools.bulkPut([tool('t2', { name: 'Local' })])),
    );
    expect(await hashedRefs()).not.toContain('tools:t2');
    await database.tools.bulkPut(marked);
    expect(await hashedRefs()).not.toContain('tools:t1');
  });

  it('leaves tables other than the mirrors alone', async () => {
    await seed();
    await database.shadows.put({ ref: 'tools:t1', row: null });
    await database.syncMeta.clear();
    expect(await hashedRefs()).toEqual(['toolRentals:r1', 'tools:t1', 'tools:t2']);
  });
});

describe('upgrading the database', () => {
  it('keeps the rows of a version-1 database and starts with no hashes', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    await old.table('tools').bulkPut([tool('t1', { name: 'Old' }), tool('t2')]);
    old.close();

    database = new GaadiDb(name);
    expect(await database.tools.get('t1')).toMatchObject({ name: 'Old' });
    expect(await database.serverHashes.count()).toBe(0);
    await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t2')], all);
    expect(await database.tools.get('t1')).toEqual(tool('t1'));
    expect(await hashedRefs()).toEqual(['tools:t1', 'tools:t2']);
  });
});
