import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSql, createDatabase, startServerProcess, stopProcesses } from './server-process';
import { rentalConfirmedSms } from '../../src/server/outbox/effects/rental-confirmed-sms';
import { startFakeSms, type FakeSms } from './fake-sms';
import { usingPostgres } from './test-app';

// The outbox (ADR 051) across server processes on one PostgreSQL database: a process killed with
// SIGKILL after its writes committed loses none of their effects, and two processes deliver each
// effect exactly once. Runs in the server-postgres project.
const adminUrl = process.env.DATABASE_URL;
const dbName = `gc_outbox_${crypto.randomBytes(5).toString('hex')}`;
const KIND = rentalConfirmedSms.name;

const children: ChildProcess[] = [];
let sms: FakeSms;
let databaseUrl = '';

async function startProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const started = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DEMO_MODE: '1',
    SESSION_SECRET: 'outbox-process-test-secret-000000000000',
    SMS_HTTP_URL: sms.url,
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    ...env,
  });
  children.push(started.child);
  return started;
}

const admin = (sql: string) => adminSql(adminUrl!, sql);

async function sessionCookie(url: string, userId: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function rent(url: string, cookie: string, toolId: string, customerId: string): Promise<string> {
  const res = await fetch(`${url}/api/tool-rentals`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ toolId, customerId }),
  });
  expect(res.status).toBe(201);
  return `${KIND}:${((await res.json()) as { id: string }).id}`;
}

const run = Boolean(adminUrl) && usingPostgres();

beforeAll(async () => {
  if (!run) return;
  sms = await startFakeSms();
  databaseUrl = await createDatabase(adminUrl!, dbName);
});

afterAll(async () => {
  await stopProcesses(children);
  if (run) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await sms?.close();
});

describe.skipIf(!run)('the outbox across server processes on one PostgreSQL database', () => {
  it('loses nothing to a SIGKILL after commit, and two processes deliver each effect exactly once', async () => {
    // A process that records effects but does not deliver them: every effect it commits is still
    // to be sent when it dies.
    const a = await startProcess({ OUTBOX_WORKER: '0' });
    const priya = await sessionCookie(a.url, 'customer-1');
    const arjun = await sessionCookie(a.url, 'customer-2');
    const keys = [
      await rent(a.url, priya, 'tool-pressure-washer', 'customer-1'),
      await rent(a.url, arjun, 'tool-vacuum', 'customer-2'),
      await rent(a.url, priya, 'tool-polisher', 'customer-1'),
    ];
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));
    expect(sms.sent).toHaveLength(0);

    // Two delivering processes: the three left behind, and four more written through both.
    const [b, c] = await Promise.all([startProcess({}), startProcess({})]);
    keys.push(
      await rent(b.url, priya, 'tool-foam-cannon', 'customer-1'),
      await rent(c.url, arjun, 'tool-tyre-inflator', 'customer-2'),
      await rent(b.url, arjun, 'tool-steam-cleaner', 'customer-2'),
      await rent(c.url, priya, 'tool-jump-starter', 'customer-1'),
    );
    const end = Date.now() + 60_000;
    while (sms.sent.length < keys.length && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    // A little longer: a second delivery of any of them would arrive now.
    await new Promise((r) => setTimeout(r, 3000));
    const received = sms.sent.map((s) => s.idempotencyKey).sort();
    expect(received).toEqual([...keys].sort());

    const adminCookie = await sessionCookie(b.url, 'admin-1');
    const summary = (await (await fetch(`${c.url}/api/admin/outbox`, { headers: { cookie: adminCookie } })).json()) as {
      kinds: { kind: string; delivered: number; waiting: number; active: number; retrying: number; failed: number }[];
    };
    expect(summary.kinds.find((k) => k.kind === KIND)).toMatchObject({ delivered: keys.length, waiting: 0, active: 0, retrying: 0, failed: 0 });
  }, 300_000);
});
