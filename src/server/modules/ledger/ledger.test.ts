import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { expectLedgerBalanced } from '../../../../tests/server/ledger-balance';
import { LEDGER_ACCOUNTS as A } from './accounts';
import { post, trialBalance, UnbalancedPosting } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) await expectLedgerBalanced(t.app, await t.cookieFor('admin-1'));
  await t?.close();
});

const sale = (key: string, paise = 59000) => ({
  key,
  kind: 'sale' as const,
  entries: [
    { account: A.customer('customer-1'), paise },
    { account: A.provider('provider-2'), paise: -37500 },
    { account: A.platformRevenue, paise: -12500 },
    { account: A.gstPayable, paise: -9000 },
  ],
});

const errorText = async (p: Promise<unknown>) => {
  try {
    await p;
    return '';
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
};

describe('the ledger', () => {
  it('posts a balanced transaction once: a repeat of its key posts nothing', async () => {
    expect(await t.app.db.transaction((tx) => post(tx, sale('test:once')))).toBe(true);
    expect(await t.app.db.transaction((tx) => post(tx, sale('test:once')))).toBe(false);
    const [row] = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'test:once'));
    const [{ n }] = await t.app.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, row.id));
    expect(n).toBe(4);
  });

  it('refuses a transaction that does not sum to zero, before and in the database', async () => {
    await expect(t.app.db.transaction((tx) => post(tx, sale('test:unbalanced', 59001)))).rejects.toBeInstanceOf(UnbalancedPosting);
    // Written past the service, the deferred trigger refuses it at commit.
    const raw = t.app.db.transaction(async (tx) => {
      const [row] = await tx.insert(ledgerTransactions).values({ idempotencyKey: 'test:raw', kind: 'sale' }).returning();
      await tx.insert(ledgerEntries).values([{ transactionId: row.id, account: A.gatewayClearing, amountPaise: 100 }]);
    });
    expect(await errorText(raw)).toContain('does not balance');
    expect(await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'test:raw'))).toEqual([]);
  });

  it('refuses any UPDATE or DELETE of what was posted', async () => {
    await t.app.db.transaction((tx) => post(tx, sale('test:immutable')));
    expect(await errorText(t.app.db.execute(sql`update ledger_entries set amount_paise = amount_paise * 2`))).toContain('immutable');
    expect(await errorText(t.app.db.execute(sql`delete from ledger_entries`))).toContain('immutable');
    expect(await errorText(t.app.db.execute(sql`update ledger_transactions set memo = 'x'`))).toContain('immutable');
    expect(await errorText(t.app.db.execute(sql`delete from ledger_transactions`))).toContain('immutable');
  });

  it('answers the trial balance and an account statement for the administrator only, in rupees', async () => {
    const balance = await t.as('admin-1')({ method: 'GET', url: '/api/admin/ledger/trial-balance' });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().total).toBe('0.00');
    const rows = await trialBalance(t.app.db);
    expect(balance.json().accounts).toContainEqual({ account: 'platform:revenue', balance: (rows.find((r) => r.account === 'platform:revenue')!.paise / 100).toFixed(2) });
    const statement = await t.as('admin-1')({ method: 'GET', url: `/api/admin/ledger/accounts/${encodeURIComponent('provider:provider-2')}` });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().entries[0]).toMatchObject({ kind: 'sale', amount: '-375.00' });
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/admin/ledger/accounts/nonsense' })).statusCode).toBe(400);
    expect((await t.as('customer-1')({ method: 'GET', url: '/api/admin/ledger/trial-balance' })).statusCode).toBe(403);
    expect((await t.as('provider-2')({ method: 'GET', url: '/api/admin/ledger/accounts/platform:revenue' })).statusCode).toBe(403);
  });
});
