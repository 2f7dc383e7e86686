import { asc, eq, inArray } from 'drizzle-orm';
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

/** Every account, or only those named in `ids`. */
export async function listUsers(db: DbOrTx, ids?: readonly string[]): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ids ? inArray(users.id, [...ids]) : undefined)
    .orderBy(asc(users.userType), asc(users.id));
  return rows.map(toUser);
}
