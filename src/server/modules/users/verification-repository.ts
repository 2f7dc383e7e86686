import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { identitySubmissions, users } from '../../db/schema';

export async function setUserVerified(db: DbOrTx, id: string, isVerified: boolean): Promise<void> {
  await db.update(users).set({ isVerified }).where(eq(users.id, id));
}

export async function hasPendingIdentity(db: DbOrTx, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: identitySubmissions.providerId })
    .from(identitySubmissions)
    .where(and(eq(identitySubmissions.providerId, providerId), eq(identitySubmissions.status, 'pending')));
  return row !== undefined;
}
