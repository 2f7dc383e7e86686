import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookings, notificationPreferences, notifications, pushSubscriptions } from '../../src/server/db/schema';
import { LEDGER_ACCOUNTS as A } from '../../src/server/modules/ledger/accounts';
import { moneyByDayPaise, providerWeeksPaise } from '../../src/server/modules/ledger/figures';
import { post, type LedgerPosting } from '../../src/server/modules/ledger/service';
import { sendWeeklyStatements, WEEKLY_STATEMENT_TASK, type WeeklyStatementDeps } from '../../src/server/modules/payments/weekly-statement';
import { notificationWords } from '../../src/shared/notifications/messages';
import { insertBooking } from './bid-fixtures';
import { expectLedgerBalanced } from './ledger-balance';
import { createTestApp, type TestApp } from './test-app';

/**
 * The ledger's money over time (ADR 066) and Monday's statement (ADR 067), from a ledger posted by
 * hand at known instants: figures per IST week and day, a transaction at Sunday 23:59 IST in the
 * week before one at Monday 00:00 IST (both on a Sunday in UTC), and the statement told once per
 * provider and week however often it runs.
 */

let t: TestApp;
let deps: WeeklyStatementDeps;
const ist = (local: string) => new Date(`${local}+05:30`);
/** Monday 16 November 2026, 08:00 IST: the statement's due time. Last week: 9–15 November. */
const NOW = ist('2026-11-16T08:00:00');
const P1 = 'provider-1';
const P2 = 'provider-2';

// A ₹500 job: T ₹590 = E ₹375 + fee ₹125 + GST ₹90.
const T = 59_000;
const E = 37_500;
const FEE = 12_500;
const GST = 9_000;

async function job(providerId: string, method: 'online' | 'cash', at: Date, customerId = 'customer-1'): Promise<string> {
  const id = await insertBooking(t.app, { customerId, status: 'completed', selectedProviderId: providerId });
  await t.app.db.update(bookings).set({ paymentMethod: method, completedAt: at, paidAt: at }).where(eq(bookings.id, id));
  await postAll(
    {
      key: `sale:${id}`,
      kind: 'sale',
      bookingId: id,
      at,
      entries: [
        { account: A.customer(customerId), paise: T },
        { account: A.provider(providerId), paise: -E },
        { account: A.platformRevenue, paise: -FEE },
        { account: A.gstPayable, paise: -GST },
      ],
    },
    {
      key: `payment:${id}`,
      kind: 'payment',
      bookingId: id,
      at,
      entries: [
        { account: method === 'online' ? A.gatewayClearing : A.provider(providerId), paise: T },
        { account: A.customer(customerId), paise: -T },
      ],
    },
  );
  return id;
}

async function postAll(...postings: LedgerPosting[]) {
  await t.app.db.transaction(async (tx) => {
    for (const p of postings) expect(await post(tx, p)).toBe(true);
  });
}

let onlineSunday = '';

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.app.db, versions: t.app.versions, outbox: t.app.outbox };
  // Provider 1, last week: a cash job on Tuesday, a payout of ₹300 on Thursday of which ₹100 came
  // back on Friday, a 10 % refund of Sunday's online job on Saturday... posted in time order below.
  await job(P1, 'cash', ist('2026-11-10T10:00:00'));
  await postAll({ key: 'payout:t1', kind: 'payout', at: ist('2026-11-12T10:00:00'), entries: [{ account: A.provider(P1), paise: 30_000 }, { account: A.payoutsInTransit, paise: -30_000 }] });
  await postAll({ key: 'payout-return:t1', kind: 'payout-return', at: ist('2026-11-13T10:00:00'), entries: [{ account: A.provider(P1), paise: -10_000 }, { account: A.payoutsInTransit, paise: 10_000 }] });
  // Sunday 23:59 IST (18:29 UTC): last week. Refunded 10 % (₹59) the same night.
  onlineSunday = await job(P1, 'online', ist('2026-11-15T23:59:00'));
  await postAll({
    key: `refund:${onlineSunday}`,
    kind: 'refund',
    bookingId: onlineSunday,
    at: ist('2026-11-15T23:59:30'),
    entries: [
      { account: A.provider(P1), paise: 3_750 },
      { account: A.gstPayable, paise: 900 },
      { account: A.platformRevenue, paise: 1_250 },
      { account: A.gatewayClearing, paise: -5_900 },
    ],
  });
  // Monday 00:00 IST (18:30 UTC on Sunday): this week. A cash job, then ₹50 settled online.
  await job(P1, 'cash', ist('2026-11-16T00:00:00'));
  await postAll({ key: 'settlement:t1', kind: 'settlement', at: ist('2026-11-16T07:00:00'), entries: [{ account: A.gatewayClearing, paise: 5_000 }, { account: A.provider(P1), paise: -5_000 }] });
  // Provider 2: one online job last week; provider 3: nothing.
  await job(P2, 'online', ist('2026-11-11T12:00:00'), 'customer-2');
});
afterAll(async () => {
  await expectLedgerBalanced(t?.app);
  await t?.close();
});

