/** What can be booked, and the pricing configuration and system settings. */
import { bigint, boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { translatedTextColumns, ts } from './columns';

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ...translatedTextColumns(),
  basePricePaise: bigint('base_price_paise', { mode: 'number' }).notNull(),
  duration: integer('duration').notNull(),
  vehicleType: text('vehicle_type', { enum: ['car', 'bike', 'both'] }).notNull().default('car'),
  category: text('category').notNull().default('wash'),
  /** The SAC (services accounting code) its tax invoice lines carry. */
  sacCode: text('sac_code').notNull().default('998714'),
  retired: boolean('retired').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Pricing configuration and system settings, one JSON document per key. */
export const appConfig = pgTable('app_config', {
  key: text('key', { enum: ['pricing', 'settings'] }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
