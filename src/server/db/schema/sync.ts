/** Change versions for delta sync and ETags (ADR 018), and stored Idempotency-Key answers (ADR 005). */
import { bigint, integer, jsonb, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * One sequence orders every change to the synced rows: a trigger sets a row's `version` from it
 * in the writing transaction, and a delta pull asks for rows above its cursor
 * (docs/delta-sync.md, ADR 018).
 */
export const changeSeq = pgSequence('change_seq');

/** The first answer to each Idempotency-Key, stored in the same transaction as the effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: text('actor_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] })],
);

/**
 * The newest change_seq value committed per data group, written by every write in its own
 * transaction: what each server process's ETags are made of, so processes agree (ADR 018).
 * The row '~epoch' holds a random number chosen when the table was created: ETags and cursors
 * from another database (or one reset since) never match.
 */
export const changeState = pgTable('change_state', {
  dataGroup: text('data_group').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
