import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { bookings, refunds } from '../../db/schema';
import type { PaymentStatus, RefundStatus } from '../../../shared/payments/payment-state';

export type RefundRow = typeof refunds.$inferSelect;

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function updateRefund(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>): Promise<void> {
  await db.update(refunds).set({ ...values, updatedAt: sql`now()` }).where(eq(refunds.id, id));
}

/**
 * Claims a requested refund for sending to the gateway: one process at a time, and a claim left by
 * a process that died is taken over once it is `staleBefore`. False when another holds it or it was sent.
 */
export async function claimForSending(db: DbOrTx, id: string, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ sendingSince: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested'), or(isNull(refunds.sendingSince), lt(refunds.sendingSince, staleBefore))))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** A booking's refunds, oldest first. */
export async function bookingRefunds(db: DbOrTx, bookingId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(refunds.createdAt);
}

/** What is promised back already: every refund of the booking not failed (paise). */
export async function promisedPaise(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')));
  return Number(row?.paise ?? 0);
}

/** What went back already: the booking's processed refunds (paise). */
export async function processedPaise(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'processed')));
  return Number(row?.paise ?? 0);
}

export async function listRefunds(db: DbOrTx, limit = 200, status?: RefundStatus): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(status ? eq(refunds.status, status) : undefined)
    .orderBy(desc(refunds.createdAt))
    .limit(limit);
}

export async function setBookingPaymentStatus(db: DbOrTx, bookingId: string, status: PaymentStatus): Promise<void> {
  await db.update(bookings).set({ paymentStatus: status, updatedAt: sql`now()` }).where(eq(bookings.id, bookingId));
}

/** Refunds asked for and not yet at the gateway, quiet since `before`: the scheduled check sends them again. */
export async function unsentRefunds(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lt(refunds.updatedAt, before)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Refunds the gateway took and has not reported on, quiet since `before`: the scheduled check asks after them. */
export async function quietPendingRefunds(db: DbOrTx, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, before)))
    .limit(limit);
}
