import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { IST_OFFSET_MINUTES, istParts } from '../../../shared/domain/time';
import { addDays, istWeekStart } from '../../../shared/pricing/earnings-statement';
import { LEDGER_ACCOUNTS, type LedgerKind } from './accounts';

/**
 * The ledger's money over time (ADR 066), in whole paise, by India's calendar: a provider's weeks
 * (Monday to Sunday) and the platform's days. Each transaction counts on the IST date it was
 * posted; nothing here is stored, every figure is a sum of entries.
 */

/** The instant an IST calendar date begins. */
export const istMidnight = (ymd: string): Date => new Date(`${ymd}T00:00:00+05:30`);

/** The IST calendar date of a timestamp column, in SQL (India has no daylight saving: a fixed offset). */
const istDateOf = (column: ReturnType<typeof sql>) => sql`((${column} at time zone 'UTC') + ${sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`)})`;

export interface WeekPaise {
  weekStart: string;
  weekEnd: string;
  /** Jobs whose sale was posted that week. */
  jobs: number;
  /** Sales and late-cancellation fees credited to them, less refunds' share. */
  earned: number;
  /** Payouts made to them, less payouts returned. */
  paidOut: number;
  /** What they owed GaadiCare from cash and UPI jobs when the week ended (never below 0). */
  owed: number;
}

const EARNED: ReadonlySet<LedgerKind> = new Set(['sale', 'cancellation-fee', 'refund']);

type WeekRow = { week: string; kind: LedgerKind; payment_method: string | null; no_booking: boolean; paise: string; jobs: string };

/**
 * A provider's last `count` IST weeks, oldest first, the week of `now` last. What they owe is
 * worked out as their balance is (payments/balance.ts): each cash or UPI job's T − E, less what
 * they settled online, summed from their first entry to the week's end.
 */
export async function providerWeeksPaise(db: DbOrTx, providerId: string, now: Date, count: number): Promise<WeekPaise[]> {
  const result = await db.execute<WeekRow>(sql`
    select to_char(date_trunc('week', ${istDateOf(sql`t.created_at`)}), 'YYYY-MM-DD') as week,
           t.kind, b.payment_method, t.booking_id is null as no_booking,
           sum(e.amount_paise)::text as paise,
           (count(distinct t.booking_id) filter (where t.kind = 'sale'))::text as jobs
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      left join bookings b on b.id = t.booking_id
     where e.account = ${LEDGER_ACCOUNTS.provider(providerId)}
     group by 1, t.kind, b.payment_method, t.booking_id is null`);
  const rows = (result as unknown as { rows: WeekRow[] }).rows;
  const last = istWeekStart(now);
  const first = addDays(last, -7 * (count - 1));
  const weeks = new Map<string, WeekPaise & { cash: number; settled: number }>();
  const weekOf = (weekStart: string) => {
    let w = weeks.get(weekStart);
    if (!w) weeks.set(weekStart, (w = { weekStart, weekEnd: addDays(weekStart, 6), jobs: 0, earned: 0, paidOut: 0, owed: 0, cash: 0, settled: 0 }));
    return w;
  };
  for (let i = 0; i < count; i++) weekOf(addDays(first, 7 * i));
  for (const r of rows) {
    if (r.week > last) continue;
    const w = weekOf(r.week);
    const paise = Number(r.paise);
    w.jobs += Number(r.jobs);
    if (EARNED.has(r.kind)) w.earned -= paise;
    if (r.kind.startsWith('payout')) w.paidOut += paise;
    else if (r.no_booking) w.settled -= paise;
    else if (r.payment_method === 'cash' || r.payment_method === 'upi') w.cash += paise;
  }
  let cash = 0;
  let settled = 0;
  const out: WeekPaise[] = [];
  for (const w of [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart))) {
    cash += w.cash;
    settled += w.settled;
    if (w.weekStart < first) continue;
    out.push({ weekStart: w.weekStart, weekEnd: w.weekEnd, jobs: w.jobs, earned: w.earned, paidOut: w.paidOut, owed: Math.max(0, cash - settled) });
  }
  return out;
}

export interface DayPaise {
  day: string;
  /** What customers paid for jobs and late-cancellation fees (payments posted). */
  paid: number;
  /** Platform fees earned, less refunds' share of them. */
  fees: number;
  /** Payouts sent to providers, less payouts returned. */
  payouts: number;
  /** Refunds sent back to customers. */
  refunds: number;
}

type DayRow = { day: string; paid: string; fees: string; payouts: string; refunds: string };

/** The platform's last `count` IST days, oldest first, the day of `now` last. */
export async function moneyByDayPaise(db: DbOrTx, now: Date, count: number): Promise<DayPaise[]> {
  const today = istParts(now).ymd;
  const first = addDays(today, -(count - 1));
  const result = await db.execute<DayRow>(sql`
    select to_char(${istDateOf(sql`t.created_at`)}, 'YYYY-MM-DD') as day,
           coalesce(-sum(e.amount_paise) filter (where t.kind = 'payment' and e.account like 'customer:%'), 0)::text as paid,
           coalesce(-sum(e.amount_paise) filter (where e.account = ${LEDGER_ACCOUNTS.platformRevenue}), 0)::text as fees,
           coalesce(sum(e.amount_paise) filter (where t.kind in ('payout', 'payout-return') and e.account like 'provider:%'), 0)::text as payouts,
           coalesce(-sum(e.amount_paise) filter (where t.kind = 'refund' and e.account = ${LEDGER_ACCOUNTS.gatewayClearing}), 0)::text as refunds
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
     where t.created_at >= ${istMidnight(first).toISOString()}::timestamptz
       and t.created_at < ${istMidnight(addDays(today, 1)).toISOString()}::timestamptz
     group by 1`);
  const rows = new Map((result as unknown as { rows: DayRow[] }).rows.map((r) => [r.day, r]));
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(first, i);
    const r = rows.get(day);
    return { day, paid: Number(r?.paid ?? 0), fees: Number(r?.fees ?? 0), payouts: Number(r?.payouts ?? 0), refunds: Number(r?.refunds ?? 0) };
  });
}

/**
 * Providers with money moving on their account between two instants (the weekly statement's
 * "activity"): ids of accounts not erased.
 */
export async function providersActiveBetween(db: DbOrTx, from: Date, to: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct u.id
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join users u on e.account = 'provider:' || u.id
     where t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
       and u.user_type = 'provider' and u.erased_at is null
     order by u.id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
