/**
 * `npm run bench:city`: the city simulation. A throw-away PostgreSQL database, two server
 * processes on it sharing Redis, the city seeded, then a load generator (its own process) that
 * signs in every simulated device and polls and writes as the app does. Writes
 * bench/results/city.md and a line in bench/results/city-history.md (`--smoke`: a small quick
 * run whose report goes to bench/.tmp/city-smoke.md). See bench/README.md.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { PG_ADMIN_URL, createThrowawayDatabase } from '../lib/postgres';
import { FULL_SCALE, SMOKE_SCALE, planCity, type CityScale } from './city-plan';
import { PostgresCpu, snapshot, type CpuSnapshot } from './cpu-probe';
import type { LoadConfig, LoadResult } from './load-city';
import { seedCity } from './seed-city';
import { freePort, startCityServer, stopCityServer, type CityServer } from './servers';

export interface CityOptions {
  smoke: boolean;
  minutes?: number;
  providers?: number;
  customers?: number;
  /** First port of the server processes (default: free ports). */
  portBase?: number;
  adminUrl?: string;
  redisUrl?: string;
  /** More environment for the server processes. */
  serverEnv?: Record<string, string>;
  /**
   * Run beside the city's measured period (the alerts bench's probe): started when it starts,
   * told by `measuring()` when it is over, awaited before the servers stop.
   */
  alongside?: (city: { servers: string[]; databaseUrl: string; measuring: () => boolean }) => Promise<void>;
}

export interface CityRun {
  scale: CityScale;
  redis: boolean;
  processes: number;
  load: LoadResult;
  cpu: {
    serversSeconds: number[];
    postgresSeconds: number;
    machineBusyShare: number | null;
    seconds: number;
  };
  postgres: { commits: number; rowsReturned: number };
  loadAverage: { start: number[]; end: number[] };
  cores: number;
  cpuModel: string;
  startedAt: string;
}

async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes this run's rate-limit counts (its accounts and its sign-in address), nothing else. */
async function forgetRedisKeys(url: string, tag: string, address: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of [`*bench-${tag}-*`, `*${address}*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

function startGenerator(config: LoadConfig, onPhase: (phase: string) => Promise<void>): Promise<LoadResult> {
  const file = path.join(import.meta.dirname, 'load-city.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let pending = Promise.resolve();
    child.on('message', (message: { type: string; phase?: string; result?: LoadResult; message?: string }) => {
      if (message.type === 'ready') child.send({ type: 'start', config });
      else if (message.type === 'phase') pending = pending.then(() => onPhase(message.phase!));
      else if (message.type === 'result') void pending.then(() => resolve(message.result!)).finally(() => child.kill());
      else if (message.type === 'error') {
        reject(new Error(`load generator: ${message.message}`));
        child.kill();
      }
    });
    child.on('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
  });
}

export function scaleFor(options: CityOptions): CityScale {
  const base = options.smoke ? SMOKE_SCALE : FULL_SCALE;
  return {
    ...base,
    ...(options.minutes ? { durationMs: Math.round(options.minutes * 60_000) } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.customers ? { customers: options.customers } : {}),
  };
}

export async function runCity(options: CityOptions, log: (line: string) => void = console.log): Promise<CityRun> {
  const scale = scaleFor(options);
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL ?? PG_ADMIN_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = await redisReachable(redisUrl);
  if (!redis && !options.smoke) throw new Error(`Redis is not reachable at ${redisUrl}; the city bench shares rate limits through it`);
  const tag = crypto.randomBytes(3).toString('hex');
  const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const plan = planCity(scale, tag);
  const loadStart = os.loadavg();
  const database = await createThrowawayDatabase(adminUrl);
  const dbName = new URL(database.url).pathname.slice(1);
  const servers: CityServer[] = [];
  try {
    const settings = { databaseUrl: database.url, redisUrl: redis ? redisUrl : null, readsPerMinute: 1_000_000, writesPerMinute: 1_000_000, env: options.serverEnv };
    const port = async (i: number) => (options.portBase ? options.portBase + i : freePort());
    log(`city bench ${tag}: ${scale.providers} providers, ${scale.customers} customers, ${scale.openJobs} open jobs, ${scale.durationMs / 1000} s; database ${dbName}${redis ? ', Redis' : ', no Redis'}`);
    // The first process migrates and seeds the demo; the city goes in before the second starts.
    servers.push(await startCityServer({ ...settings, port: await port(0) }));
    await seedCity(database.url, plan, scale);
    servers.push(await startCityServer({ ...settings, port: await port(1) }));
    log(`servers: ${servers.map((s) => s.url).join(', ')}`);

    let atStart: CpuSnapshot | null = null;
    let atEnd: CpuSnapshot | null = null;
    const pgCpu = new PostgresCpu(adminUrl, dbName);
    let pgSeconds = 0;
    let countersStart = { commits: 0, rowsReturned: 0 };
    let countersEnd = countersStart;
    const pids = servers.map((s) => s.pid);
    let measuring = false;
    let alongside: Promise<void> | null = null;
    const load = await startGenerator({ servers: servers.map((s) => s.url), plan, scale, graceMs: 1_000, address }, async (phase) => {
      log(`phase: ${phase}`);
      if (phase === 'measuring') {
        if (options.alongside) {
          measuring = true;
          alongside = options.alongside({ servers: servers.map((s) => s.url), databaseUrl: database.url, measuring: () => measuring });
        }
        atStart = snapshot(pids);
        await pgCpu.start();
        countersStart = await pgCpu.counters();
      } else if (phase === 'measured') {
        measuring = false;
        atEnd = snapshot(pids);
        countersEnd = await pgCpu.counters();
        pgSeconds = await pgCpu.stop();
      }
    });
    await alongside;
    const start = atStart as CpuSnapshot | null;
    const end = atEnd as CpuSnapshot | null;
    if (!start || !end) throw new Error('the load generator never reported its measured period');
    const seconds = (end.at - start.at) / 1000;
    const machine = start.machine && end.machine ? (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total) : null;
    return {
      scale,
      redis,
      processes: servers.length,
      load,
      cpu: {
        serversSeconds: end.servers.map((v, i) => (v ?? 0) - (start.servers[i] ?? 0)),
        postgresSeconds: pgSeconds,
        machineBusyShare: machine,
        seconds,
      },
      postgres: { commits: countersEnd.commits - countersStart.commits, rowsReturned: countersEnd.rowsReturned - countersStart.rowsReturned },
      loadAverage: { start: loadStart, end: os.loadavg() },
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      startedAt: new Date().toISOString(),
    };
  } finally {
    for (const s of servers) await stopCityServer(s);
    await database.drop().catch((error: unknown) => log(`could not drop ${dbName}: ${String(error)}`));
    if (redis) await forgetRedisKeys(redisUrl, tag, address).catch(() => undefined);
  }
}
