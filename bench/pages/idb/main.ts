/**
 * The IndexedDB bench page: the app's own Dexie database class and mirror merge, driven from the
 * bench through window.__idbBench. Built with the app's Vite settings (see bench/lib/build.ts).
 */
import { liveQuery } from 'dexie';
import type { Booking } from '../../../src/shared/schemas/booking';
import { GaadiDb } from '../../../src/client/data/engine/db';
import { applyServerSnapshot, parseRows } from '../../../src/client/data/engine/mirror';

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

/**
 * Write → live-query update: a screen-shaped query (one customer's bookings, newest first, as
 * useBookingsForCustomer reads them) is subscribed; each iteration writes one of its rows and
 * times until the subscriber sees the new value.
 */
async function liveQueryLatency(iterations: number): Promise<{ update: number[]; commit: number[] }> {
  const customerId = 'bench-customer-7';
  const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt);
  let waiting: { marker: string; resolve(): void } | null = null;
  const subscription = liveQuery(async () => (await database.bookings.where('customerId').equals(customerId).toArray()).sort(newestFirst)).subscribe({
    next: (rows) => {
      if (waiting && rows.some((r) => r.vehicleModel === waiting!.marker)) {
        const w = waiting;
        waiting = null;
        w.resolve();
      }
    },
  });
  const mine = await database.bookings.where('customerId').equals(customerId).toArray();
  const samples: number[] = [];
  const commits: number[] = [];
  try {
    for (let i = 0; i < iterations; i++) {
      const target = mine[i % mine.length];
      const marker = `bench-write-${i}`;
      const seen = new Promise<void>((resolve) => (waiting = { marker, resolve }));
      const t0 = performance.now();
      await database.bookings.put({ ...target, vehicleModel: marker, updatedAt: new Date().toISOString() });
      commits.push(performance.now() - t0);
      await seen;
      samples.push(performance.now() - t0);
      // Let the browser paint between writes, as it would between user actions.
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
  } finally {
    subscription.unsubscribe();
  }
  return { update: samples, commit: commits };
}

async function reset(): Promise<void> {
  await database.bookings.clear();
  await database.pendingMutations.clear();
  await database.shadows.clear();
}

Object.assign(window, { __idbBench: { refresh, durabilityProbe, liveQueryLatency, reset } });
document.body.dataset.ready = 'true';
