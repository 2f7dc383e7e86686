import { inArray } from 'drizzle-orm';
import type { ChangeVersions } from '../../changes/change-versions';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';
import { stableId } from '../../notifications/alerts';
import { tellMany, type Notice } from '../../notifications/notify';
import type { EffectQueue } from '../../outbox/effect-kind';
import { fromPaise } from '../../../shared/pricing/money';
import { addDays, istWeekStart } from '../../../shared/pricing/earnings-statement';
import { istMidnight, providersActiveBetween, providerWeeksPaise } from '../ledger/figures';

/**
 * Monday morning's statement (ADR 067): 08:00 India time, after the default quiet hours end, so
 * the push comes as the provider's week starts.
 */
export const WEEKLY_STATEMENT_TASK = { name: 'payments.weekly-statement', cron: '0 8 * * 1' } as const;

/** Providers told per transaction: one inbox write and its pushes each. */
const BATCH = 200;

export interface WeeklyStatementDeps {
  db: Db;
  versions: ChangeVersions;
  outbox: EffectQueue;
}

/**
 * Tells each provider whose account moved last week (the IST week before the one `now` is in) what
 * it came to: jobs, earned, paid out, owed from cash jobs — the figures of their earnings chart. The
 * inbox entry's id is made from the provider and the week, so a rerun, a second process or a run
 * missed and made up later in the week tells nobody twice (tellMany skips ids already there, and
 * records pushes only for entries it wrote). Returns how many were told.
 */
export async function sendWeeklyStatements(deps: WeeklyStatementDeps, now = new Date()): Promise<{ week: string; told: number }> {
  const thisWeek = istWeekStart(now);
  const week = addDays(thisWeek, -7);
  const providers = await providersActiveBetween(deps.db, istMidnight(week), istMidnight(thisWeek));
  let told = 0;
  for (let i = 0; i < providers.length; i += BATCH) {
    const notices: (Notice & { id: string })[] = [];
    for (const providerId of providers.slice(i, i + BATCH)) {
      // The two last weeks, the current one last: the week before it is the statement's.
      const [w] = await providerWeeksPaise(deps.db, providerId, now, 2);
      if (!w || w.weekStart !== week) continue;
      notices.push({
        id: stableId('weeklyStatement', providerId, week),
        accountId: providerId,
        event: 'weeklyStatement',
        params: { week, count: w.jobs, amount: fromPaise(w.earned), paidOut: fromPaise(w.paidOut), owed: fromPaise(w.owed) },
      });
    }
    if (notices.length === 0) continue;
    const written = await deps.versions.transaction(
      deps.db,
      async (tx) => {
        // Versioned writes take one lock in turn (change-versions.ts): what is there now stays so until commit.
        const there = await tx.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, notices.map((n) => n.id)));
        const known = new Set(there.map((r) => r.id));
        const fresh = notices.filter((n) => !known.has(n.id));
        return { groups: await tellMany(tx, deps.outbox, fresh, now), count: fresh.length };
      },
      (r) => r.groups,
    );
    told += written.count;
  }
  return { week, told };
}

/** Registers the Monday statement on the job queue: one run per Monday across processes, as the payout run. */
export async function scheduleWeeklyStatements(
  outbox: { scheduleTask(name: string, cron: string, task: () => Promise<void>): Promise<void> },
  deps: WeeklyStatementDeps,
  log: { info(fields: object, message: string): void },
): Promise<void> {
  await outbox.scheduleTask(WEEKLY_STATEMENT_TASK.name, WEEKLY_STATEMENT_TASK.cron, async () => {
    const sent = await sendWeeklyStatements(deps);
    log.info({ week: sent.week, told: sent.told }, 'The weekly statements were sent');
  });
}
