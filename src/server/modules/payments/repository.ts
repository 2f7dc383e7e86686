import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { bookings, paymentEvents, paymentFlags, paymentOrders } from '../../db/schema';
import type { PaymentMethod } from '../../../shared/payments/payment-state';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type FlagRow = typeof paymentFlags.$inferSelect;

export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function bookingOrder(db: DbOrTx, bookingId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.purpose, 'booking')));
  return row;
}

/** A tool rental's order (ADR 063): one per rental. */
export async function rentalOrder(db: DbOrTx, rentalId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.rentalId, rentalId), eq(paymentOrders.purpose, 'rental')));
  return row;
}

export async function openSettlementOrder(db: DbOrTx, providerId: string, amountPaise: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerId, providerId),
        eq(paymentOrders.purpose, 'settlement'),
        eq(paymentOrders.amountPaise, amountPaise),
        inArray(paymentOrders.status, ['created', 'confirming']),
      ),
    );
  return row;
}

export async function insertOrder(db: DbOrTx, values: typeof paymentOrders.$inferInsert): Promise<void> {
  await db.insert(paymentOrders).values(values);
}

export async function updateOrder(db: DbOrTx, id: string, values: Partial<typeof paymentOrders.$inferInsert>): Promise<void> {
  await db.update(paymentOrders).set({ ...values, updatedAt: sql`now()` }).where(eq(paymentOrders.id, id));
}

/**
 * Orders nobody heard back about (created or confirming), quiet since `before` and made after
 * `since` (an order abandoned days ago is not asked after for ever): the scheduled check asks the gateway.
 */
export async function staleOpenOrders(db: DbOrTx, before: Date, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.status, ['created', 'confirming']), lt(paymentOrders.updatedAt, before), gt(paymentOrders.createdAt, since)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records a webhook event once; false when its id was seen before. */
export async function insertEvent(db: DbOrTx, eventId: string, event: string, payload: unknown): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values({ eventId, event, payload }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function lockEvent(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).for('update');
  return row;
}

export async function markEventProcessed(db: DbOrTx, eventId: string): Promise<void> {
  await db.update(paymentEvents).set({ processedAt: sql`now()` }).where(eq(paymentEvents.eventId, eventId));
}

/** Flags something for the operator, once per key. */
export async function flag(db: DbOrTx, values: typeof paymentFlags.$inferInsert): Promise<boolean> {
  const rows = await db.insert(paymentFlags).values(values).onConflictDoNothing().returning({ key: paymentFlags.key });
  return rows.length > 0;
}

export async function listFlags(db: DbOrTx): Promise<FlagRow[]> {
  return db.select().from(paymentFlags).orderBy(paymentFlags.createdAt);
}

export async function markBookingPaid(db: DbOrTx, bookingId: string, method: PaymentMethod, at: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentStatus: 'paid', paymentMethod: method, paidAt: at, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}
