import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { MySupportTicket, SupportTicket } from '../../../shared/schemas/support-ticket';
import type { DbOrTx } from '../../db/database';
import { supportTickets, users } from '../../db/schema';

const columns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  userName: users.name,
  userPhone: users.phone,
  kind: supportTickets.kind,
  bookingId: supportTickets.bookingId,
  message: supportTickets.message,
  createdAt: supportTickets.createdAt,
  answer: supportTickets.answer,
  answeredAt: supportTickets.answeredAt,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toTicket = (row: { createdAt: Date; answeredAt: Date | null } & Omit<SupportTicket, 'createdAt' | 'answeredAt'>): SupportTicket => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  answeredAt: iso(row.answeredAt),
});

/** The newest tickets first, at most `limit`. */
export async function listTickets(db: DbOrTx, limit: number): Promise<SupportTicket[]> {
  const rows = await db
    .select(columns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
  return rows.map(toTicket);
}

export async function findTicket(db: DbOrTx, id: string): Promise<SupportTicket | undefined> {
  const [row] = await db.select(columns).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(eq(supportTickets.id, id));
  return row ? toTicket(row) : undefined;
}

export async function insertTicket(db: DbOrTx, values: typeof supportTickets.$inferInsert): Promise<void> {
  await db.insert(supportTickets).values(values);
}

/** Records the answer unless the ticket already has one; true when it was recorded. */
export async function answerTicket(db: DbOrTx, id: string, answer: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ answer, answeredAt: at })
    .where(and(eq(supportTickets.id, id), isNull(supportTickets.answeredAt)))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** The person's own tickets, oldest first, with the answers. */
export async function ticketsOf(db: DbOrTx, userId: string): Promise<MySupportTicket[]> {
  const rows = await db
    .select({
      id: supportTickets.id,
      kind: supportTickets.kind,
      bookingId: supportTickets.bookingId,
      message: supportTickets.message,
      createdAt: supportTickets.createdAt,
      answer: supportTickets.answer,
      answeredAt: supportTickets.answeredAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt), asc(supportTickets.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), answeredAt: iso(r.answeredAt) }));
}
