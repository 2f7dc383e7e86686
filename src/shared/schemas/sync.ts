import * as z from 'zod/mini';
import { idString } from './common';

/** The query of a delta pull: the cursor of the last answer applied, none on a first pull. */
export const deltaQuerySchema = z.strictObject({
  since: z.optional(z.string().check(z.maxLength(120, 'Cursor is too long'))),
});

/**
 * A delta pull's answer (docs/delta-sync.md): the rows that changed since the cursor and are in
 * the caller's scope, the ids of rows that changed and are not (left the scope, or are gone),
 * and the cursor to send next time. `reset`: the cursor was missing, expired or made for another
 * scope, so `changes` is the whole scope and rows the device holds in it but not here are gone.
 */
export function deltaAnswerSchema<T extends z.ZodMiniType>(row: T) {
  return z.object({
    changes: z.array(row),
    removed: z.array(idString),
    cursor: z.string(),
    reset: z.boolean(),
  });
}

export interface DeltaAnswer<T> {
  changes: T[];
  removed: string[];
  cursor: string;
  reset: boolean;
}
