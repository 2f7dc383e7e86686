import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { EffectContext, EffectKind } from './effect-kind';

export interface DeliveryOptions {
  /** How often an idle worker asks the queue for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers one effect. A throw hands the job back to pg-boss, which tries it again after the kind's
 * backoff, or marks it failed after the last retry. Logged with the kind, the key and the attempt:
 * never the payload (a phone number, a message).
 */
export async function deliverJob(kind: EffectKind<unknown>, job: JobWithMetadata<unknown>, context: EffectContext): Promise<void> {
  const parsed = kind.payload.safeParse(job.data);
  if (!parsed.success) {
    context.countDelivery?.(kind.name, 'failed');
    context.log.error({ effect: kind.name, job: job.id }, 'An effect was recorded with a payload its kind does not accept');
    throw new Error(`The payload of ${kind.name} job ${job.id} does not match its schema`);
  }
  const key = kind.key(parsed.data);
  try {
    await kind.deliver(parsed.data, key, context);
    context.countDelivery?.(kind.name, 'sent');
  } catch (error) {
    context.countDelivery?.(kind.name, 'failed');
    const fields = { effect: kind.name, key, attempt: job.retryCount + 1, error: messageOf(error) };
    if (job.retryCount >= job.retryLimit) context.log.error(fields, 'An effect failed on its last attempt and is given up');
    else context.log.warn(fields, 'An effect failed and will be tried again');
    throw error;
  }
}

/** A batch's jobs split by the kind's sequence, each in the order recorded; no sequence: each job alone. */
function inSequences(kind: EffectKind<unknown>, jobs: JobWithMetadata<unknown>[]): JobWithMetadata<unknown>[][] {
  const sequences = new Map<string, JobWithMetadata<unknown>[]>();
  // pg-boss fetches in creation order but hands the batch over in no particular order.
  const recorded = [...jobs].sort((a, b) => new Date(a.createdOn).getTime() - new Date(b.createdOn).getTime());
  for (const job of recorded) {
    const parsed = kind.sequenceOf ? kind.payload.safeParse(job.data) : null;
    const key = parsed?.success ? kind.sequenceOf!(parsed.data) : job.id;
    sequences.set(key, [...(sequences.get(key) ?? []), job]);
  }
  return [...sequences.values()];
}

/**
 * One worker per effect kind: one effect at a time, or for a kind with a `batchSize`, that many
 * delivered side by side, each completed or failed (and retried) alone; while batches come back
 * full the worker fetches the next at once instead of waiting for its polling interval.
 */
export async function startDelivery(
  boss: PgBoss,
  kinds: readonly EffectKind<unknown>[],
  context: EffectContext,
  options: DeliveryOptions,
): Promise<void> {
  for (const kind of kinds) {
    const batchSize = kind.batchSize ?? 1;
    if (batchSize > 1) {
      await boss.work(
        kind.name,
        { includeMetadata: true, batchSize, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
        async (jobs: JobWithMetadata<unknown>[]) => {
          const failures = new Map<string, unknown>();
          await Promise.all(
            inSequences(kind, jobs).map(async (sequence) => {
              for (const job of sequence) await deliverJob(kind, job, context).catch((error: unknown) => void failures.set(job.id, error));
            }),
          );
          return jobs.map((job) =>
            failures.has(job.id)
              ? { id: job.id, status: 'failed' as const, output: { message: messageOf(failures.get(job.id)) } }
              : { id: job.id, status: 'completed' as const },
          );
        },
      );
      continue;
    }
    await boss.work(
      kind.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
      async (jobs: JobWithMetadata<unknown>[]) => {
        for (const job of jobs) await deliverJob(kind, job, context);
      },
    );
  }
}
