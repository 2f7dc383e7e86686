import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/server/db/database';
import type { OutboxKind, OutboxSummary } from '../../src/shared/schemas/outbox';
import { rentalConfirmedMessage, rentalConfirmedSms } from '../../src/server/outbox/effects/rental-confirmed-sms';
import { httpGateway } from '../../src/server/sms/gateway';
import { startFakeSms, type FakeSms } from './fake-sms';
import { createTestApp, type TestApp } from './test-app';

// The outbox (ADR 051) on the test database (PGlite, or PostgreSQL under server-postgres).
const KIND = rentalConfirmedSms.name;
const PRIYA = '+919000000001';

let sms: FakeSms;
let t: TestApp;
let paused: TestApp;
beforeAll(async () => {
  sms = await startFakeSms();
  [t, paused] = await Promise.all([
    createTestApp({ sms: httpGateway(sms.url), outbox: { pollingIntervalSeconds: 0.5 } }),
    // Records effects and never delivers them: its counts stand still.
    createTestApp({ sms: httpGateway(sms.url), outbox: { worker: false } }),
  ]);
}, 240_000);
afterAll(async () => {
  await Promise.all([t?.close(), paused?.close()]);
  await sms?.close();
});

const rent = (app: TestApp, toolId: string, headers: Record<string, string> = {}, customerId = 'customer-1') =>
  app.as(customerId)({ method: 'POST', url: '/api/tool-rentals', payload: { toolId, customerId }, headers });

/** The effect's jobs in pg-boss's table, oldest first, read through the app's own database handle. */
async function jobsIn(db: DbOrTx, key?: string): Promise<{ key: string; state: string }[]> {
  const answer = (await db.execute(
    sql`SELECT singleton_key AS key, state::text AS state FROM pgboss.job WHERE name = ${KIND} AND (${key ?? null}::text IS NULL OR singleton_key = ${key ?? null}) ORDER BY created_on`,
  )) as { rows: { key: string; state: string }[] };
  return answer.rows;
}
const jobsOf = (app: TestApp) => jobsIn(app.app.db);

async function summary(app: TestApp, as = 'admin-1'): Promise<OutboxKind> {
  const res = await app.as(as)({ method: 'GET', url: '/api/admin/outbox' });
  expect(res.statusCode).toBe(200);
  const kind = (res.json() as OutboxSummary).kinds.find((k) => k.kind === KIND);
  if (!kind) throw new Error(`${KIND} is not in the summary`);
  return kind;
}

async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, seconds = 30): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('recording effects in the write', () => {
  it("a rental records one SMS effect, keyed by the rental, in the rental's transaction", async () => {
    const res = await rent(paused, 'tool-vacuum');
    expect(res.statusCode).toBe(201);
    const rental = res.json() as { id: string; endDate: string };
    expect(await jobsOf(paused)).toEqual([{ key: `${KIND}:${rental.id}`, state: 'created' }]);
  });

  it('a refused rental records nothing', async () => {
    const before = (await jobsOf(paused)).length;
    expect((await rent(paused, 'tool-vacuum')).statusCode).toBe(409);
    expect((await rent(paused, 'tool-no-such-tool')).statusCode).toBe(404);
    expect(await jobsOf(paused)).toHaveLength(before);
  });

  it('an effect recorded in a transaction that then rolls back is gone with it', async () => {
    const before = (await jobsOf(paused)).length;
    const payload = { rentalId: 'rolled-back', to: PRIYA, tool: 'Jump Starter', pickup: 'Indiranagar', returnBy: new Date().toISOString() };
    await expect(
      paused.app.db.transaction(async (tx) => {
        await paused.app.outbox.enqueue(tx, rentalConfirmedSms, payload);
        expect(await jobsIn(tx, `${KIND}:rolled-back`)).toEqual([{ key: `${KIND}:rolled-back`, state: 'created' }]);
        throw new Error('the write fails after recording its effect');
      }),
    ).rejects.toThrow('the write fails');
    expect(await jobsOf(paused)).toHaveLength(before);
  });

  it('a payload its kind does not accept is refused before anything is recorded', async () => {
    await expect(
      paused.app.db.transaction((tx) => paused.app.outbox.enqueue(tx, rentalConfirmedSms, { rentalId: 'x', to: PRIYA } as never)),
    ).rejects.toThrow();
  });

  it('a replayed Idempotency-Key answers from the store and records nothing more', async () => {
    const headers = { 'idempotency-key': 'outbox-replay-0001' };
    const first = await rent(paused, 'tool-polisher', headers);
    expect(first.statusCode).toBe(201);
    const after = await jobsOf(paused);
    const again = await rent(paused, 'tool-polisher', headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await jobsOf(paused)).toEqual(after);
  });
});

