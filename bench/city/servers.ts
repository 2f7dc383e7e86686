/**
 * The app's own server, started as real child processes on one PostgreSQL database (as
 * tests/server/two-processes.test.ts does), with the statement count header on and the rate limits
 * raised for the simulated devices, and their CPU time read from /proc.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '../..');

export interface CityServer {
  url: string;
  pid: number;
  child: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerSettings {
  databaseUrl: string;
  redisUrl: string | null;
  port: number;
  /** Per account per minute; the bench raises them so the simulated devices are never refused. */
  readsPerMinute: number;
  writesPerMinute: number;
  /** More environment for the server processes (the alerts bench: its push service and VAPID keys). */
  env?: Record<string, string>;
}

export async function startCityServer(settings: ServerSettings): Promise<CityServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(settings.port),
      METRICS_PORT: '0',
      // A busy test machine lags: no reads refused under load here (ADR 096).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl ?? '',
      RATE_LIMIT_READS_PER_MINUTE: String(settings.readsPerMinute),
      RATE_LIMIT_WRITES_PER_MINUTE: String(settings.writesPerMinute),
      // Accounts get their sessions through the demo's persona switch (ADR 003).
      DEMO_MODE: '1',
      BENCH_COUNT_QUERIES: '1',
      SESSION_SECRET: 'city-bench-secret-000000000000000000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...settings.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${settings.port}`;
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/services`)).ok) return { url, pid: child.pid!, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server process did not start within 2 minutes');
}

export async function stopCityServer(server: CityServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const gone = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; null when unreadable. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The whole machine's busy and total CPU seconds, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3] + (values[4] ?? 0);
    const total = values.reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}
