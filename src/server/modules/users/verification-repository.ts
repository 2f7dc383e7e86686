import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { identitySubmissions, providerVerification, users } from '../../db/schema';

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

/**
 * What the verified switch changes, as the audit trail records it before and after: the account's
 * flag, a provider's identity step and submission (its document type and status, never its number).
 */
export async function verificationOf(db: DbOrTx, id: string) {
  const [user] = await db.select({ isVerified: users.isVerified, userType: users.userType }).from(users).where(eq(users.id, id));
  if (!user) return null;
  const [flags] = await db.select({ identityVerified: providerVerification.identityVerified }).from(providerVerification).where(eq(providerVerification.providerId, id));
  const [submission] = await db
    .select({ documentType: identitySubmissions.documentType, status: identitySubmissions.status, reviewedAt: identitySubmissions.reviewedAt })
    .from(identitySubmissions)
    .where(eq(identitySubmissions.providerId, id));
  return { ...user, ...(flags ?? {}), identitySubmission: submission ?? null };
}
