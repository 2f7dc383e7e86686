import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AssessmentQuestion, DocumentType, IdentityPhoto, TrainingModule, VerificationRow, VerificationStatus } from '../../../shared/schemas/onboarding';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { ID_PHOTO_SIDES, type IdPhotoSide } from '../../../shared/schemas/onboarding';
import type { VerificationFlags } from '../../../shared/domain/verification';
import { canActivateProfile } from '../../../shared/domain/verification';
import type { DbOrTx } from '../../db/database';
import {
  assessmentAttempts,
  assessmentQuestions,
  identityPhotos,
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

type IdentityPhotoRow = typeof identityPhotos.$inferSelect;

function toIdentityPhoto(row: Pick<IdentityPhotoRow, 'id' | 'side' | 'uploadedAt'>): IdentityPhoto {
  return { id: row.id, side: row.side, url: apiUrl(apiRoutes.getIdentityPhoto, { id: row.id }), uploadedAt: row.uploadedAt.toISOString() };
}

export function toStatus(flags: VerificationFlags, submission: SubmissionRow | null, photos: IdentityPhoto[] = []): VerificationStatus {
  return {
    identityVerified: flags.identityVerified,
    identityPending: submission?.status === 'pending',
    videoTrainingCompleted: flags.videoTrainingCompleted,
    etiquetteTrainingCompleted: flags.etiquetteTrainingCompleted,
    assessmentPassed: flags.assessmentPassed,
    canActivateProfile: canActivateProfile(flags),
    identity: submission
      ? { documentType: submission.documentType, maskedNumber: submission.maskedNumber, status: submission.status, submittedAt: submission.submittedAt.toISOString() }
      : null,
    identityPhotos: photos,
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
  return toStatus(row.flags ?? NO_FLAGS, row.submission, await listIdentityPhotos(db, providerId));
}

/** Every provider's onboarding state, in three reads whatever their number (the admin's lists). */
export async function listStatuses(db: DbOrTx): Promise<VerificationRow[]> {
  const [rows, photoRows] = await Promise.all([
    db
      .select({ providerId: users.id, flags: providerVerification, submission: identitySubmissions })
      .from(users)
      .leftJoin(providerVerification, eq(providerVerification.providerId, users.id))
      .leftJoin(identitySubmissions, eq(identitySubmissions.providerId, users.id))
      .where(eq(users.userType, 'provider'))
      .orderBy(asc(users.id)),
    db.select({ providerId: identityPhotos.providerId, id: identityPhotos.id, side: identityPhotos.side, uploadedAt: identityPhotos.uploadedAt }).from(identityPhotos),
  ]);
  const photosOf = new Map<string, typeof photoRows>();
  for (const photo of photoRows) photosOf.set(photo.providerId, [...(photosOf.get(photo.providerId) ?? []), photo]);
  return rows.map(({ providerId, flags, submission }) => ({
    providerId,
    ...toStatus(flags ?? NO_FLAGS, submission, sortedPhotos(photosOf.get(providerId) ?? [])),
  }));
}

const sortedPhotos = (rows: Pick<IdentityPhotoRow, 'id' | 'side' | 'uploadedAt'>[]) =>
  [...rows].sort((a, b) => ID_PHOTO_SIDES.indexOf(a.side) - ID_PHOTO_SIDES.indexOf(b.side)).map(toIdentityPhoto);

/** The provider's identity photos, front first. */
export async function listIdentityPhotos(db: DbOrTx, providerId: string): Promise<IdentityPhoto[]> {
  const rows = await db
    .select({ id: identityPhotos.id, side: identityPhotos.side, uploadedAt: identityPhotos.uploadedAt })
    .from(identityPhotos)
    .where(eq(identityPhotos.providerId, providerId));
  return sortedPhotos(rows);
}

export async function findIdentityPhoto(db: DbOrTx, id: string): Promise<IdentityPhotoRow | undefined> {
  const [row] = await db.select().from(identityPhotos).where(eq(identityPhotos.id, id));
  return row;
}

/**
 * Stores the photo of one side, replacing the one before it; returns the id of the replaced
 * photo (its file is removed once this commits), or null.
 */
export async function putIdentityPhoto(
  tx: DbOrTx,
  values: { id: string; providerId: string; side: IdPhotoSide; mimeType: IdentityPhotoRow['mimeType']; bytes: number; at: Date },
): Promise<string | null> {
  const [old] = await tx
    .delete(identityPhotos)
    .where(and(eq(identityPhotos.providerId, values.providerId), eq(identityPhotos.side, values.side)))
    .returning({ id: identityPhotos.id });
  await tx.insert(identityPhotos).values({ id: values.id, providerId: values.providerId, side: values.side, mimeType: values.mimeType, bytes: values.bytes, uploadedAt: values.at });
  return old?.id ?? null;
}

/** Which of `ids` are identity photos (for settling the photo store's pending files). */
export async function existingIdentityPhotoIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: identityPhotos.id }).from(identityPhotos).where(inArray(identityPhotos.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function setVideoStartedAt(tx: DbOrTx, providerId: string, at: Date): Promise<void> {
  await tx.update(providerVerification).set({ videoStartedAt: at }).where(eq(providerVerification.providerId, providerId));
}

/** Creates the verification row when missing and locks it for the rest of the transaction. */
export async function lockFlags(tx: DbOrTx, providerId: string): Promise<typeof providerVerification.$inferSelect> {
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

/** Whether another account's submission holds this number's hash (the unique index would refuse it too). */
export async function documentTakenByAnother(db: DbOrTx, numberHash: string, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: identitySubmissions.providerId })
    .from(identitySubmissions)
    .where(and(eq(identitySubmissions.numberHash, numberHash), ne(identitySubmissions.providerId, providerId)));
  return row !== undefined;
}

/** One submission per provider: a new one replaces the pending one and waits for review again. */
export async function putPendingSubmission(
  tx: DbOrTx,
  values: { providerId: string; documentType: DocumentType; maskedNumber: string; numberHash: string; at: Date },
): Promise<void> {
  const fields = {
    documentType: values.documentType,
    maskedNumber: values.maskedNumber,
    numberHash: values.numberHash,
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
