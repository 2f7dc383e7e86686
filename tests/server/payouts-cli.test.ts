import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { auditEvents, bookings, payouts } from '../../src/server/db/schema';
import { defaultPriceColumns } from '../../src/server/db/price-columns';
import { insertBooking } from './bid-fixtures';
import { pgliteTemplate } from './template-databases';
import { usingPostgres } from './test-app';

// `npm run payouts` on PGlite (the server stopped: the data folder is its): it runs the payout run
// once, prints it, and a second run finds nothing. PostgreSQL: tests/server/payout-processes.test.ts.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-payouts-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/modules/payments/payouts-cli.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, DEMO_MODE: '1', PAYOUTS_BY: 'bank-file', METRICS_PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

async function cookieOf(app: Awaited<ReturnType<typeof buildApp>>, userId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session', payload: { userId } });
  return `gc_session=${res.cookies.find((c) => c.name === 'gc_session')!.value}`;
}

describe.skipIf(usingPostgres())('npm run payouts on PGlite', () => {
  it('prints the payouts it made, audited as the command line, and a second run pays nothing', async () => {
    const template = await pgliteTemplate('demo');
    const app = await buildApp({ dataDir, loadDataDir: template ?? undefined, serveClient: false, logLevel: 'silent', outbox: { pollingIntervalSeconds: 0.5 } });
    try {
      // A ₹590 job of Suresh paid online through the demo's test gateway (he earns ₹375), completed two days ago.
      const id = await insertBooking(app, { customerId: 'customer-1', status: 'completed', selectedProviderId: 'provider-2' });
      await app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
      const customer = await cookieOf(app, 'customer-1');
      const order = await app.inject({ method: 'POST', url: `/api/bookings/${id}/payment`, headers: { cookie: customer } });
      expect(order.statusCode, order.body).toBe(201);
      await app.testGateway!.pay(order.json().orderId);
      for (let i = 0; i < 150; i++) {
        if ((await app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: customer } })).json().payment.status === 'paid') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await app.db.update(bookings).set({ completedAt: new Date(Date.now() - 48 * 3_600_000) }).where(eq(bookings.id, id));
    } finally {
      await app.close();
    }
    const first = await cli();
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^1 payout of ₹375\.00 in all, waiting for the bank file/);
    expect(first.out).toMatch(/ {2}payout_[0-9a-f]+ {2}provider-2 {2}Suresh Gowda {2}₹375\.00 {2}UPI {2}in_bank_file\n/);
    const second = await cli();
    expect(second.out).toContain('Nothing to pay out');
    const reopened = await buildApp({ dataDir, serveClient: false, logLevel: 'silent', outbox: { worker: false } });
    try {
      expect((await reopened.db.select().from(payouts)).map((p) => [p.providerId, p.amountPaise, p.status, p.requestedBy])).toEqual([['provider-2', 37500, 'in_bank_file', 'command-line']]);
      const audit = await reopened.db.select().from(auditEvents).where(eq(auditEvents.action, 'payout.run'));
      expect(audit.map((a) => [a.actorRole, a.after])).toEqual([
        ['command-line', { payouts: 1, total: '375.00' }],
        ['command-line', { payouts: 0, total: '0.00' }],
      ]);
    } finally {
      await reopened.close();
    }
  }, 400_000);
});
