import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSql, createDatabase, startServerProcess, stopProcesses } from './server-process';

// Two server processes on one PostgreSQL database and one Redis, requests alternating between
// them as a proxy would send them (ADR 019). Runs when DATABASE_URL names a PostgreSQL server.
const adminUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const READS_PER_MINUTE = 60;
const dbName = `gc_two_${crypto.randomBytes(5).toString('hex')}`;
// The limits are counted per address; a fresh one per run keeps Redis counts from other runs apart.
const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const children: ChildProcess[] = [];
let urls: string[] = [];

async function startProcess(databaseUrl: string): Promise<string> {
  const { url, child } = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      RATE_LIMIT_READS_PER_MINUTE: String(READS_PER_MINUTE),
      DEMO_MODE: 'true',
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'two-process-test-secret-0000000000000000',
      // Each answer says how many statements it sent: a jobs delta from the log sends none.
      BENCH_COUNT_QUERIES: '1',
    },
    // Not the tests' address: the start-up polls count against no limit a test reads.
    { readyHeaders: { 'x-forwarded-for': '10.255.255.254' } },
  );
  children.push(child);
  return url;
}

const admin = (sql: string) => adminSql(adminUrl!, sql);

beforeAll(async () => {
  if (!adminUrl) return;
  const databaseUrl = await createDatabase(adminUrl, dbName);
  // The first process migrates and seeds; the second starts on the ready database.
  const a = await startProcess(databaseUrl);
  const b = await startProcess(databaseUrl);
  urls = [a, b];
}, 180_000);

afterAll(async () => {
  await stopProcesses(children);
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

const bookingBody = (location: string) =>
  JSON.stringify({
    customerId: 'customer-2',
    serviceIds: ['svc-basic-wash'],
    vehicleType: 'car',
    vehicleCategory: 'hatchback',
    location,
    scheduledTime: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11) + '11:00:00+05:30',
  });

async function sessionCookie(userId: string): Promise<string> {
  const res = await fetch(`${urls[0]}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ userId }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  it('see each other\'s writes on the next poll, never answer a stale 304, and share one rate limit', async () => {
    const provider = await sessionCookie('provider-1');
    const customer = await sessionCookie('customer-2');
    let cursor = '';
    let etag = '';
    const poll = async (via: string) => {
      const res = await fetch(`${via}/api/sync/jobs${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`, {
        headers: { cookie: provider, 'x-forwarded-for': address, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      if (res.status === 304) return { status: 304, ids: [] as string[] };
      expect(res.status).toBe(200);
      const body = (await res.json()) as { changes: { id: string }[]; cursor: string };
      cursor = body.cursor;
      etag = res.headers.get('etag')!;
      return { status: 200, ids: body.changes.map((c) => c.id) };
    };

    expect((await poll(urls[0])).status).toBe(200);
    // Nothing changed: the other process agrees (same change state, same ETag).
    expect((await poll(urls[1])).status).toBe(304);

    for (let i = 0; i < 6; i++) {
      const writer = urls[i % 2];
      const reader = urls[(i + 1) % 2];
      const res = await fetch(`${writer}/api/bookings`, {
        method: 'POST',
        headers: { cookie: customer, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: bookingBody(`${i + 1} Cross, Indiranagar`),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const id = ((await res.json()) as { id: string }).id;
      // The other process learns of the write within a second (LISTEN/NOTIFY); never a stale 304 after that.
      const started = Date.now();
      let seen = await poll(reader);
      while (!seen.ids.includes(id) && Date.now() - started < 1_000) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await poll(reader);
      }
      expect(seen.ids, `write ${i + 1} through ${writer}, poll through ${reader}`).toContain(id);
      expect((await poll(writer)).status).toBe(304);
    }

    // One budget for both: anonymous reads from one address, alternating, stop at the limit.
    let ok = 0;
    let limited = 0;
    for (let i = 0; i < READS_PER_MINUTE + 20; i++) {
      const res = await fetch(`${urls[i % 2]}/api/services`, { headers: { 'x-forwarded-for': address } });
      if (res.status === 429) limited++;
      else if (res.ok) ok++;
    }
    expect(ok).toBe(READS_PER_MINUTE);
    expect(limited).toBe(20);
  });

  it('keep a device that polls either one while writes land through both exact: every job once, none missing, deltas from memory (ADR 043)', async () => {
    // provider-2 (Koramangala): its own read budget, apart from the first test's provider.
    const provider = await sessionCookie('provider-2');
    const customer = await sessionCookie('customer-2');
    const pull = async (via: string, since: string, etag: string) => {
      const res = await fetch(`${via}/api/sync/jobs${since ? `?since=${encodeURIComponent(since)}` : ''}`, {
        headers: { cookie: provider, 'x-forwarded-for': address, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      const statements = Number(res.headers.get('x-query-count'));
      if (res.status === 304) return { status: 304, statements };
      expect(res.status).toBe(200);
      const body = (await res.json()) as { changes: { id: string }[]; removed: string[]; cursor: string; reset: boolean };
      return { status: 200, statements, body, etag: res.headers.get('etag')! };
    };
    const held = new Set<string>();
    const sent = new Map<string, number>();
    let cursor = '';
    let etag = '';
    let fromMemory = 0;
    let polls = 0;
    const poll = async () => {
      const answer = await pull(urls[polls++ % 2], cursor, etag);
      if (!answer.body) return;
      if (answer.body.reset) held.clear();
      for (const job of answer.body.changes) {
        held.add(job.id);
        if (!answer.body.reset) sent.set(job.id, (sent.get(job.id) ?? 0) + 1);
      }
      for (const id of answer.body.removed) held.delete(id);
      if (!answer.body.reset && answer.statements === 0) fromMemory++;
      cursor = answer.body.cursor;
      etag = answer.etag;
    };
    await poll();

    // Twelve new jobs near the provider, through both processes at once, while the device keeps polling.
    let writing = true;
    const written = Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await fetch(`${urls[i % 2]}/api/bookings`, {
          method: 'POST',
          headers: { cookie: customer, 'content-type': 'application/json', 'x-forwarded-for': address },
          body: bookingBody(`${i + 20} Main, Koramangala`),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { id: string }).id;
      }),
    ).finally(() => (writing = false));
    while (writing) {
      await poll();
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = await written;
    const started = Date.now();
    while (ids.some((id) => !held.has(id)) && Date.now() - started < 3_000) {
      await new Promise((r) => setTimeout(r, 100));
      await poll();
    }
    for (const id of ids) expect(sent.get(id), `job ${id}`).toBe(1);
    const whole = await pull(urls[0], '', '');
    expect([...held].sort()).toEqual(whole.body!.changes.map((j) => j.id).sort());
    expect(fromMemory).toBeGreaterThan(0);
  });
});
