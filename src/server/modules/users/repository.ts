import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { userSchema, type User } from '../../../shared/schemas/user';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema';
import { pickColumns } from '../../db/pick-columns';

export type UserRow = typeof users.$inferSelect;

/** Every field of a user is the column of the same name. */
const USER_COLUMNS = Object.keys(userSchema.shape) as (keyof User)[];

export function toUser(row: UserRow): User {
  return pickColumns(row, USER_COLUMNS);
}

export async function findUser(db: DbOrTx, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toUser(row) : undefined;
}

/** Every account, or only those named in `ids` that are not erased (the demo's personas). */
export async function listUsers(db: DbOrTx, ids?: readonly string[]): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ids ? and(inArray(users.id, [...ids]), isNull(users.erasedAt)) : undefined)
    .orderBy(asc(users.userType), asc(users.id));
  return rows.map(toUser);
}

/** Whether the account was erased (DELETE /api/me): its row stays, emptied (ADR 079). */
export async function isErased(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, id));
  return !!row?.erasedAt;
}
