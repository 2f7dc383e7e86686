import { desc, eq } from 'drizzle-orm';
import type { SupportTicket } from '../../../shared/schemas/support-ticket';
import type { DbOrTx } from '../../db/database';
import { supportTickets, users } from '../../db/schema';

const columns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  userName: users.name,
  userPhone: users.phone,
  message: supportTickets.message,
  createdAt: supportTickets.createdAt,
};

const toTicket = (row: { createdAt: Date } & Omit<SupportTicket, 'createdAt'>): SupportTicket => ({ ...row, createdAt: row.createdAt.toISOString() });

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
