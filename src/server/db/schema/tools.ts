/** Tools for rent and their rentals. */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './accounts';

export const tools = pgTable('tools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  dailyRatePaise: bigint('daily_rate_paise', { mode: 'number' }).notNull(),
  depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
  pickupLocation: text('pickup_location').notNull(),
});

export const toolRentals = pgTable(
  'tool_rentals',
  {
    id: text('id').primaryKey(),
    toolId: text('tool_id').notNull().references(() => tools.id),
    customerId: text('customer_id').notNull().references(() => users.id),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    status: text('status', { enum: ['active', 'returned'] }).notNull().default('active'),
    /** The tool's daily rate when rented; totalPaise is the rent (rate x days), depositPaise refundable. */
    dailyRatePaise: bigint('daily_rate_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
    returnedAt: ts('returned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tool_rentals_customer').on(t.customerId, t.createdAt),
    // A tool is out with at most one customer at a time.
    uniqueIndex('tool_rentals_one_active').on(t.toolId).where(sql`status = 'active'`),
  ],
);