describe('delivery after commit', () => {
  it('sends the customer the tool, the pickup address and the return-by date, with the stable key', async () => {
    const res = await rent(t, 'tool-steam-cleaner');
    expect(res.statusCode).toBe(201);
    const rental = res.json() as { id: string; endDate: string };
    const key = `${KIND}:${rental.id}`;
    const got = await until('the SMS', () => sms.sent.filter((s) => s.idempotencyKey === key), (s) => s.length > 0);
    expect(got).toHaveLength(1);
    expect(got[0].to).toBe(PRIYA);
    expect(got[0].message).toBe(rentalConfirmedMessage({ tool: 'Steam Cleaner', pickup: 'BTM Layout 2nd Stage', returnBy: rental.endDate }));
    expect(got[0].message).toMatch(/Steam Cleaner.*BTM Layout 2nd Stage.*return it by \d+ \w+ \d{4}/);
    // Nobody else's name or number.
    expect(got[0].message).not.toMatch(/Priya|Sharma|\+91|9000000/);
    await until('the job to complete', () => jobsOf(t), (jobs) => jobs.find((j) => j.key === key)?.state === 'completed');
  });

  it('tries again after a failed send, with backoff, and the provider sees one key for every attempt', async () => {
    const refusedBefore = sms.refused();
    sms.failNext(2);
    const res = await rent(t, 'tool-jump-starter', {}, 'customer-2');
    expect(res.statusCode).toBe(201);
    const key = `${KIND}:${(res.json() as { id: string }).id}`;
    // The admin sees it retrying, with the provider's error (and no number, no message).
    const retrying = await until('the retry to show', () => summary(t), (k) => k.retrying > 0 || k.lastError !== null);
    expect(retrying.lastError?.message).toBe('SMS gateway answered 500');
    const got = await until('the SMS after the retries', () => sms.sent.filter((s) => s.idempotencyKey === key), (s) => s.length > 0, 60);
    expect(got).toHaveLength(1);
    expect(got[0].to).toBe('+919000000002');
    expect(sms.refused() - refusedBefore).toBe(2);
    const done = await until('the job to complete', () => summary(t), (k) => k.retrying === 0 && k.active === 0 && k.waiting === 0);
    expect(done.failed).toBe(0);
    expect(done.lastError).toBeNull();
  });
});

describe('GET /api/admin/outbox', () => {
  it('is for the admin only', async () => {
    for (const who of ['customer-1', 'provider-1']) {
      expect((await paused.as(who)({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
    }
  });

  it('counts move as effects are recorded and delivered', async () => {
    const before = await summary(paused);
    expect((await rent(paused, 'tool-foam-cannon')).statusCode).toBe(201);
    const after = await summary(paused);
    expect(after.waiting).toBe(before.waiting + 1);
    expect(after.delivered).toBe(before.delivered);

    const delivered = (await summary(t)).delivered;
    expect((await rent(t, 'tool-tyre-inflator')).statusCode).toBe(201);
    await until('the delivered count to move', () => summary(t), (k) => k.delivered === delivered + 1);
  });
});
