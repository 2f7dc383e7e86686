import crypto from 'node:crypto';
import https from 'node:https';
import net from 'node:net';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCaddy, startStack, type Stack } from '../../scripts/proxy-stack';
import { SHOWN_WITHIN_MS, launchBrowser } from './harness';

/**
 * deploy/ on this machine (scripts/proxy-stack.ts, as `npm run deploy:local` runs it): two app
 * processes on one new PostgreSQL database, Caddy in front with TLS from its own CA and HTTP/2,
 * balancing on /readyz. A browser uses the app through it; then each process is restarted in turn
 * under steady reads and writes, and not one request fails nor one write is lost or doubled.
 */
const caddyMissing = (() => {
  try {
    ensureCaddy();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
})();
if (caddyMissing) console.warn(`proxy.e2e.ts is skipped: ${caddyMissing}`);

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOOLS = ['tool-pressure-washer', 'tool-vacuum', 'tool-polisher', 'tool-foam-cannon'];
const BROWSER_TOOL = 'tool-tyre-inflator';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let stack: Stack;
let browser: Browser;
let agent: https.Agent;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request through Caddy, trusting only its root certificate. */
function call(method: string, pathname: string, headers: Record<string, string> = {}, body?: string, from?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // From another loopback address: a connection of its own (the agent's are from 127.0.0.1).
    const via = from ? { localAddress: from, ca: stack.caddy.rootCertificate(), agent: false as const } : { agent };
    const req = https.request(`${stack.url}${pathname}`, { method, headers, ...via }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.end(body);
  });
}

