import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GaadiDb, STORES_ADDED_IN } from './db';

/** Each store's key path and indexes, as IndexedDB itself holds them. */
async function storesOf(name: string): Promise<Record<string, string>> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = idb.transaction([...idb.objectStoreNames], 'readonly');
  const stores: Record<string, string> = {};
  for (const storeName of [...idb.objectStoreNames]) {
    const store = transaction.objectStore(storeName);
    const indexes = [...store.indexNames].map((index) => {
      const { keyPath, unique, multiEntry } = store.index(index);
      return `${unique ? '&' : ''}${multiEntry ? '*' : ''}${String(keyPath)}`;
    });
    stores[storeName] = [`${store.autoIncrement ? '++' : ''}${String(store.keyPath)}`, ...indexes.sort()].join(', ');
  }
  idb.close();
  return stores;
}

const names: string[] = [];
const freshName = () => {
  const name = `versions-${names.length}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

describe('the database at every published version', () => {
  const published = Object.keys(STORES_ADDED_IN).map(Number);
  const newest = new GaadiDb('never-opened').verno;

  it.each(Array.from({ length: newest - 1 }, (_, i) => i + 1))('opens a version-%i database with the stores a new one has', async (version) => {
    const fresh = new GaadiDb(freshName());
    await fresh.open();
    fresh.close();
    const expected = await storesOf(fresh.name);

    // The stores a database of that version held: what every version up to it added.
    const name = freshName();
    const old = new Dexie(name);
    old.version(version).stores(Object.assign({}, ...published.filter((v) => v <= version).map((v) => STORES_ADDED_IN[v])));
    await old.table('tools').put({ id: 't1', name: 'Kept' });
    old.close();

    const upgraded = new GaadiDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(fresh.verno);
    expect(await upgraded.table('tools').get('t1')).toMatchObject({ id: 't1' });
    upgraded.close();
    expect(await storesOf(name)).toEqual(expected);
  });
});
