import * as z from 'zod/mini';
import { RETENTION_KINDS, type RetentionKind } from '../domain/privacy';

/** The latest daily retention sweep (docs/privacy.md): when it finished and how many rows of each kind it removed. */
export const retentionSweepSchema = z.object({
  finishedAt: z.string(),
  counts: z.object(Object.fromEntries(RETENTION_KINDS.map((k) => [k, z.number()])) as Record<RetentionKind, z.ZodMiniNumber>),
});
export type RetentionSweep = { finishedAt: string; counts: Record<RetentionKind, number> };

export const latestRetentionSweepSchema = z.object({ sweep: z.nullable(retentionSweepSchema) });
