/**
 * The IndexedDB bench page: the app's own Dexie database class and mirror merge, driven from the
 * bench through window.__idbBench. Built with the app's Vite settings (see bench/lib/build.ts).
 */
import { liveQuery } from 'dexie';
import type { Booking } from '../../../src/shared/schemas/booking';
import { GaadiDb } from '../../../src/client/data/engine/db';
import { applyServerSnapshot, parseRows } from '../../../src/client/data/engine/mirror';
import { recordMutation } from '../../../src/client/data/engine/outbox';
import { SERVER_HASHES } from '../../../src/client/data/engine/server-hashes';
import { rowRef } from '../../../src/client/data/registry/table-spec';

const database = new GaadiDb('gaadicare-bench');
const CUSTOMERS = 500;

/** How many of refreshes 1..version changed row i: each refresh changes a tenth of the rows. */
function changesOf(i: number, version: number): number {
  const k = i % 10;
  if (k === 0) return Math.floor(version / 10);
  return version >= k ? Math.floor((version - k) / 10) + 1 : 0;
}

/** The server's answer at a version: the same rows, a tenth of them changed since the last one. */
function makeRows(template: Booking, count: number, version: number): Booking[] {
  const base = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const changes = changesOf(i, version);
    return {
      ...template,
      id: `bench-${String(i).padStart(5, '0')}`,
      customerId: `bench-customer-${i % CUSTOMERS}`,
      createdAt: new Date(base + i * 60_000).toISOString(),
      updatedAt: new Date(base + changes * 1000).toISOString(),
      location: `${i + 1}, 4th Cross, Indiranagar, Bengaluru`,
      status: changes % 2 ? 'cancelled' : template.status,
    };
  });
}

/**
 * One refresh as a sync job does it: parse the answer's rows, then merge them into the mirror
 * (which writes only rows whose server hash changed since the last refresh).
 */
async function refresh(template: Booking, count: number, version: number): Promise<{ parseMs: number; mergeMs: number; totalMs: number; rows: number }> {
  const raw = JSON.parse(JSON.stringify(makeRows(template, count, version))) as unknown[];
  const t0 = performance.now();
  const rows = parseRows('bookings', raw);
  const t1 = performance.now();
  await applyServerSnapshot(database, 'bookings', rows, { kind: 'all' });
  const t2 = performance.now();
  return { parseMs: t1 - t0, mergeMs: t2 - t1, totalMs: t2 - t0, rows: await database.bookings.count() };
}

