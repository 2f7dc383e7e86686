import type { PgBoss } from 'pg-boss';
import type { OutboxKind } from '../../shared/schemas/outbox';
import { JOB_SCHEMA } from './job-queue';

/** pg-boss's job states, as the admin's counts name them. */
const COUNTED_STATES = { created: 'waiting', active: 'active', retry: 'retrying', failed: 'failed', completed: 'delivered' } as const;
type CountedState = keyof typeof COUNTED_STATES;
const isCounted = (state: string): state is CountedState => state in COUNTED_STATES;

/** An error as pg-boss stored it (serialize-error), cut short: the admin sees its first line. */
const ERROR_SHOWN_CHARS = 200;

/**
 * Each effect kind's jobs by state, read fresh from pg-boss's job table (its own counts are cached
 * for up to a minute), and the newest failure's error.
 */
export async function countEffects(boss: PgBoss, kinds: readonly string[]): Promise<OutboxKind[]> {
  const db = boss.getDb();
  const [byState, errors] = await Promise.all([
    db.executeSql(`SELECT name, state::text AS state, count(*)::int AS n FROM ${JOB_SCHEMA}.job GROUP BY name, state`),
    db.executeSql(
      `SELECT DISTINCT ON (name) name, output->>'message' AS message, coalesce(completed_on, started_on, created_on) AS at
         FROM ${JOB_SCHEMA}.job
        WHERE state IN ('retry', 'failed') AND output ? 'message'
        ORDER BY name, coalesce(completed_on, started_on, created_on) DESC`,
    ),
  ]);
  const rows = byState.rows as { name: string; state: string; n: number }[];
  const lastErrors = new Map((errors.rows as { name: string; message: string | null; at: Date | string }[]).map((r) => [r.name, r]));
  return kinds.map((kind) => {
    const counts: OutboxKind = { kind, waiting: 0, active: 0, retrying: 0, failed: 0, delivered: 0, lastError: null };
    for (const row of rows) {
      if (row.name === kind && isCounted(row.state)) counts[COUNTED_STATES[row.state]] += Number(row.n);
    }
    const error = lastErrors.get(kind);
    if (error) {
      counts.lastError = {
        message: (error.message ?? '').split('\n')[0].slice(0, ERROR_SHOWN_CHARS),
        at: new Date(error.at).toISOString(),
      };
    }
    return counts;
  });
}

/** Per channel (an effect kind's first part: 'push', 'sms'): sent and given up since `since`, and retrying now. */
export async function countByChannel(boss: PgBoss, channels: readonly string[], since: Date): Promise<{ channel: string; sent: number; failed: number; retrying: number }[]> {
  const result = await boss.getDb().executeSql(
    `SELECT split_part(name, '.', 1) AS channel,
            count(*) FILTER (WHERE state = 'completed' AND completed_on >= $1)::int AS sent,
            count(*) FILTER (WHERE state = 'failed' AND completed_on >= $1)::int AS failed,
            count(*) FILTER (WHERE state = 'retry')::int AS retrying
       FROM ${JOB_SCHEMA}.job
      WHERE split_part(name, '.', 1) = ANY($2)
      GROUP BY 1`,
    [since.toISOString(), channels as string[]],
  );
  const rows = new Map((result.rows as { channel: string; sent: number; failed: number; retrying: number }[]).map((r) => [r.channel, r]));
  return channels.map((channel) => {
    const row = rows.get(channel);
    return { channel, sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0), retrying: Number(row?.retrying ?? 0) };
  });
}
