import { z } from 'zod';
import { idString } from '../../shared/schemas/common';

/**
 * The request headers the API reads, as schemas: runWrite checks Idempotency-Key with the same
 * schema the API description shows (src/server/http/api-description.ts).
 */
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8-200 letters, digits or - _ . :';
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, IDEMPOTENCY_KEY_MESSAGE)
  .describe('Makes the write safe to repeat: the first answer is stored and repeats get it back (header Idempotent-Replayed).');

export const actingAsHeader = idString.check(
  z.describe(
    'The persona the change was made as (writes made offline carry it); another acting persona gets 401 instead of a decision.',
  ),
);

export const ifNoneMatchHeader = z.string().max(1000).describe('An ETag from an earlier answer: 304 with no body when unchanged.');
