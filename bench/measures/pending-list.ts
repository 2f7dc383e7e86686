/**
 * 5. One page of the open-jobs list (GET /api/bookings/pending?limit=PAGE as provider-1, no
 * If-None-Match: the provider's nearby jobs) against one
 * bare Fastify route running the same repository query through the same driver, on PGlite and
 * on PostgreSQL, with ~200 extra pending bookings seeded. Servers on core 0, load on core 1.
 */
import { z } from 'zod';
import { bookingSchema } from '../../src/shared/schemas/booking';
import type { LoadGenerator, LoadResult } from '../load/run-load';
import { postgresReachable } from '../lib/postgres';
import type { SeededDatabases } from '../lib/seeded';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';
import { startBenchServer, type BenchServer } from '../servers/start-server';
import { personaCookie } from '../lib/persona';
import type { PollOptions } from './poll';

const PROVIDER = 'provider-1';
/** A phone screen's worth and more: the page the bench asks for. */
const PAGE = 20;
const PATH = `/api/bookings/pending?limit=${PAGE}`;

export interface PendingOptions extends PollOptions {
  pendingBookings: number;
}

async function countOf(url: string, cookie: string): Promise<{ count: number; bytes: number; body: unknown[] }> {
  const res = await fetch(`${url}${PATH}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}${PATH} answered ${res.status}`);
  const text = await res.text();
  const body = JSON.parse(text) as unknown[];
  return { count: body.length, bytes: Buffer.byteLength(text), body };
}

/**
 * What the app's response serializer (fastify-type-provider-zod: z.safeEncode with the route's
 * response schema, then JSON.stringify) costs per answer, beside JSON.stringify alone.
 */
function serializerCost(body: unknown[]): string {
  const schema = z.array(bookingSchema);
  const time = (fn: () => unknown) => {
    for (let i = 0; i < 5; i++) fn();
    const n = 30;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - t0) / n;
  };
  const encode = time(() => JSON.stringify(z.safeEncode(schema, body as z.output<typeof schema>).data));
  const plain = time(() => JSON.stringify(body));
  return `serializing one answer (in the bench process): zod encode + JSON.stringify ${fmt.ms(encode)}, JSON.stringify alone ${fmt.ms(plain)}`;
}

interface Side {
  rps: number;
  p99: number;
  runs: LoadResult[];
}

async function compare(load: LoadGenerator, opts: PendingOptions, seeded: SeededDatabases, databaseUrl: string | undefined): Promise<{ app: Side; bare: Side; note: string }> {
  const servers: BenchServer[] = [];
  try {
    // The app first: on PostgreSQL it adds the pending bookings the bare route then reads.
    const app = await startBenchServer({ kind: 'app', databaseUrl, seeded: seeded.pgliteFile, pendingBookings: opts.pendingBookings });
    servers.push(app);
    const bare = await startBenchServer({ kind: 'bare-pending', databaseUrl, seeded: seeded.pgliteFile, pendingBookings: opts.pendingBookings, providerId: PROVIDER });
    servers.push(bare);
    const cookie = await personaCookie(app.url, PROVIDER);
    const a = await countOf(app.url, cookie);
    const b = await countOf(bare.url, cookie);
    // Both start from the run's one seeded database (on PGlite each its own copy): the pages are identical.
    if (JSON.stringify(a.body) !== JSON.stringify(b.body)) throw new Error(`the app and the bare route answer different pages (${a.count} and ${b.count} bookings)`);

    const job = (s: BenchServer) => ({ url: `${s.url}${PATH}`, headers: { cookie }, connections: opts.connections, durationMs: opts.durationMs });
    await load.run({ ...job(app), durationMs: Math.min(2000, opts.durationMs) });
    await load.run({ ...job(bare), durationMs: Math.min(2000, opts.durationMs) });
    const appRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    for (let i = 0; i < opts.runs; i++) {
      if (i % 2 === 0) {
        appRuns.push(await load.run(job(app)));
        bareRuns.push(await load.run(job(bare)));
      } else {
        bareRuns.push(await load.run(job(bare)));
        appRuns.push(await load.run(job(app)));
      }
    }
    for (const r of appRuns) {
      if (r.errors || Object.keys(r.statuses).some((s) => s !== '200')) throw new Error(`the app answered ${JSON.stringify(r.statuses)}`);
    }
    const side = (runs: LoadResult[]): Side => ({ rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99Ms)), runs });
    return { app: side(appRuns), bare: side(bareRuns), note: `${a.count} bookings per answer, ${fmt.kb(a.bytes)} JSON (bare ${fmt.kb(b.bytes)}); ${serializerCost(a.body)}` };
  } finally {
    for (const s of servers.reverse()) await s.stop();
  }
}

/** On PostgreSQL the list must also serve this many pages a second (PGlite: the ratio only). */
const POSTGRES_MIN_RPS = 500;

function row(id: 'pending-pglite' | 'pending-postgres', label: string, result: { app: Side; bare: Side }, runs: number): Row {
  const floor = id === 'pending-postgres' ? POSTGRES_MIN_RPS : 0;
  return {
    id,
    figure: `Pending-jobs list on ${label}, nearby, pages of ${PAGE}: throughput (median of ${runs})`,
    value: fmt.rps(result.app.rps),
    baseline: `${fmt.rps(result.bare.rps)} (bare Fastify, same query)`,
    ratio: fmt.ratio(result.app.rps, result.bare.rps),
    target: floor ? `≥ 0.8× bare, ≥ ${POSTGRES_MIN_RPS} req/s` : '≥ 0.8× bare',
    pass: result.app.rps >= 0.8 * result.bare.rps && result.app.rps >= floor,
    measured: Number.isFinite(result.app.rps) && Number.isFinite(result.bare.rps),
  };
}

export async function measurePendingList(load: LoadGenerator, opts: PendingOptions, seeded: SeededDatabases): Promise<{ rows: Row[]; detail: string }> {
  const lines: string[] = [];
  const rows: Row[] = [];
  const describe = (label: string, r: { app: Side; bare: Side; note: string }) =>
    `- ${label}: ${r.note}; p99 app ${fmt.ms(r.app.p99)}, bare ${fmt.ms(r.bare.p99)}; runs (app / bare req/s): ${r.app.runs
      .map((x, i) => `${x.rps.toFixed(1)} / ${r.bare.runs[i]?.rps.toFixed(1)}`)
      .join(', ')}`;

  const pglite = await compare(load, opts, seeded, undefined);
  rows.push(row('pending-pglite', 'PGlite', pglite, opts.runs));
  lines.push(describe('PGlite', pglite));

  if (await postgresReachable()) {
    const database = await seeded.postgresCopy();
    try {
      const postgres = await compare(load, opts, seeded, database.url);
      rows.push(row('pending-postgres', 'PostgreSQL', postgres, opts.runs));
      lines.push(describe('PostgreSQL', postgres));
    } finally {
      await database.drop();
    }
  } else {
    rows.push({
      id: 'pending-postgres',
      figure: 'Pending-jobs list on PostgreSQL: throughput',
      value: 'not run: PostgreSQL unreachable',
      baseline: '—',
      ratio: '—',
      target: '≥ 0.8× bare',
      pass: null,
      measured: false,
    });
  }
  return { rows, detail: lines.join('\n') };
}
