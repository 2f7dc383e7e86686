/** Tax invoices and their per-year numbering (ADR 012). */
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TaxInvoice } from '../../../shared/schemas/invoice';
import { ts } from './columns';
import { bookings } from './bookings';

/** The last tax invoice number used in each financial year ('2026-27'); locked and moved on by each issue. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** One tax invoice per completed booking, frozen as issued. */
export const invoices = pgTable(
  'invoices',
  {
    bookingId: text('booking_id').primaryKey().references(() => bookings.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: ts('issued_at').notNull(),
    /** The invoice exactly as GET /api/bookings/{id}/invoice answers it. */
    document: jsonb('document').$type<TaxInvoice>().notNull(),
  },
  (t) => [uniqueIndex('invoices_year_sequence').on(t.financialYear, t.sequence)],
);
