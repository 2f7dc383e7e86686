/** Complaints the support chat passes to the team (docs/product-decisions.md, "Support chats"). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_tickets_created').on(t.createdAt)],
);
