import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/city/servers';
import { createPostgresDatabase, usingPostgres } from './test-app';
import { slowRequest } from './slow-request';

/**
 * Graceful shutdown of a real server process (src/server/ops/shutdown.ts): on SIGTERM a request in
 * flight still gets its answer, new connections are refused, and the process exits 0. On PGlite in
 * a folder of its own, or on a new PostgreSQL database. The grace's end and a second signal are
 * tested in one process (shutdown-grace.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../..');

interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let graceful: ServerProcess;

async function startProcess(): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-shutdown-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pg = usingPostgres() ? await createPostgresDatabase() : null;
  if (pg) cleanups.push(pg.drop);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      // A busy test machine lags: no reads refused under load here (ADR 096).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      DEMO_MODE: '1',
      SESSION_SECRET: 'shutdown-test-secret-000000000000000000',
      SHUTDOWN_GRACE_SECONDS: '10',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server process did not start');
}

/** Whether a new TCP connection to the port is refused (within a second or two of asking). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  graceful = await startProcess();
}, 180_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

describe('shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    const { port, child } = graceful;
    const slow = slowRequest(port, '/api/session', JSON.stringify({ userId: 'customer-1' }));
    await settle(300);
    child.kill('SIGTERM');
    expect(await refusesConnections(port)).toBe(true);
    // Still running: it waits for the request.
    await settle(300);
    expect(child.exitCode).toBe(null);
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.id).toBe('customer-1');
    expect(await graceful.exited).toBe(0);
    const lines = graceful
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; route?: string; status?: number });
    const messages = lines.map((l) => l.msg);
    expect(messages).toContain('shutting down: no new connections, finishing requests in flight');
    expect(messages.at(-1)).toBe('shut down');
    expect(lines.find((l) => l.route === '/api/session')).toMatchObject({ status: 200 });
  });
});
