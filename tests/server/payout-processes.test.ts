import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { bookings, payouts } from '../../src/server/db/schema';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import { insertBooking } from './bid-fixtures';
import { expectLedgerBalanced } from './ledger-balance';
import { startServerProcess, stopProcesses } from './server-process';
import { createTestApp, usingPostgres, type TestApp } from './test-app';

// The payout run (ADR 102) from several processes at once on one PostgreSQL database: two server
// processes' "Pay out now", each pressed several times, and `npm run payouts` beside them, pay each
// provider once. Runs in the server-postgres project.
const root = path.resolve(import.meta.dirname, '../..');
const run = Boolean(process.env.DATABASE_URL) && usingPostgres();
const HOUR = 3_600_000;
const SECRET = 'payout-process-test-secret-00000000000000';

let t: TestApp;
const children: ChildProcess[] = [];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A ₹590 job of `providerId` paid online through the test app's embedded gateway (they earn ₹375), completed two days ago. */
async function paidJob(providerId: string): Promise<void> {
  const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: providerId });
  await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
  const order = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` });
  expect(order.statusCode, order.body).toBe(201);
  await t.app.testGateway!.pay(order.json().orderId);
  await until(async () => (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().payment.status, (s) => s === 'paid');
  await t.app.db.update(bookings).set({ completedAt: new Date(Date.now() - 48 * HOUR) }).where(eq(bookings.id, id));
}

async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'admin-1' }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** `npm run payouts` on the test's database: its exit code and what it printed. */
function payoutsCli(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/modules/payments/payouts-cli.ts'], {
      cwd: root,
      env: { ...process.env, METRICS_PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

beforeAll(async () => {
  if (!run) return;
  t = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
});
afterAll(async () => {
  await stopProcesses(children);
  await t?.close();
});

describe.skipIf(!run)('payouts from several processes on one PostgreSQL database', () => {
  it('two server processes paying out at once, and npm run payouts beside them, pay each provider once', async () => {
    await paidJob('provider-1');
    await paidJob('provider-2');
    await paidJob('provider-2');
    const availableBefore = async (providerId: string) => (await t.as('admin-1')({ method: 'GET', url: `/api/provider/${providerId}/balance` })).json().available as string;
    const before = { 'provider-1': await availableBefore('provider-1'), 'provider-2': await availableBefore('provider-2') };
    expect(Number(before['provider-1'])).toBeGreaterThanOrEqual(375);
    expect(Number(before['provider-2'])).toBeGreaterThanOrEqual(750);
    const already = (await t.app.db.select({ id: payouts.id }).from(payouts)).map((p) => p.id);

    const env = { DATABASE_URL: t.databaseUrl!, DEMO_MODE: '1', SESSION_SECRET: SECRET, PAYOUTS_BY: 'bank-file', RATE_LIMIT_WRITES_PER_MINUTE: '10000' };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    children.push(a.child, b.child);
    const [cookieA, cookieB] = await Promise.all([adminCookie(a.url), adminCookie(b.url)]);
    const press = (url: string, cookie: string) => fetch(`${url}/api/admin/payouts/run`, { method: 'POST', headers: { cookie } }).then(async (r) => ({ status: r.status, body: (await r.json()) as { payouts: { providerId: string; amount: string }[] } }));
    const [cli, ...answers] = await Promise.all([payoutsCli(env), ...[0, 1, 2].flatMap(() => [press(a.url, cookieA), press(b.url, cookieB)])]);

    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(cli.code, cli.err).toBe(0);
    const byRequests = answers.flatMap((r) => r.body.payouts.map((p) => [p.providerId, p.amount]));
    const byCli = cli.out.includes('Nothing to pay out') ? [] : [...cli.out.matchAll(/ (provider-\d) .* ₹([\d,]+\.\d\d) /g)].map((m) => [m[1], m[2].replaceAll(',', '')]);
    // Each provider paid once, all they had available, by whichever process came first.
    expect([...byRequests, ...byCli].sort()).toEqual([
      ['provider-1', before['provider-1']],
      ['provider-2', before['provider-2']],
    ]);
    const made = await t.app.db.select().from(payouts).where(already.length ? notInArray(payouts.id, already) : undefined);
    expect(made.map((p) => [p.providerId, p.amountPaise, p.status]).sort()).toEqual([
      ['provider-1', Math.round(Number(before['provider-1']) * 100), 'in_bank_file'],
      ['provider-2', Math.round(Number(before['provider-2']) * 100), 'in_bank_file'],
    ]);
    expect(await availableBefore('provider-1')).toBe('0.00');
    expect(await availableBefore('provider-2')).toBe('0.00');
    // Nothing is left for a run after them.
    expect((await payoutsCli(env)).out).toContain('Nothing to pay out');
    expect(await t.app.db.select().from(payouts).where(already.length ? notInArray(payouts.id, already) : undefined)).toHaveLength(2);
    await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  }, 240_000);
});
