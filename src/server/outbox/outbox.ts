import type { PgBoss } from 'pg-boss';
import type { OutboxSummary } from '../../shared/schemas/outbox';
import type { DatabaseConnection, Tx } from '../db/database';
import { countByChannel, countEffects } from './counts';
import { startDelivery } from './delivery';
import type { EffectContext, EffectKind, EffectQueue } from './effect-kind';
import { effectKinds } from './effects';
import { inTransaction, jobOptionsOf, openJobQueue } from './job-queue';

export interface OutboxOptions {
  /**
   * Deliver effects in this process (default). Off, the process only records them, and another
   * process on the same database delivers them (OUTBOX_WORKER=0).
   */
  worker?: boolean;
  /** How often an idle worker looks for effects to deliver (default 1 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

const DEFAULT_POLLING_SECONDS = 1;
/** Jobs per INSERT when many are recorded at once. */
const ENQUEUE_BATCH = 500;
/** On close, deliveries under way get this long to finish; those still running are handed back. */
const STOP_GRACE_MS = 10_000;
/** How long one run of a scheduled task may take before another process may take it over. */
const SCHEDULED_TASK_EXPIRY_SECONDS = 30 * 60;

/**
 * The outbox (ADR 051): a write records the effects it causes as pg-boss jobs in its own
 * transaction; after commit a worker delivers each at least once, with its stable key.
 */
export class Outbox implements EffectQueue {
  private constructor(
    private readonly boss: PgBoss,
    /** Whether this process delivers effects (OUTBOX_WORKER). */
    readonly delivers: boolean,
    private readonly pollingIntervalSeconds: number,
  ) {}

  static async start(connection: DatabaseConnection, context: EffectContext, options: OutboxOptions = {}): Promise<Outbox> {
    const worker = options.worker !== false;
    const boss = openJobQueue(connection, { supervise: worker });
    boss.on('error', (error) => context.log.error({ error: error.message }, 'The job queue reported an error'));
    await boss.start();
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
    const outbox = new Outbox(boss, worker, pollingIntervalSeconds);
    try {
      // Created before any write can enqueue: pg-boss looks a queue up in its cache, and on PGlite a
      // lookup outside the write's transaction would wait for that transaction to end.
      for (const kind of effectKinds) await boss.createQueue(kind.name, jobOptionsOf(kind));
      if (worker) {
        await startDelivery(boss, effectKinds, context, {
          pollingIntervalSeconds,
        });
      }
    } catch (error) {
      await outbox.stop();
      throw error;
    }
    return outbox;
  }

  /** Records `payload` as an effect of kind `kind`, in the write's transaction `tx`. */
  async enqueue<P>(tx: Tx, kind: EffectKind<P>, payload: P, options: { startAfter?: Date } = {}): Promise<void> {
    if (!effectKinds.includes(kind as EffectKind<unknown>)) throw new Error(`${kind.name} is not in the effect registry (src/server/outbox/effects.ts)`);
    const data = kind.payload.parse(payload);
    await this.boss.send(kind.name, data as object, {
      ...jobOptionsOf(kind as EffectKind<unknown>),
      singletonKey: kind.key(data),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: inTransaction(tx),
    });
  }

  /** Records many effects of `kind` in `tx`, in statements of at most ENQUEUE_BATCH jobs. */
  async enqueueMany<P>(tx: Tx, kind: EffectKind<P>, items: readonly { payload: P; startAfter?: Date }[]): Promise<void> {
    if (!effectKinds.includes(kind as EffectKind<unknown>)) throw new Error(`${kind.name} is not in the effect registry (src/server/outbox/effects.ts)`);
    const options = jobOptionsOf(kind as EffectKind<unknown>);
    const jobs = items.map(({ payload, startAfter }) => {
      const data = kind.payload.parse(payload);
      return { data: data as object, ...options, singletonKey: kind.key(data), ...(startAfter ? { startAfter } : {}) };
    });
    for (let i = 0; i < jobs.length; i += ENQUEUE_BATCH) await this.boss.insert(kind.name, jobs.slice(i, i + ENQUEUE_BATCH), { db: inTransaction(tx) });
  }

  /**
   * Runs `task` at each time of the cron expression `cron` (India time), once per time across every
   * process on the database: pg-boss's schedule makes one job per due time (a time missed while no
   * process ran gives one job when one starts), and one worker takes it. Only processes that
   * deliver effects register it and work it; a failed run is tried twice more, ten minutes apart.
   */
  async scheduleTask(name: string, cron: string, task: () => Promise<void>): Promise<void> {
    if (!this.delivers) return;
    await this.boss.createQueue(name, { retryLimit: 2, retryDelay: 600, expireInSeconds: SCHEDULED_TASK_EXPIRY_SECONDS });
    await this.boss.schedule(name, cron, null, { tz: 'Asia/Kolkata', missed: 'once' });
    await this.boss.work(name, { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds }, async () => task());
  }

  /** Asks for one run of a scheduled task now (the operator's command line and tests). */
  async runTaskNow(name: string): Promise<void> {
    await this.boss.send(name, null, { singletonKey: name });
  }

  /** Each effect kind's waiting, active, retrying, failed and delivered effects, and its newest error. */
  summary(): Promise<OutboxSummary> {
    return countEffects(this.boss, effectKinds.map((k) => k.name)).then((kinds) => ({ kinds }));
  }

  /** Per channel ('push', 'sms'): delivered and given up since `since`, and retrying now (the admin's push card). */
  channelCounts(channels: readonly string[], since: Date): ReturnType<typeof countByChannel> {
    return countByChannel(this.boss, channels, since);
  }

  /** Throws unless every effect kind has a worker taking jobs in this process (/readyz). */
  checkWorkers(): void {
    const running = new Set(this.boss.getWipData().filter((w) => w.state === 'created' || w.state === 'active').map((w) => w.name));
    const missing = effectKinds.map((k) => k.name).filter((name) => !running.has(name));
    if (missing.length > 0) throw new Error(`no worker delivers ${missing.join(', ')}`);
  }

  /** Stops the workers (letting deliveries under way finish, for a while) and every pg-boss timer. */
  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }
}