beforeAll(async () => {
  if (caddyMissing) return;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  stack = await startStack({
    adminUrl,
    redisUrl: (await redisAnswers(redisUrl)) ? redisUrl : undefined,
    processes: 2,
    // Restarts under load, not the limits or shedding (ADR 096) under it.
    appEnv: { DEMO_MODE: '1', RATE_LIMIT_READS_PER_MINUTE: '100000', RATE_LIMIT_WRITES_PER_MINUTE: '100000', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
  });
  agent = new https.Agent({ ca: stack.caddy.rootCertificate(), keepAlive: true, maxSockets: 16 });
  browser = await launchBrowser({ env: { ...(process.env as Record<string, string>), HOME: stack.caddy.browserHome() } });
});

afterAll(async () => {
  await browser?.close();
  agent?.destroy();
  await stack?.stop();
});

describe.skipIf(caddyMissing !== null)('behind Caddy', () => {
  it('serves the app over HTTP/2 with TLS from a CA the browser trusts, passes the request id, and lands an offline write once', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
    const page = await context.newPage();
    const response = await page.goto(`${stack.url}/tool-rental`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
    // The app's answer names the request id Caddy gave it.
    expect(response?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
    await page.getByTestId('tool-card').first().waitFor();

    // Online: a rental, through Caddy to one of the processes.
    const rentalId = crypto.randomUUID();
    const rented = await page.evaluate(async ({ id, toolId }) => {
      const res = await fetch('/api/tool-rentals', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `proxy-rent-${id}` },
        body: JSON.stringify({ id, toolId, customerId: 'customer-1' }),
      });
      return res.status;
    }, { id: rentalId, toolId: BROWSER_TOOL });
    expect(rented).toBe(201);

    // Offline: its return is queued by the service worker, and sent once back online.
    await page.evaluate(() => {
      const w = window as unknown as { __outcomes: unknown[] };
      w.__outcomes = [];
      new BroadcastChannel('gaadicare-sync').onmessage = (event: MessageEvent<{ type: string }>) => {
        if (event.data?.type === 'OUTCOME') w.__outcomes.push(event.data);
      };
    });
    await context.setOffline(true);
    const returnKey = `proxy-return-${rentalId}`;
    const queued = await page.evaluate(async ({ id, key }) => {
      const res = await fetch(`/api/tool-rentals/${id}/return`, { method: 'POST', headers: { 'Idempotency-Key': key } });
      return `${res.status} ${res.headers.get('X-Queued-By')}`;
    }, { id: rentalId, key: returnKey });
    expect(queued).toBe('202 service-worker');
    await context.setOffline(false);
    await page.waitForFunction(() => (window as unknown as { __outcomes: unknown[] }).__outcomes.length >= 1, undefined, { timeout: SHOWN_WITHIN_MS });
    const outcomes = await page.evaluate(() => (window as unknown as { __outcomes: { key: string; outcome: string }[] }).__outcomes);
    expect(outcomes).toEqual([expect.objectContaining({ key: returnKey, outcome: 'done' })]);

    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const keys = await db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1)', [[`proxy-rent-${rentalId}`, returnKey]]);
      expect(keys.rows.map((r) => r.key).sort()).toEqual([`proxy-rent-${rentalId}`, returnKey].sort());
      const rentals = await db.query<{ status: string }>('SELECT status FROM tool_rentals WHERE id = $1', [rentalId]);
      expect(rentals.rows).toEqual([{ status: 'returned' }]);
    } finally {
      await db.end();
    }
    await context.close();
  });

  it('sees the client\'s address, not Caddy\'s nor one the client claims', async () => {
    const ask = (phone: string, from: string, headers: Record<string, string> = {}) =>
      call('POST', '/api/auth/otp', { 'content-type': 'application/json', ...headers }, JSON.stringify({ phone }), from);
    expect((await ask('+919812300001', '127.0.0.2')).status).toBe(202);
    // A forged X-Forwarded-For is dropped by Caddy: the app still sees the connection's address.
    expect((await ask('+919812300002', '127.0.0.3', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(202);
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const rows = await db.query<{ phone: string; requested_from: string }>(
        "SELECT phone, requested_from FROM sign_in_codes WHERE phone IN ('+919812300001', '+919812300002') ORDER BY phone",
      );
      expect(rows.rows).toEqual([
        { phone: '+919812300001', requested_from: '127.0.0.2' },
        { phone: '+919812300002', requested_from: '127.0.0.3' },
      ]);
    } finally {
      await db.end();
    }
  });

  it('restarts each process in turn under steady reads and writes: no request fails, every write lands once', async () => {
    const started = Date.now();
    const session = await call('POST', '/api/session', { 'content-type': 'application/json' }, JSON.stringify({ userId: 'customer-1' }));
    expect(session.status).toBe(200);
    const cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

    const failures: string[] = [];
    const writeKeys: string[] = [];
    const rentalIds: string[] = [];
    let requests = 0;
    let running = true;

    const expectOk = (what: string, answer: Answer | Error, ok: (status: number) => boolean) => {
      requests += 1;
      if (answer instanceof Error) failures.push(`${what}: ${answer.message}`);
      else if (!ok(answer.status)) failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    };
    const send = (method: string, pathname: string, headers: Record<string, string>, body?: string) =>
      call(method, pathname, { cookie, ...headers }, body).catch((error: Error) => error);

    /** One tool per worker: rent it, read, return it, read; each write with its own Idempotency-Key. */
    const worker = async (toolId: string) => {
      while (running) {
        const id = crypto.randomUUID();
        const rentKey = `load-rent-${id}`;
        writeKeys.push(rentKey);
        rentalIds.push(id);
        expectOk(
          `rent ${id}`,
          await send('POST', '/api/tool-rentals', { 'content-type': 'application/json', 'idempotency-key': rentKey }, JSON.stringify({ id, toolId, customerId: 'customer-1' })),
          (s) => s === 201,
        );
        expectOk('read tools', await send('GET', '/api/tools', {}), (s) => s === 200);
        const returnKey = `load-return-${id}`;
        writeKeys.push(returnKey);
        expectOk(`return ${id}`, await send('POST', `/api/tool-rentals/${id}/return`, { 'idempotency-key': returnKey }), (s) => s === 200);
        expectOk('read rentals', await send('GET', '/api/tool-rentals/customer/customer-1', {}), (s) => s === 200);
      }
    };
    const workers = TOOLS.map(worker);

    await new Promise((r) => setTimeout(r, 1_000));
    const exitCodes: (number | null)[] = [];
    const restartTimes: string[] = [];
    for (let i = 0; i < stack.apps.length; i++) {
      const t0 = Date.now();
      let stoppedAt = t0;
      exitCodes.push(await stack.restart(i, () => (stoppedAt = Date.now())));
      restartTimes.push(`${((stoppedAt - t0) / 1000).toFixed(1)} s to stop + ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s to be ready`);
      // Caddy probes /readyz every second: two probes, and the new process is back in the rotation.
      await new Promise((r) => setTimeout(r, 2_000));
    }
    running = false;
    await Promise.all(workers);

    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    let counts: Map<string, number>;
    let returned: number;
    try {
      const rows = await db.query<{ key: string; n: number }>('SELECT key, count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1) GROUP BY key', [writeKeys]);
      counts = new Map(rows.rows.map((r) => [r.key, r.n]));
      returned = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tool_rentals WHERE id = ANY($1) AND status = 'returned'", [rentalIds])).rows[0]!.n;
    } finally {
      await db.end();
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `rolling restart behind Caddy: ${requests} requests (${writeKeys.length} writes) in ${seconds.toFixed(1)} s, ` +
        `${failures.length} failed; restarts: ${restartTimes.join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect(exitCodes).toEqual([0, 0]);
    expect(writeKeys.length).toBeGreaterThan(40);
    expect(writeKeys.filter((key) => counts.get(key) !== 1)).toEqual([]);
    expect(returned).toBe(rentalIds.length);
  });
});
