import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type Db as JobDb } from 'pg-boss';
import type { DatabaseConnection, Tx } from '../db/database';
import type { EffectKind } from './effect-kind';

/** pg-boss keeps its tables in a schema of its own, beside the app's (ADR 051). */
export const JOB_SCHEMA = 'pgboss';

/** At most this many connections of pg-boss's own pool on PostgreSQL (the app's pool is separate). */
const POSTGRES_POOL_SIZE = 3;
/** How often a delivering process looks for attempts of dead processes (pg-boss's default: 60 s). */
const SUPERVISE_SECONDS = 10;

/**
 * pg-boss on the app's database: on PostgreSQL with a small pool of its own; on PGlite through the
 * very PGlite instance the app uses (it has one connection, and pg-boss's statements take their turn
 * on it with the app's).
 */
export function openJobQueue(connection: DatabaseConnection, { supervise }: { supervise: boolean }): PgBoss {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    // Maintenance (an attempt of a dead process handed on after its expiry, old jobs removed) runs
    // where effects are delivered; a process that only records them skips its start-up pass.
    supervise,
    // Cron schedules (the daily retention sweep) are turned into jobs where jobs are worked: pg-boss
    // makes one job per due time however many processes look, and one worker takes it.
    schedule: supervise,
    // No instance registry rows: nothing reads them.
    registerInstance: false,
    // An attempt whose process died (no heartbeat) is handed on within about this long.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  };
  return connection.kind === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: connection.url, max: POSTGRES_POOL_SIZE, application_name: 'gaadicare-outbox' });
}

/** A kind's retry policy and attempt time, as pg-boss's queue and job options. */
export function jobOptionsOf(kind: EffectKind<unknown>) {
  return {
    retryLimit: kind.retry.limit,
    retryDelay: kind.retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: kind.retry.maxDelaySeconds,
    expireInSeconds: kind.expireInSeconds,
    ...(kind.heartbeatSeconds ? { heartbeatSeconds: kind.heartbeatSeconds } : {}),
  };
}

/**
 * pg-boss's statements run on a write's own Drizzle transaction, on either database: its Drizzle
 * adapter sends them as parameterised `sql` through `tx.execute`, which node-postgres and PGlite
 * both answer with `{ rows }` (typed `unknown` on the app's driver-neutral Db type).
 */
export function inTransaction(tx: Tx): JobDb {
  return fromDrizzle({ execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } }, sql);
}
