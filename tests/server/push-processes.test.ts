import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSql, createDatabase, startServerProcess, stopProcesses } from './server-process';
import { bookingBody, slotIn } from './bookings-support';
import { startFakePushService, type FakeDevice, type FakePushService } from './fake-push-service';
import { usingPostgres } from './test-app';

// Pushes across server processes on one PostgreSQL database (ADR 051, 070, 086): a process killed
// with SIGKILL while a push service has not yet answered loses that push (another process sends it
// after the dead one's heartbeat lapses), and two processes send each push once: the push service
// counts every message by its notification id. Runs in the server-postgres project; the restart
// after a SIGKILL also runs on PGlite (one process on a DATA_DIR) in the unit project.
const adminUrl = process.env.DATABASE_URL;
const dbName = `gc_push_${crypto.randomBytes(5).toString('hex')}`;

const children: ChildProcess[] = [];
let push: FakePushService;
let databaseUrl = '';

async function startProcess(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const started = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DEMO_MODE: '1',
    SESSION_SECRET: 'push-process-test-secret-0000000000000',
    // One VAPID identity for every process, as a deployment has.
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    PUSH_ALLOWED_HOSTS: push.host,
    PUBLIC_URL: 'https://gaadicare.test',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    ...env,
  });
  children.push(started.child);
  return started;
}

let VAPID: { publicKey: string; privateKey: string };

const admin = (sql: string) => adminSql(adminUrl!, sql);

async function call(url: string, cookie: string, method: string, pathName: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${pathName}`, { method, headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function sessionCookie(url: string, userId: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A booking of customer-1 and a bid on it by provider-1: customer-1 is pushed "new bid" once. */
async function bookAndBid(url: string, customer: string, provider: string, hour: number): Promise<void> {
  const booking = await call(url, customer, 'POST', '/api/bookings', bookingBody({ scheduledTime: slotIn(2, hour) }));
  expect(booking.status).toBe(201);
  const bookingId = ((await booking.json()) as { id: string }).id;
  const bid = await call(url, provider, 'POST', '/api/bids', { bookingId, providerId: 'provider-1', bidAmount: '400.00', estimatedDuration: 60 });
  expect(bid.status).toBe(201);
}

/** How many times the device was sent each notification. */
const perMessage = (device: FakeDevice) => {
  const counts = new Map<string, number>();
  for (const r of device.received) {
    const id = (r.payload as { gaadicare: { id: string } }).gaadicare.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

const run = Boolean(adminUrl) && usingPostgres();

beforeAll(async () => {
  const webpush = (await import('web-push')).default;
  VAPID = webpush.generateVAPIDKeys();
  push = await startFakePushService();
  if (!run) return;
  databaseUrl = await createDatabase(adminUrl!, dbName);
});

afterAll(async () => {
  await stopProcesses(children);
  if (run) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await push?.close();
});

describe.skipIf(!run)('pushes across server processes on one PostgreSQL database', () => {
  it('a process killed mid-send loses no push, and two processes send each push once', async () => {
    const a = await startProcess();
    const customer = await sessionCookie(a.url, 'customer-1');
    const provider = await sessionCookie(a.url, 'provider-1');
    const device = push.newDevice();
    expect((await call(a.url, customer, 'POST', '/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
    expect((await call(a.url, customer, 'PUT', '/api/notification-preferences', { events: {}, quietHours: null })).status).toBe(200);

    // The push service takes the first request and never answers: the process dies mid-send.
    device.answerNext({ status: 0 });
    await bookAndBid(a.url, customer, provider, 9);
    for (let i = 0; i < 200 && push.hanging() === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(push.hanging()).toBe(1);
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    expect(device.received).toEqual([]);

    // Two processes: the push left behind, and more written through both.
    const [b, c] = await Promise.all([startProcess(), startProcess()]);
    const [customerB, providerB] = [await sessionCookie(b.url, 'customer-1'), await sessionCookie(b.url, 'provider-1')];
    const [customerC, providerC] = [await sessionCookie(c.url, 'customer-1'), await sessionCookie(c.url, 'provider-1')];
    await bookAndBid(b.url, customerB, providerB, 10);
    await bookAndBid(c.url, customerC, providerC, 11);
    await bookAndBid(b.url, customerB, providerB, 12);
    await bookAndBid(c.url, customerC, providerC, 13);
    const expected = 5;
    const end = Date.now() + 90_000;
    while (perMessage(device).size < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    // A little longer: a second send of any of them would arrive now.
    await new Promise((r) => setTimeout(r, 3000));
    const counts = perMessage(device);
    expect(counts.size).toBe(expected);
    expect([...counts.values()].every((n) => n === 1), JSON.stringify([...counts])).toBe(true);
    expect(push.refusals).toEqual([]);
  }, 300_000);
});

describe.skipIf(usingPostgres())('pushes of a PGlite process killed mid-send', () => {
  it('are sent after it restarts on the same DATA_DIR, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-push-kill-'));
    try {
      const env = { DATABASE_URL: '', DATA_DIR: dataDir };
      const a = await startProcess(env);
      const customer = await sessionCookie(a.url, 'customer-1');
      const provider = await sessionCookie(a.url, 'provider-1');
      const device = push.newDevice();
      expect((await call(a.url, customer, 'POST', '/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
      expect((await call(a.url, customer, 'PUT', '/api/notification-preferences', { events: {}, quietHours: null })).status).toBe(200);
      const hungBefore = push.hanging();
      device.answerNext({ status: 0 });
      await bookAndBid(a.url, customer, provider, 9);
      for (let i = 0; i < 300 && push.hanging() === hungBefore; i++) await new Promise((r) => setTimeout(r, 100));
      expect(push.hanging()).toBe(hungBefore + 1);
      a.child.kill('SIGKILL');
      await new Promise((r) => a.child.once('exit', r));

      await startProcess(env);
      const end = Date.now() + 90_000;
      while (device.received.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
      await new Promise((r) => setTimeout(r, 3000));
      const counts = perMessage(device);
      expect(counts.size).toBe(1);
      expect([...counts.values()]).toEqual([1]);
      expect(push.refusals).toEqual([]);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
