/** Complaints the support chat passes to the team, and grievances (docs/product-decisions.md, "Support chats"; docs/privacy.md). */
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { SUPPORT_TICKET_KINDS } from '../../../shared/domain/support';
import { users } from './accounts';
import { bookings } from './bookings';
import { oneOf, ts } from './columns';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** A complaint from a support chat, or a grievance to the grievance officer (contact page). */
    kind: text('kind', { enum: SUPPORT_TICKET_KINDS }).notNull().default('complaint'),
    /** The booking it is about, if any: while unanswered it is a dispute, and holds the job's photos. */
    bookingId: text('booking_id').references(() => bookings.id),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The team's answer, shown to the person; a ticket with an answer is closed. */
    answer: text('answer'),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    index('support_tickets_created').on(t.createdAt),
    index('support_tickets_user').on(t.userId),
    index('support_tickets_booking').on(t.bookingId),
    check('support_tickets_kind', oneOf(t.kind, SUPPORT_TICKET_KINDS)),
  ],
);

/** Each run of the daily retention sweep: when it finished and how many of each kind it removed. */
export const retentionSweeps = pgTable(
  'retention_sweeps',
  {
    id: text('id').primaryKey(),
    finishedAt: ts('finished_at').notNull().defaultNow(),
    counts: jsonb('counts').notNull(),
  },
  (t) => [index('retention_sweeps_finished').on(t.finishedAt)],
);
