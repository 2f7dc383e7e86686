import crypto from 'node:crypto';
import {
  ASSESSMENT_PASS_PERCENTAGE,
  ASSESSMENT_QUESTION_COUNT,
  type AssessmentResult,
  type IdentitySubmissionBody,
  type SubmitAssessmentBody,
  type TrainingType,
  type VerificationStatus,
} from '../../../shared/schemas/onboarding';
import { maskDocumentNumber, validateDocumentNumber } from '../../../shared/domain/identity-documents';
import { canStartAssessment } from '../../../shared/domain/verification';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import * as repo from './repository';

/** Onboarding steps are the provider's own: nobody else, not even the admin, takes them. */
export function requireSelf(actor: Actor, providerId: string): void {
  if (actor.id !== providerId) throw forbidden('You can only act for your own account');
}

async function statusOf(tx: Tx, providerId: string): Promise<VerificationStatus> {
  const status = await repo.findStatus(tx, providerId);
  if (!status) throw notFound(`There is no provider '${providerId}'`);
  return status;
}

/**
 * Stores an identity submission for review. Only the masked number is kept; the full number
 * exists in this request and nowhere else.
 */
export async function submitIdentity(
  tx: Tx,
  actor: Actor,
  providerId: string,
  body: IdentitySubmissionBody,
  now = new Date(),
): Promise<VerificationStatus> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  const problem = validateDocumentNumber(body.documentType, body.documentNumber);
  if (problem) throw badRequest(problem);
  const flags = await repo.lockFlags(tx, providerId);
  if (flags.identityVerified) throw conflict('Identity is already verified');
  await repo.putPendingSubmission(tx, {
    providerId,
    documentType: body.documentType,
    maskedNumber: maskDocumentNumber(body.documentType, body.documentNumber),
    documentUrl: body.documentUrl,
    at: now,
  });
  return statusOf(tx, providerId);
}

/**
 * The admin's approval (the Users tab's verified switch): marks a pending submission approved and
 * the identity step done. Does nothing for an id that is not a provider. Returns whether a
 * pending submission was approved.
 */
export async function approveIdentity(tx: Tx, providerId: string, now = new Date()): Promise<boolean> {
  if (!(await repo.findStatus(tx, providerId))) return false;
  await repo.lockFlags(tx, providerId);
  const approved = await repo.markSubmissionApproved(tx, providerId, now);
  await repo.setFlags(tx, providerId, { identityVerified: true });
  return approved;
}

/** The switch turned off again: the identity step is undone and the provider may resubmit. */
export async function revokeIdentity(tx: Tx, providerId: string): Promise<void> {
  if (!(await repo.findStatus(tx, providerId))) return;
  await repo.lockFlags(tx, providerId);
  await repo.setFlags(tx, providerId, { identityVerified: false });
}

export async function completeTraining(tx: Tx, actor: Actor, providerId: string, type: TrainingType): Promise<VerificationStatus> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  await repo.lockFlags(tx, providerId);
  await repo.setFlags(tx, providerId, type === 'video' ? { videoTrainingCompleted: true } : { etiquetteTrainingCompleted: true });
  return statusOf(tx, providerId);
}

/** Grades on the server from the stored answer key; the client never sees the answers. */
export async function submitAssessment(tx: Tx, actor: Actor, body: SubmitAssessmentBody): Promise<AssessmentResult> {
  requireSelf(actor, body.providerId);
  await statusOf(tx, body.providerId);
  const flags = await repo.lockFlags(tx, body.providerId);
  if (!canStartAssessment(flags)) throw conflict('Complete identity verification and training modules first');
  if (body.answers.length !== ASSESSMENT_QUESTION_COUNT) {
    throw badRequest(`Answer exactly ${ASSESSMENT_QUESTION_COUNT} questions (got ${body.answers.length})`);
  }
  const key = await repo.findAnswerKey(tx, body.answers.map((a) => a.questionId));
  let correct = 0;
  for (const answer of body.answers) {
    const entry = key.get(answer.questionId);
    if (!entry) throw badRequest(`There is no question '${answer.questionId}'`);
    if (answer.optionIndex >= entry.optionCount) {
      throw badRequest(`Question '${answer.questionId}' has no option ${answer.optionIndex}`);
    }
    if (answer.optionIndex === entry.answerIndex) correct += 1;
  }
  const questions = body.answers.length;
  const percentage = Math.round((correct / questions) * 100);
  const passed = percentage >= ASSESSMENT_PASS_PERCENTAGE;
  await repo.insertAttempt(tx, {
    id: crypto.randomUUID(),
    providerId: body.providerId,
    correct,
    questions,
    percentage,
    passed,
    timeSpent: body.timeSpent,
  });
  // A later failed attempt never takes away a pass.
  if (passed) await repo.setFlags(tx, body.providerId, { assessmentPassed: true });
  return { passed, percentage, correct, questions };
}
