import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AssessmentQuestion, DocumentType, TrainingModule, VerificationStatus } from '../../../shared/schemas/onboarding';
import type { VerificationFlags } from '../../../shared/domain/verification';
import { canActivateProfile } from '../../../shared/domain/verification';
import type { DbOrTx } from '../../db/database';
import {
  assessmentAttempts,
  assessmentQuestions,
  identitySubmissions,
  providerVerification,
  trainingModules,
  users,
} from '../../db/schema';

type SubmissionRow = typeof identitySubmissions.$inferSelect;

const NO_FLAGS: VerificationFlags = {
  identityVerified: false,
  videoTrainingCompleted: false,
  etiquetteTrainingCompleted: false,
  assessmentPassed: false,
};

export function toStatus(flags: VerificationFlags, submission: SubmissionRow | null): VerificationStatus {
  return {
    identityVerified: flags.identityVerified,
    identityPending: submission?.status === 'pending',
    videoTrainingCompleted: flags.videoTrainingCompleted,
    etiquetteTrainingCompleted: flags.etiquetteTrainingCompleted,
    assessmentPassed: flags.assessmentPassed,
    canActivateProfile: canActivateProfile(flags),
    identity: submission
      ? { documentType: submission.documentType, maskedNumber: submission.maskedNumber, status: submission.status }
      : null,
  };
}

/** The provider's onboarding state; undefined when the id is not a provider. */
export async function findStatus(db: DbOrTx, providerId: string): Promise<VerificationStatus | undefined> {
  const [row] = await db
    .select({ flags: providerVerification, submission: identitySubmissions })
    .from(users)
    .leftJoin(providerVerification, eq(providerVerification.providerId, users.id))
    .leftJoin(identitySubmissions, eq(identitySubmissions.providerId, users.id))
    .where(and(eq(users.id, providerId), eq(users.userType, 'provider')));
  if (!row) return undefined;
  return toStatus(row.flags ?? NO_FLAGS, row.submission);
}

/** Creates the verification row when missing and locks it for the rest of the transaction. */
export async function lockFlags(tx: DbOrTx, providerId: string): Promise<VerificationFlags> {
  await tx.insert(providerVerification).values({ providerId }).onConflictDoNothing();
  const [row] = await tx.select().from(providerVerification).where(eq(providerVerification.providerId, providerId)).for('update');
  return row;
}

export async function setFlags(tx: DbOrTx, providerId: string, flags: Partial<VerificationFlags>): Promise<void> {
  await tx.update(providerVerification).set(flags).where(eq(providerVerification.providerId, providerId));
}

export async function findSubmission(db: DbOrTx, providerId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(identitySubmissions).where(eq(identitySubmissions.providerId, providerId));
  return row;
}

/** One submission per provider: a new one replaces the pending one and waits for review again. */
export async function putPendingSubmission(
  tx: DbOrTx,
  values: { providerId: string; documentType: DocumentType; maskedNumber: string; documentUrl: string; at: Date },
): Promise<void> {
  const fields = {
    documentType: values.documentType,
    maskedNumber: values.maskedNumber,
    documentUrl: values.documentUrl,
    status: 'pending' as const,
    submittedAt: values.at,
    reviewedAt: null,
  };
  await tx
    .insert(identitySubmissions)
    .values({ providerId: values.providerId, ...fields })
    .onConflictDoUpdate({ target: identitySubmissions.providerId, set: fields });
}

export async function markSubmissionApproved(tx: DbOrTx, providerId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(identitySubmissions)
    .set({ status: 'approved', reviewedAt: at })
    .where(and(eq(identitySubmissions.providerId, providerId), eq(identitySubmissions.status, 'pending')))
    .returning({ id: identitySubmissions.providerId });
  return rows.length > 0;
}

export async function listTrainingModules(db: DbOrTx): Promise<TrainingModule[]> {
  const rows = await db.select().from(trainingModules).orderBy(asc(trainingModules.position));
  return rows.map((r) => ({ id: r.id, type: r.type, title: r.title, description: r.description, duration: r.duration, content: r.content }));
}

/** The bank as the client may see it: the answer column is never selected. */
export async function listQuestions(db: DbOrTx): Promise<AssessmentQuestion[]> {
  return db
    .select({ id: assessmentQuestions.id, question: assessmentQuestions.question, options: assessmentQuestions.options })
    .from(assessmentQuestions)
    .orderBy(asc(assessmentQuestions.position));
}

/** Answers for grading, server side only. */
export async function findAnswerKey(db: DbOrTx, ids: string[]): Promise<Map<string, { question: string; options: string[]; answerIndex: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assessmentQuestions.id, question: assessmentQuestions.question, answerIndex: assessmentQuestions.answerIndex, options: assessmentQuestions.options })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, { question: r.question, options: r.options, answerIndex: r.answerIndex }]));
}

/** The provider's latest attempt, if any. */
export async function lastAttempt(db: DbOrTx, providerId: string): Promise<{ passed: boolean; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ passed: assessmentAttempts.passed, createdAt: assessmentAttempts.createdAt })
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.providerId, providerId))
    .orderBy(desc(assessmentAttempts.createdAt))
    .limit(1);
  return row;
}

export async function insertAttempt(tx: DbOrTx, values: typeof assessmentAttempts.$inferInsert): Promise<void> {
  await tx.insert(assessmentAttempts).values(values);
}
