/** The audit trail (ADR 076): one row per operator action and per sign-in or sign-out. Append-only. */
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_ACTION_NAMES } from '../../../shared/domain/audit-actions';
import { oneOf, ts } from './columns';
import { check } from 'drizzle-orm/pg-core';

/**
 * Written in the transaction of the change it records; a trigger (in the migration) refuses UPDATE,
 * DELETE and TRUNCATE, and no route changes a row. `actor_id` is not a foreign key: the trail
 * outlives the accounts it names. Personal fields in `before`/`after` are masked when written.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** The account that acted; null for the command line (`npm run user:admin`). */
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    /** What was acted on: a service's or an account's id, 'pricing', 'settings'. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_at').on(t.at),
    index('audit_events_actor_at').on(t.actorId, t.at),
    index('audit_events_action_at').on(t.action, t.at),
    check('audit_events_action', oneOf(t.action, AUDIT_ACTION_NAMES)),
  ],
);
