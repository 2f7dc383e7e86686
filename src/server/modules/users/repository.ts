import { asc, eq } from 'drizzle-orm';
import type { User } from '../../../shared/schemas/user';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userType: row.userType,
    isVerified: row.isVerified,
    location: row.location,
    profileImage: row.profileImage,
  };
}

export async function findUser(db: DbOrTx, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toUser(row) : undefined;
}

export async function listUsers(db: DbOrTx): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.userType), asc(users.id));
  return rows.map(toUser);
}