describe("a provider's weeks", () => {
  it('are IST weeks, Monday to Sunday, with jobs, earned, paid out and owed at the week end', async () => {
    expect(await providerWeeksPaise(t.app.db, P1, NOW, 3)).toEqual([
      { weekStart: '2026-11-02', weekEnd: '2026-11-08', jobs: 0, earned: 0, paidOut: 0, owed: 0 },
      // Two jobs (₹375 each) less the refund's ₹37.50; ₹300 paid out less ₹100 returned; the cash job's ₹215 owed.
      { weekStart: '2026-11-09', weekEnd: '2026-11-15', jobs: 2, earned: 2 * E - 3_750, paidOut: 20_000, owed: T - E },
      // Monday 00:00's cash job; owed: both cash jobs less ₹50 settled.
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', jobs: 1, earned: E, paidOut: 0, owed: 2 * (T - E) - 5_000 },
    ]);
  });

  it('owed agrees with the balance the provider sees', async () => {
    const weeks = await providerWeeksPaise(t.app.db, P1, new Date(), 1);
    const balance = (await t.as(P1)({ method: 'GET', url: `/api/provider/${P1}/balance` })).json();
    expect(weeks[0]!.owed / 100).toBe(Number(balance.owed));
  });

  it('are read by the provider and an administrator, with the current week last', async () => {
    const res = await t.as(P1)({ method: 'GET', url: `/api/provider/${P1}/earnings/weeks` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.providerId).toBe(P1);
    expect(body.weeks).toHaveLength(8);
    expect(body.weeks.at(-1)).toMatchObject({ paidOut: '0.00', jobs: 0 });
    expect(body.weeks.at(-1).owed).toBe('380.00');
    expect((await t.as('admin-1')({ method: 'GET', url: `/api/provider/${P1}/earnings/weeks` })).statusCode).toBe(200);
    expect((await t.as(P2)({ method: 'GET', url: `/api/provider/${P1}/earnings/weeks` })).statusCode).toBe(403);
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/provider/customer-1/earnings/weeks' })).statusCode).toBe(404);
  });
});

describe("the platform's days", () => {
  it('are IST days with paid, fees, payouts and refunds', async () => {
    const days = await moneyByDayPaise(t.app.db, NOW, 8);
    const zero = { paid: 0, fees: 0, payouts: 0, refunds: 0 };
    expect(days).toEqual([
      { day: '2026-11-09', ...zero },
      { day: '2026-11-10', ...zero, paid: T, fees: FEE },
      { day: '2026-11-11', ...zero, paid: T, fees: FEE },
      { day: '2026-11-12', ...zero, payouts: 30_000 },
      { day: '2026-11-13', ...zero, payouts: -10_000 },
      { day: '2026-11-14', ...zero },
      // Sunday 23:59 IST: the sale, and its refund's share of the fee.
      { day: '2026-11-15', ...zero, paid: T, fees: FEE - 1_250, refunds: 5_900 },
      { day: '2026-11-16', ...zero, paid: T, fees: FEE },
    ]);
  });

  it('are read by an administrator only, for up to 92 days', async () => {
    const res = await t.as('admin-1')({ method: 'GET', url: '/api/admin/ledger/days?days=3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().days).toHaveLength(3);
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/admin/ledger/days' })).json().days).toHaveLength(14);
    expect((await t.as('admin-1')({ method: 'GET', url: '/api/admin/ledger/days?days=93' })).statusCode).toBe(400);
    expect((await t.as(P1)({ method: 'GET', url: '/api/admin/ledger/days' })).statusCode).toBe(403);
  });
});

describe("Monday's statement", () => {
  const statements = () => t.app.db.select().from(notifications).where(eq(notifications.event, 'weeklyStatement'));
  const pushJobs = async () =>
    Number(
      ((await t.app.db.execute(sql`select count(*)::text as n from pgboss.job where name = 'push.notification' and data->>'endpoint' = 'https://push.example.test/p1'`)) as unknown as { rows: { n: string }[] }).rows[0]!.n,
    );

  it('tells each provider with activity last week once, with its push, however often it runs', async () => {
    await t.app.db.insert(pushSubscriptions).values({ endpoint: 'https://push.example.test/p1', accountId: P1, p256dh: 'k', auth: 'a' });
    await t.app.db.insert(pushSubscriptions).values({ endpoint: 'https://push.example.test/p2', accountId: P2, p256dh: 'k', auth: 'a' });
    // Provider 2 turned the statement's pushes off: the inbox entry still comes.
    await t.app.db.insert(notificationPreferences).values({ accountId: P2, events: { weeklyStatement: false } });

    expect(await sendWeeklyStatements(deps, NOW)).toEqual({ week: '2026-11-09', told: 2 });
    const told = await statements();
    expect(told.map((n) => n.accountId).sort()).toEqual([P1, P2]);
    const p1 = told.find((n) => n.accountId === P1)!;
    expect(p1).toMatchObject({ link: '/provider-earnings', params: { week: '2026-11-09', count: 2, amount: '712.50', paidOut: '200.00', owed: '215.00' } });
    expect(notificationWords('weeklyStatement', p1.params, 'en-IN')).toEqual({
      title: 'Your week: ₹712.50 earned',
      body: 'Week from 9 Nov: 2 jobs, ₹712.50 earned, ₹200.00 paid out, ₹215.00 owed from cash jobs.',
    });
    expect(await pushJobs()).toBe(1);
    const p2Pushes = (await t.app.db.execute(sql`select count(*)::text as n from pgboss.job where name = 'push.notification' and data->>'endpoint' = 'https://push.example.test/p2'`)) as unknown as { rows: { n: string }[] };
    expect(p2Pushes.rows[0]!.n).toBe('0');

    // A rerun at the same time, and one made up on Tuesday (a run missed while no process ran): nothing more.
    expect(await sendWeeklyStatements(deps, NOW)).toEqual({ week: '2026-11-09', told: 0 });
    expect(await sendWeeklyStatements(deps, ist('2026-11-17T09:00:00'))).toEqual({ week: '2026-11-09', told: 0 });
    // Two at once (two processes): still one each.
    const both = await Promise.all([sendWeeklyStatements(deps, NOW), sendWeeklyStatements(deps, NOW)]);
    expect(both.map((b) => b.told)).toEqual([0, 0]);
    expect(await statements()).toHaveLength(2);
    expect(await pushJobs()).toBe(1);
  });

  it('for a week without activity tells nobody', async () => {
    expect(await sendWeeklyStatements(deps, ist('2026-11-09T08:00:00'))).toEqual({ week: '2026-11-02', told: 0 });
  });

  it('a week later tells the providers active then', async () => {
    // Week 16–22 November: only provider 1 (the Monday cash job and the settlement).
    expect(await sendWeeklyStatements(deps, ist('2026-11-23T08:00:00'))).toEqual({ week: '2026-11-16', told: 1 });
    const [entry] = await t.app.db.select().from(notifications).where(and(eq(notifications.event, 'weeklyStatement'), eq(notifications.accountId, P1), sql`params->>'week' = '2026-11-16'`));
    expect(entry!.params).toMatchObject({ count: 1, amount: '375.00', paidOut: '0.00', owed: '380.00' });
  });
});

describe('the schedule', () => {
  it('is on the job queue for Monday 08:00 India time, and a run of it sends the statements', async () => {
    const q = await createTestApp({ outbox: { pollingIntervalSeconds: 0.5 } });
    try {
      const schedules = (await q.app.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${WEEKLY_STATEMENT_TASK.name}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(schedules.rows).toEqual([{ cron: '0 8 * * 1', timezone: 'Asia/Kolkata' }]);
      // Activity last week, by the real clock: one payout to provider 1 seven days ago.
      const lastWeek = new Date(Date.now() - 7 * 86_400_000);
      await q.app.db.transaction((tx) => post(tx, { key: 'payout:sched', kind: 'payout', at: lastWeek, entries: [{ account: A.provider(P1), paise: 10_000 }, { account: A.payoutsInTransit, paise: -10_000 }] }));
      await q.app.outbox.runTaskNow(WEEKLY_STATEMENT_TASK.name);
      await expect
        .poll(async () => (await q.app.db.select().from(notifications).where(and(eq(notifications.event, 'weeklyStatement'), eq(notifications.accountId, P1)))).length, { timeout: 15_000 })
        .toBe(1);
    } finally {
      await q.close();
    }
  });
});
