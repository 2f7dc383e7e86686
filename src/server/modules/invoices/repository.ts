import { asc, eq, sql } from 'drizzle-orm';
import type { TaxInvoice } from '../../../shared/schemas/invoice';
import type { DbOrTx } from '../../db/database';
import { bookingServices, bookings, invoiceCounters, invoices, services, users } from '../../db/schema';

/**
 * The next serial of a financial year. The counter row is created or moved on in one
 * statement that keeps it locked until the transaction ends: concurrent issues queue on it,
 * and a transaction that rolls back gives its serial back, so serials never repeat or skip.
 */
export async function nextSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row.sequence;
}

export async function insertInvoice(
  tx: DbOrTx,
  values: { bookingId: string; number: string; financialYear: string; sequence: number; issuedAt: Date; document: TaxInvoice },
): Promise<void> {
  await tx.insert(invoices).values(values);
  await tx.update(bookings).set({ invoiceNumber: values.number }).where(eq(bookings.id, values.bookingId));
}

export async function findInvoice(db: DbOrTx, bookingId: string): Promise<TaxInvoice | undefined> {
  const [row] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.bookingId, bookingId));
  return row?.document;
}

/** Who may see a booking's invoice, and whether it is complete. */
export async function findBookingParties(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      customerId: bookings.customerId,
      selectedProviderId: bookings.selectedProviderId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      paymentMethod: bookings.paymentMethod,
      paidAt: bookings.paidAt,
      totalPaise: bookings.totalPaise,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's lines as charged, each with its service's SAC code. */
export async function findInvoiceLines(db: DbOrTx, bookingId: string) {
  return db
    .select({ name: bookingServices.name, pricePaise: bookingServices.pricePaise, sacCode: services.sacCode })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(eq(bookingServices.bookingId, bookingId))
    .orderBy(asc(bookingServices.position));
}

export async function findUserName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}
