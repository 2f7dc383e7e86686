import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { signInCodes, users } from '../../db/schema';

export type SignInCodeRow = typeof signInCodes.$inferSelect;

/** Requests for one number wait for each other, so two at once cannot both pass the limits. */
export async function lockNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sign-in:${phone}`}))`);
}

/** How many codes were made since `since`, and when the oldest of them was. */
export async function codesSince(db: DbOrTx, where: { phone: string } | { address: string }, since: Date) {
  const who = 'phone' in where ? eq(signInCodes.phone, where.phone) : eq(signInCodes.requestedFrom, where.address);
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${signInCodes.createdAt})` })
    .from(signInCodes)
    .where(and(who, gt(signInCodes.createdAt, since)));
  return { n: row.n, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

export async function latestCode(db: DbOrTx, phone: string): Promise<SignInCodeRow | undefined> {
  const [row] = await db.select().from(signInCodes).where(eq(signInCodes.phone, phone)).orderBy(desc(signInCodes.createdAt)).limit(1);
  return row;
}

/** The number's open code, locked for this transaction. */
export async function openCodeForUpdate(tx: Tx, phone: string): Promise<SignInCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.closedAt)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function addCode(
  tx: Tx,
  values: { phone: string; codeHash: string; requestedFrom: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(signInCodes).values({ id, ...values });
  return id;
}

export async function deleteCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(signInCodes).where(eq(signInCodes.id, id));
}

export async function closeOtherCodes(db: DbOrTx, phone: string, keepId: string, at: Date): Promise<void> {
  await db
    .update(signInCodes)
    .set({ closedAt: at })
    .where(and(eq(signInCodes.phone, phone), isNull(signInCodes.closedAt), ne(signInCodes.id, keepId)));
}

export async function countWrongTry(tx: Tx, id: string, wrongTries: number, closedAt: Date | null): Promise<void> {
  await tx.update(signInCodes).set({ wrongTries, closedAt }).where(eq(signInCodes.id, id));
}

export async function closeCode(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(signInCodes).set({ closedAt: at }).where(eq(signInCodes.id, id));
}

/** Codes older than a day serve no limit any more. */
export async function deleteOldCodes(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.createdAt, before));
}

export async function findUserIdByPhone(db: DbOrTx, phone: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).orderBy(asc(users.id)).limit(1);
  return row?.id;
}

/** A number seen for the first time: a customer with no name yet (the app asks for it). */
export async function createCustomer(tx: Tx, phone: string): Promise<string> {
  const id = `user-${crypto.randomUUID()}`;
  await tx.insert(users).values({ id, phone, name: '', email: null, userType: 'customer', isVerified: false });
  return id;
}