/** Commit time of one small put per transaction, by the durability asked of IndexedDB. */
async function durabilityProbe(puts: number): Promise<Record<string, number>> {
  const open = indexedDB.open('bench-durability', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('kv');
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const result: Record<string, number> = {};
  for (const durability of ['default', 'relaxed', 'strict'] as const) {
    const times: number[] = [];
    for (let i = 0; i < puts; i++) {
      const t0 = performance.now();
      await new Promise<void>((resolve, reject) => {
        const tx = idb.transaction('kv', 'readwrite', { durability });
        tx.objectStore('kv').put({ i, at: Date.now() }, `k${i}`);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    result[durability] = times[Math.floor(times.length / 2)];
  }
  idb.close();
  return result;
}

/** How a write reaches the database: see liveQueryLatency. */
type WritePath = 'bare' | 'put' | 'outbox';
const WRITE_PATHS: readonly WritePath[] = ['bare', 'put', 'outbox'];

/** Per write path, ms from the write until its reader had the row (`update`) and until the write settled (`commit`). */
export type LiveQuerySamples = Record<WritePath, { update: number[]; commit: number[] }>;

/** Numbers each change, so markers and idempotency keys never repeat between calls. */
let changesRecorded = 0;

/** The rows useBookingsForCustomer shows, newest first. */
const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt);

function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The floor under any library: the same write, then the same read, in bare IndexedDB on the
 * same database. The write forgets the row's server hash in its transaction, as every write does
 * (server-hashes.ts), so the mirror stays consistent.
 */
async function bareWrite(row: Booking): Promise<void> {
  const write = database.backendDB().transaction(['bookings', SERVER_HASHES], 'readwrite');
  write.objectStore('bookings').put(row);
  write.objectStore(SERVER_HASHES).delete(rowRef('bookings', row.id));
  await new Promise<void>((resolve, reject) => {
    write.oncomplete = () => resolve();
    write.onerror = () => reject(write.error);
  });
}

async function bareRead(customerId: string): Promise<Booking[]> {
  const read = database.backendDB().transaction('bookings', 'readonly');
  return ((await requestDone(read.objectStore('bookings').index('customerId').getAll(customerId))) as Booking[]).sort(newestFirst);
}

/**
 * Write → live-query update: a screen-shaped query (one customer's bookings, newest first, as
 * useBookingsForCustomer reads them) is subscribed; each iteration changes one of its rows by
 * each path in turn and times until the subscriber is handed the new value (`update`), and until
 * the write's own promise settles (`commit`). The paths:
 * - `bare`: bare IndexedDB, the write and then the read (bareWrite, bareRead); no subscriber;
 * - `put`: `bookings.put()` in a transaction of its own, which Dexie's live-query cache hands
 *   to subscribers before IndexedDB reports the commit;
 * - `outbox`: the change as a screen's action records it (recordMutation: the optimistic update,
 *   the row's shadow and the pending entry in one transaction), which subscribers see once that
 *   transaction has committed and the query has run again.
 */
async function liveQueryLatency(iterations: number): Promise<LiveQuerySamples> {
  const customerId = 'bench-customer-7';
  let waiting: { marker: string; resolve(seenAt: number): void } | null = null;
  const subscription = liveQuery(async () => (await database.bookings.where('customerId').equals(customerId).toArray()).sort(newestFirst)).subscribe({
    next: (rows) => {
      if (waiting && rows.some((r) => r.vehicleModel === waiting!.marker)) {
        const w = waiting;
        waiting = null;
        w.resolve(performance.now());
      }
    },
  });
  const mine = await database.bookings.where('customerId').equals(customerId).toArray();
  const samples = Object.fromEntries(WRITE_PATHS.map((path) => [path, { update: [], commit: [] }])) as unknown as LiveQuerySamples;
  try {
    for (let i = 0; i < iterations; i++) {
      for (const path of WRITE_PATHS) {
        const target = mine[i % mine.length];
        const change = ++changesRecorded;
        const marker = `bench-${path}-${change}`;
        const changes = { vehicleModel: marker, updatedAt: new Date().toISOString() };
        const t0 = performance.now();
        if (path === 'bare') {
          await bareWrite({ ...target, ...changes });
          samples.bare.commit.push(performance.now() - t0);
          const rows = await bareRead(customerId);
          if (!rows.some((r) => r.vehicleModel === marker)) throw new Error('The bare read did not return the row just written');
          samples.bare.update.push(performance.now() - t0);
        } else {
          const seen = new Promise<number>((resolve) => (waiting = { marker, resolve }));
          if (path === 'put') await database.bookings.put({ ...target, ...changes });
          else
            await recordMutation(
              database,
              { key: `bench-change-${change}`, label: 'Bench change', method: 'PATCH', url: `/api/bookings/${target.id}`, refresh: [], userId: null, pageLoadId: 'bench' },
              (w) => w.update('bookings', target.id, changes),
            );
          samples[path].commit.push(performance.now() - t0);
          samples[path].update.push((await seen) - t0);
        }
        // Let the browser paint between writes, as it would between user actions.
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
    }
  } finally {
    subscription.unsubscribe();
  }
  return samples;
}

async function reset(): Promise<void> {
  await database.bookings.clear();
  await database.pendingMutations.clear();
  await database.shadows.clear();
}

Object.assign(window, { __idbBench: { refresh, durabilityProbe, liveQueryLatency, reset } });
document.body.dataset.ready = 'true';
