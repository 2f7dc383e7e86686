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

/** One worker per effect kind, one effect at a time each. */
export async function startDelivery(
  boss: PgBoss,
  kinds: readonly EffectKind<unknown>[],
  context: EffectContext,
  options: DeliveryOptions,
): Promise<void> {
  for (const kind of kinds) {
    await boss.work(
      kind.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
      async (jobs: JobWithMetadata<unknown>[]) => {
        for (const job of jobs) await deliverJob(kind, job, context);
      },
    );
  }
}
