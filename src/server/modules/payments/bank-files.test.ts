import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditEvents, bookings, ledgerEntries, ledgerTransactions, notifications, payoutAccounts, payouts } from '../../db/schema';
import { defaultPriceColumns } from '../../db/price-columns';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { insertBooking } from '../../../../tests/server/bid-fixtures';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { BANK_FILE_COLUMNS } from './bank-files';
import { runPayouts } from './payouts';

// A server without RazorpayX payouts (PAYOUTS_BY=bank-file, ADR 068): the run records payouts that
// wait in a bank bulk-transfer file; the operator downloads it and marks its payouts.
let t: TestApp;
const HOUR = 3_600_000;
const PROVIDER = 'provider-2';

beforeAll(async () => {
  t = await createTestApp({ payoutsBy: 'bank-file', outbox: { pollingIntervalSeconds: 0.5 }, paymentCheckMs: 0 });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.as('admin-1')({ method, url, payload: payload as Record<string, unknown> | undefined });
const available = async (providerId = PROVIDER) => (await admin('GET', `/api/provider/${providerId}/balance`)).json().available as string;
const filesUrl = '/api/admin/payouts/bank-files';

/** A ₹590 job of `providerId` paid online through the embedded test gateway (they earn ₹375), completed two days ago. */
async function paidJob(providerId = PROVIDER): Promise<string> {
  const id = await insertBooking(t.app, { customerId: 'customer-1', status: 'completed', selectedProviderId: providerId });
  await t.app.db.update(bookings).set({ ...defaultPriceColumns(50000), subtotalPaise: 50000, completedAt: new Date() }).where(eq(bookings.id, id));
  const order = await t.as('customer-1')({ method: 'POST', url: `/api/bookings/${id}/payment` });
  expect(order.statusCode, order.body).toBe(201);
  await t.app.testGateway!.pay(order.json().orderId);
  await until(async () => (await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().payment.status, (s) => s === 'paid');
  await t.app.db.update(bookings).set({ completedAt: new Date(Date.now() - 48 * HOUR) }).where(eq(bookings.id, id));
  return id;
}

/** Puts what is waiting in a file and marks it all processed: the next test starts from nothing waiting. */
async function clearWaiting() {
  await runPayouts(t.app.db, t.app.outbox, 'test', new Date(), 'bank-file');
  const made = await admin('POST', filesUrl);
  if (made.statusCode === 409) return;
  const { fileId } = made.json();
  const ids = (await t.app.db.select().from(payouts).where(eq(payouts.bankFileId, fileId))).map((p) => p.id);
  expect((await admin('POST', `${filesUrl}/${fileId}/outcome`, { outcome: 'processed', payoutIds: ids })).statusCode).toBe(200);
}

describe('payouts by bank file', () => {
  it('the run records the payout and its ledger transaction; it waits in a bank file, nothing is sent', async () => {
    await clearWaiting();
    await paidJob();
    expect(await available()).toBe('375.00');
    const run = await admin('POST', '/api/admin/payouts/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().payouts.map((p: { providerId: string; amount: string; status: string }) => [p.providerId, p.amount, p.status])).toEqual([[PROVIDER, '375.00', 'in_bank_file']]);
    const id = run.json().payouts[0].id as string;
    expect(await available()).toBe('0.00');
    expect((await admin('POST', '/api/admin/payouts/run')).json().payouts).toEqual([]);
    const posted = await t.app.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `%${id}`));
    expect(posted.map((p) => p.key)).toEqual([`payout:${id}`]);
    // Nothing goes to the gateway: after the outbox had time, it still waits, with no gateway id.
    await new Promise((r) => setTimeout(r, 1500));
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: 'in_bank_file', gatewayPayoutId: null, bankFileId: null });
    const listed = (await admin('GET', filesUrl)).json();
    expect(listed.method).toBe('bank-file');
    expect(listed.waiting).toEqual({ count: 1, total: '375.00' });
    const mine = await t.as(PROVIDER)({ method: 'GET', url: `/api/provider/${PROVIDER}/payouts` });
    expect(mine.json()[0]).toMatchObject({ id, status: 'in_bank_file' });
  });

  it('the file is made once, reads the same every time, and a payout is in one file only', async () => {
    const made = await admin('POST', filesUrl);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ payouts: 1, total: '375.00', failed: 0 });
    const fileId = made.json().fileId as string;
    expect((await admin('POST', filesUrl)).statusCode).toBe(409);
    const csvUrl = `${filesUrl}/${fileId}/payouts.csv`;
    const first = await admin('GET', csvUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="gaadicare-payouts-${fileId}.csv"`);
    const [payout] = await t.app.db.select().from(payouts).where(eq(payouts.bankFileId, fileId));
    // Suresh is paid to his UPI ID (the demo's seed): no IFSC, mode UPI.
    expect(first.body).toBe(`${BANK_FILE_COLUMNS.join(',')}\r\nSuresh Gowda,suresh.gowda@okaxis,,375.00,${payout.id},UPI\r\n`);
    // A change of the account after the file was made changes no line of it.
    await t.app.db.update(payoutAccounts).set({ vpa: 'someone.else@okaxis', updatedAt: new Date() }).where(eq(payoutAccounts.providerId, PROVIDER));
    expect((await admin('GET', csvUrl)).body).toBe(first.body);
    await t.app.db.update(payoutAccounts).set({ vpa: 'suresh.gowda@okaxis', updatedAt: new Date(Date.now() - 72 * HOUR) }).where(eq(payoutAccounts.providerId, PROVIDER));
    // The next payout goes in the next file, alone; a bank account's line has its number and IFSC.
    await paidJob('provider-1');
    await runPayouts(t.app.db, t.app.outbox, 'test', new Date(), 'bank-file');
    const second = await admin('POST', filesUrl);
    expect(second.json()).toMatchObject({ payouts: 1, total: '375.00' });
    const csv = (await admin('GET', `${filesUrl}/${second.json().fileId}/payouts.csv`)).body.split('\r\n');
    expect(csv[1]).toMatch(/^Ravi Kumar,50100012345678,HDFC0001234,375\.00,payout_[0-9a-f]+,IMPS$/);
    expect(csv).toHaveLength(3);
    const audit = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'payout.bank-file'));
    expect(audit.at(-1)).toMatchObject({ actorId: 'admin-1', subject: second.json().fileId });
    expect((await t.as(PROVIDER)({ method: 'GET', url: filesUrl })).statusCode).toBe(403);
    expect((await t.as(PROVIDER)({ method: 'GET', url: csvUrl })).statusCode).toBe(403);
  });

  it('processed moves the money out of the bank account; failed returns it to the provider, tells them, and the next run pays it again', async () => {
    const listed = (await admin('GET', filesUrl)).json();
    const [newer, older] = listed.files;
    const ravi = newer.payouts[0].id as string;
    const suresh = older.payouts[0].id as string;
    const processed = await admin('POST', `${filesUrl}/${older.id}/outcome`, { outcome: 'processed', payoutIds: [suresh] });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json()[0]).toMatchObject({ id: suresh, status: 'processed' });
    const out = await t.app.db
      .select({ account: ledgerEntries.account, paise: ledgerEntries.amountPaise })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.idempotencyKey, `payout-processed:${suresh}`));
    expect(out.sort((a, b) => a.account.localeCompare(b.account))).toEqual([
      { account: 'bank:account', paise: -37500 },
      { account: 'payouts:in-transit', paise: 37500 },
    ]);
    // Marked again, or in another file's name: refused, nothing changes.
    expect((await admin('POST', `${filesUrl}/${older.id}/outcome`, { outcome: 'failed', payoutIds: [suresh] })).statusCode).toBe(409);
    expect((await admin('POST', `${filesUrl}/${older.id}/outcome`, { outcome: 'failed', payoutIds: [ravi] })).statusCode).toBe(409);
    expect((await admin('POST', `${filesUrl}/bankfile_none/outcome`, { outcome: 'failed', payoutIds: [ravi] })).statusCode).toBe(404);

    const failed = await admin('POST', `${filesUrl}/${newer.id}/outcome`, { outcome: 'failed', payoutIds: [ravi], reason: 'Account closed' });
    expect(failed.json()[0]).toMatchObject({ id: ravi, status: 'failed', failureReason: 'Account closed' });
    expect(await available('provider-1')).toBe('375.00');
    const told = await t.app.db.select().from(notifications).where(and(eq(notifications.accountId, 'provider-1'), eq(notifications.event, 'payoutReturned')));
    expect(told.at(-1)!.params).toEqual({ amount: '375.00' });
    expect((await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'payout.bank-outcome'))).map((e) => e.subject)).toEqual([older.id, newer.id]);
    expect((await runPayouts(t.app.db, t.app.outbox, 'test', new Date(), 'bank-file')).map((p) => [p.providerId, p.amountPaise])).toEqual([['provider-1', 37500]]);
    await clearWaiting();
  });

  it('a payout whose account changed before its file was made fails instead, and its money returns', async () => {
    await paidJob();
    const [made] = await runPayouts(t.app.db, t.app.outbox, 'test', new Date(), 'bank-file');
    await t.app.db.update(payoutAccounts).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(payoutAccounts.providerId, PROVIDER));
    const file = await admin('POST', filesUrl);
    expect(file.json()).toEqual({ fileId: null, payouts: 0, total: '0.00', failed: 1 });
    const [row] = await t.app.db.select().from(payouts).where(eq(payouts.id, made.id));
    expect(row).toMatchObject({ status: 'failed', bankFileId: null, failureReason: 'The payout account changed after the payout was queued' });
    expect(await available()).toBe('375.00');
    await t.app.db.update(payoutAccounts).set({ updatedAt: new Date(Date.now() - 72 * HOUR) }).where(eq(payoutAccounts.providerId, PROVIDER));
    await clearWaiting();
  });
});
