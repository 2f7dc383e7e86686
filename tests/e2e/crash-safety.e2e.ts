import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWN_WITHIN_MS, launchBrowser, newPage } from './harness';

/**
 * Writes queued offline are replayed by the service worker while the server process is killed
 * (SIGKILL, no clean shutdown) and started again on the same on-disk database. Every write must
 * end up on the server exactly once: the lost answer of an applied write is recovered through its
 * Idempotency-Key, the write that never arrived is applied on the retry.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SESSION_SECRET = 'crash-safety-secret-crash-safety-secret-00';
const CYCLES = 10; // a rental and its return each: 20 writes
const TOOLS = ['tool-pressure-washer', 'tool-vacuum', 'tool-polisher', 'tool-foam-cannon', 'tool-tyre-inflator'];

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let port: number;
let url: string;
let server: ServerProcess | null = null;
let browser: Browser;

/** The real server as its own process group (npx -> tsx -> node), so one signal ends all of it. */
async function startServerProcess(): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn('npx', ['tsx', 'src/server/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_SECRET, DATABASE_URL: '', LOG_LEVEL: 'warn', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/session`);
      if (res.status === 200) return { child, exited, output };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error(`The server did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A crash, not a shutdown: nothing gets to flush or close. */
async function killServer(): Promise<void> {
  const current = server;
  if (!current) return;
  server = null;
  process.kill(-current.child.pid!, 'SIGKILL');
  expect(await current.exited).toBe('SIGKILL');
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html is missing: run `npx vite build` first.');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-crash-'));
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = await startServerProcess();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  key: string;
  outcome: string;
  status: number;
}

/** Listens to the worker's reports in the page, as the app does, and keeps them for the test. */
async function collectOutcomes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __outcomes: unknown[] };
    w.__outcomes = [];
    new BroadcastChannel('gaadicare-sync').onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data?.type === 'OUTCOME') w.__outcomes.push(event.data);
    };
  });
}

const outcomes = (page: Page) => page.evaluate(() => (window as unknown as { __outcomes: Outcome[] }).__outcomes);

async function api<T>(cookie: string, pathname: string): Promise<T> {
  const res = await fetch(`${url}${pathname}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('crash-safe replay', () => {
  it(`applies ${CYCLES * 2} offline writes exactly once across two server crashes during the replay`, { timeout: 300_000 }, async () => {
    const page = await newPage(browser);
    const context = page.context();
    await page.goto(`${url}/tool-rental`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await page.getByTestId('tool-card').first().waitFor();
    await collectOutcomes(page);
    const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toMatch(/gc_session=/);
    const before = await api<{ id: string }[]>(cookie, '/api/tool-rentals/customer/customer-1');

    // ---- Offline: 20 writes, each answered 202 by the service worker and kept in its queue.
    await context.setOffline(true);
    const writes = Array.from({ length: CYCLES }, (_, i) => ({ rentalId: crypto.randomUUID(), toolId: TOOLS[i % TOOLS.length], i }));
    const keys: string[] = await page.evaluate(async (list) => {
      const sent: string[] = [];
      for (const w of list) {
        for (const [suffix, request] of [
          ['rent', { url: '/api/tool-rentals', body: JSON.stringify({ id: w.rentalId, toolId: w.toolId, customerId: 'customer-1' }) }],
          ['return', { url: `/api/tool-rentals/${w.rentalId}/return`, body: undefined }],
        ] as const) {
          const key = `crash-${suffix}-${w.i}-${w.rentalId}`;
          const headers: Record<string, string> = { 'Idempotency-Key': key };
          if (request.body) headers['Content-Type'] = 'application/json';
          const res = await fetch(request.url, { method: 'POST', headers, body: request.body });
          if (res.status !== 202 || res.headers.get('X-Queued-By') !== 'service-worker') throw new Error(`not queued: ${res.status}`);
          sent.push(key);
        }
      }
      return sent;
    }, writes);
    expect(keys).toHaveLength(CYCLES * 2);
    expect(await api<unknown[]>(cookie, '/api/tool-rentals/customer/customer-1')).toHaveLength(before.length);

    // ---- The replay, watched on the wire: answers are slowed, and the server is killed twice.
    const answered = new Set<string>();
    const wire: { key: string; status: number; replayed: boolean }[] = [];
    let crashes = 0;
    let crashed: () => void = () => undefined;
    let nextCrash = new Promise<void>((resolve) => (crashed = resolve));
    const crash = async () => {
      crashes += 1;
      await killServer();
      crashed();
    };
    const onWrite = async (route: Route) => {
      const request = route.request();
      if (!request.serviceWorker() || request.method() !== 'POST') return route.continue();
      const key = request.headers()['idempotency-key'];
      // Crash 2: the next write never reaches the server.
      if (crashes === 1 && answered.size === 2 * CYCLES - 8 && !answered.has(key) && server) {
        await crash();
        return route.abort('connectionrefused');
      }
      if (!server) return route.abort('connectionrefused');
      let response;
      try {
        response = await route.fetch();
      } catch {
        return route.abort('connectionrefused');
      }
      wire.push({ key, status: response.status(), replayed: response.headers()['idempotent-replayed'] === 'true' });
      answered.add(key);
      // Crash 1: the third write was applied, and its answer is lost with the server.
      if (crashes === 0 && answered.size === 3) {
        await crash();
        return route.abort('connectionreset');
      }
      await new Promise((r) => setTimeout(r, 100));
      return route.fulfill({ response });
    };
    await context.route('**/api/tool-rentals**', onWrite);

    await context.setOffline(false); // the app asks the worker to replay at once
    await nextCrash;
    nextCrash = new Promise<void>((resolve) => (crashed = resolve));
    expect(answered.size).toBe(3);
    server = await startServerProcess();
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY', force: true }));

    await nextCrash;
    expect(answered.size).toBe(2 * CYCLES - 8);
    server = await startServerProcess();
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY', force: true }));

    await page.waitForFunction((n) => (window as unknown as { __outcomes: unknown[] }).__outcomes.length >= n, keys.length, { timeout: 120_000 });
    await context.unroute('**/api/tool-rentals**', onWrite);

    // ---- Every write reported done, in order, once; none refused.
    const reported = await outcomes(page);
    expect(reported.map((o) => o.key)).toEqual(keys);
    expect(reported.every((o) => o.outcome === 'done' && o.status >= 200 && o.status < 300)).toBe(true);
    // The write whose answer was lost was sent again and answered from its stored first answer.
    expect(wire.filter((w) => w.key === keys[2]).map((w) => w.replayed)).toEqual([false, true]);
    expect(wire.filter((w) => w.replayed)).toHaveLength(1);

    // ---- On the server: each rental exactly once, returned; nothing else was created.
    const after = await api<{ id: string; toolId: string; status: string }[]>(cookie, '/api/tool-rentals/customer/customer-1');
    expect(after).toHaveLength(before.length + CYCLES);
    for (const w of writes) {
      const rows = after.filter((r) => r.id === w.rentalId);
      expect(rows, w.rentalId).toHaveLength(1);
      expect(rows[0]).toMatchObject({ toolId: w.toolId, status: 'returned' });
    }
    const tools = await api<{ id: string; isAvailable: boolean }[]>(cookie, '/api/tools');
    for (const id of TOOLS) expect(tools.find((t) => t.id === id)?.isAvailable, id).toBe(true);
    console.log(
      `crash-safe replay: ${keys.length} writes, ${crashes} crashes, ${wire.length} answers on the wire ` +
        `(${wire.filter((w) => w.replayed).length} replayed from a stored Idempotency-Key), ${after.length - before.length} rentals created`,
    );
    await page.close();
  });
});
