/** Tools for rent and their rentals. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEPOSIT_STATUSES, RENTAL_PAYMENT_METHODS, RENTAL_PAYMENT_STATUSES } from '../../../shared/payments/rental-money';
import { oneOf, translatedTextColumns, ts } from './columns';
import { users } from './accounts';

export const tools = pgTable('tools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  ...translatedTextColumns(),
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
    /** The rental's money (ADR 063): online or cash at pickup; due until paid. */
    paymentMethod: text('payment_method', { enum: RENTAL_PAYMENT_METHODS }),
    paymentStatus: text('payment_status', { enum: RENTAL_PAYMENT_STATUSES }).notNull().default('due'),
    paidAt: ts('paid_at'),
    /** Set once, when an administrator settles the deposit after the return. */
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATUSES }),
    damagePaise: bigint('damage_paise', { mode: 'number' }),
    damageReason: text('damage_reason'),
    settledBy: text('settled_by'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    check('tool_rentals_payment_method_known', oneOf(t.paymentMethod, RENTAL_PAYMENT_METHODS)),
    check('tool_rentals_payment_status_known', oneOf(t.paymentStatus, RENTAL_PAYMENT_STATUSES)),
    check('tool_rentals_deposit_status_known', oneOf(t.depositStatus, DEPOSIT_STATUSES)),
    check('tool_rentals_damage_within_deposit', sql`${t.damagePaise} is null or (${t.damagePaise} >= 0 and ${t.damagePaise} <= ${t.depositPaise})`),
    index('tool_rentals_customer').on(t.customerId, t.createdAt),
    // A tool is out with at most one customer at a time.
    uniqueIndex('tool_rentals_one_active').on(t.toolId).where(sql`status = 'active'`),
  ],
);
