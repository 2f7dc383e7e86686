import type { OutcomeMessage } from '../src/shared/sync/worker-protocol';

/**
 * Replay results the open pages have not acknowledged yet. A page that was closed while its
 * change replayed learns the result on its next start instead of waiting forever.
 */
export interface OutcomeStore {
  put(outcome: OutcomeMessage): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  all(): Promise<OutcomeMessage[]>;
}

const DB_NAME = 'gaadicare-sw';
const STORE = 'outcomes';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export function createOutcomeStore(factory: IDBFactory = indexedDB): OutcomeStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return opened;
  };
  return {
    async put(outcome) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put({ ...outcome, savedAt: Date.now() });
      await done(tx);
    },
    async remove(keys) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      for (const key of keys) tx.objectStore(STORE).delete(key);
      await done(tx);
    },
    async all() {
      const tx = (await open()).transaction(STORE, 'readonly');
      const rows = (await request(tx.objectStore(STORE).getAll())) as Array<OutcomeMessage & { savedAt: number }>;
      return rows.sort((a, b) => a.savedAt - b.savedAt).map(({ savedAt: _s, ...o }) => o);
    },
  };
}
