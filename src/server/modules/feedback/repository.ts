import { desc, eq } from 'drizzle-orm';
import type { Feedback } from '../../../shared/schemas/feedback';
import type { DbOrTx } from '../../db/database';
import { feedback } from '../../db/schema';
import { toFeedback } from '../bookings/booking-mapper';

export async function listFeedback(db: DbOrTx, filter: { customerId?: string; providerId?: string } = {}): Promise<Feedback[]> {
  const where = filter.customerId
    ? eq(feedback.customerId, filter.customerId)
    : filter.providerId
      ? eq(feedback.providerId, filter.providerId)
      : undefined;
  const rows = await db.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map(toFeedback);
}

export async function findFeedback(db: DbOrTx, id: string): Promise<Feedback | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row ? toFeedback(row) : undefined;
}

export async function findFeedbackOfBooking(db: DbOrTx, bookingId: string): Promise<Feedback | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.bookingId, bookingId));
  return row ? toFeedback(row) : undefined;
}

export async function insertFeedback(db: DbOrTx, values: typeof feedback.$inferInsert): Promise<void> {
  await db.insert(feedback).values(values);
}
