import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.minimum(0));

/** One kind of background work (an effect kind, ADR 051) as the admin sees it. */
export const outboxKindSchema = z.object({
  /** The effect kind, e.g. 'sms.rental-confirmed'. */
  kind: z.string(),
  /** Recorded, waiting for their first attempt. */
  waiting: count,
  /** Being delivered now. */
  active: count,
  /** Failed at least once, waiting to be tried again. */
  retrying: count,
  /** Given up on after their last retry (kept for 14 days). */
  failed: count,
  /** Delivered (kept for 7 days). */
  delivered: count,
  /** The newest failure's error (never a phone number or a message body), or null. */
  lastError: z.nullable(z.object({ message: z.string(), at: z.string() })),
});
export type OutboxKind = z.infer<typeof outboxKindSchema>;

export const outboxSummarySchema = z.object({ kinds: z.array(outboxKindSchema) });
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
