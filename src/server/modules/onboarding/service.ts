import crypto from 'node:crypto';
import { notify } from '../../notifications/notify';
import {
  ASSESSMENT_DRAW_VALID_MINUTES,
  ASSESSMENT_PASS_PERCENTAGE,
  ASSESSMENT_QUESTION_COUNT,
  ASSESSMENT_RETRY_COOLDOWN_MINUTES,
  type AssessmentDraw,
  type AssessmentResult,
  type IdentitySubmissionBody,
  type SubmitAssessmentBody,
  type TrainingType,
  type VerificationStatus,
} from '../../../shared/schemas/onboarding';
import { maskDocumentNumber, missingPhotoSides, validateDocumentNumber } from '../../../shared/domain/identity-documents';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';
import { canStartAssessment } from '../../../shared/domain/verification';
import { formatIstDateTime } from '../../../shared/domain/time';
import { decodeDraw, drawQuestions, encodeDraw, type Signer } from './assessment-draw';
import type { Tx } from '../../db/database';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { IdentityNumberHasher } from './identity-number-hash';
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

/** A document already verifying another account (its number's keyed hash is taken). */
export const DOCUMENT_TAKEN_MESSAGE = 'This document is already registered to another account. If it is yours, contact support.';

/**
 * Stores an identity submission for review. Only the masked number and its keyed hash are kept;
 * the full number exists in this request and nowhere else.
 */
export async function submitIdentity(
  tx: Tx,
  actor: Actor,
  providerId: string,
  body: IdentitySubmissionBody,
  hasher: IdentityNumberHasher,
  now = new Date(),
): Promise<VerificationStatus> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  const problem = validateDocumentNumber(body.documentType, body.documentNumber);
  if (problem) throw badRequest(problem);
  const flags = await repo.lockFlags(tx, providerId);
  if (flags.identityVerified) throw conflict('Identity is already verified');
  const missing = missingPhotoSides(body.documentType, (await repo.listIdentityPhotos(tx, providerId)).map((p) => p.side));
  if (missing.length > 0) throw conflict(`Upload a photo of the document's ${missing.join(' and ')} first`);
  const numberHash = hasher.hash(body.documentType, body.documentNumber);
  if (await repo.documentTakenByAnother(tx, numberHash, providerId)) throw conflict(DOCUMENT_TAKEN_MESSAGE);
  await repo.putPendingSubmission(tx, {
    providerId,
    documentType: body.documentType,
    maskedNumber: maskDocumentNumber(body.documentType, body.documentNumber),
    numberHash,
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
  if (approved) await notify(tx, { accountId: providerId, event: 'identityDecided', params: { outcome: 'approved' } });
  return approved;
}

/** The switch turned off again: the identity step is undone and the provider may resubmit. */
export async function revokeIdentity(tx: Tx, providerId: string): Promise<void> {
  if (!(await repo.findStatus(tx, providerId))) return;
  await repo.lockFlags(tx, providerId);
  await repo.setFlags(tx, providerId, { identityVerified: false });
}

/**
 * How much sooner than the film's length a completion may arrive after the start report: the
 * start is reported when playback begins, so its trip to the server may take longer than the
 * completion's.
 */
export const FILM_REPORT_SLACK_MS = 1500;

/** The provider started the training film from its beginning: the server's clock times the viewing from now. */
export async function startTrainingVideo(tx: Tx, actor: Actor, providerId: string, now = new Date()): Promise<VerificationStatus> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  await repo.lockFlags(tx, providerId);
  await repo.setVideoStartedAt(tx, providerId, now);
  return statusOf(tx, providerId);
}

/**
 * The video step is done only when the film has had time to play to its end since it was last
 * started (TRAINING_VIDEO.durationSeconds, on the server's clock): a bare call cannot skip it.
 */
function requireFilmWatched(startedAt: Date | null, now: Date): void {
  if (!startedAt) throw conflict('Play the training film from the start: it counts once watched to the end');
  const remainingMs = startedAt.getTime() + TRAINING_VIDEO.durationSeconds * 1000 - FILM_REPORT_SLACK_MS - now.getTime();
  if (remainingMs > 0) {
    throw conflict(`The training film runs ${TRAINING_VIDEO.durationSeconds} s: watch it to the end (${Math.ceil(remainingMs / 1000)} s left)`);
  }
}

export async function completeTraining(tx: Tx, actor: Actor, providerId: string, type: TrainingType, now = new Date()): Promise<VerificationStatus> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  const flags = await repo.lockFlags(tx, providerId);
  if (type === 'video' && !flags.videoTrainingCompleted) requireFilmWatched(flags.videoStartedAt, now);
  await repo.setFlags(tx, providerId, type === 'video' ? { videoTrainingCompleted: true } : { etiquetteTrainingCompleted: true });
  return statusOf(tx, providerId);
}

const MINUTE_MS = 60_000;

/** When a provider whose last attempt failed may try again; null when they may now. */
async function retryAt(tx: Tx, providerId: string, now: Date): Promise<Date | null> {
  const last = await repo.lastAttempt(tx, providerId);
  if (!last || last.passed) return null;
  const at = new Date(last.createdAt.getTime() + ASSESSMENT_RETRY_COOLDOWN_MINUTES * MINUTE_MS);
  return at > now ? at : null;
}

/** Refuses when the steps before the assessment are not done, or a failed attempt is too recent. */
async function requireAssessmentOpen(tx: Tx, providerId: string, now: Date): Promise<void> {
  const flags = await repo.lockFlags(tx, providerId);
  if (!canStartAssessment(flags)) throw conflict('Complete identity verification and training modules first');
  const wait = await retryAt(tx, providerId, now);
  if (wait) throw conflict(`You can retake the assessment from ${formatIstDateTime(wait.toISOString())}`);
}

/**
 * Draws an attempt: 8 questions of the bank in random order, each with its options shuffled,
 * and a signed token recording the draw. Nothing is stored until the answers come back.
 */
export async function drawAssessment(tx: Tx, actor: Actor, providerId: string, signer: Signer, now = new Date()): Promise<AssessmentDraw> {
  requireSelf(actor, providerId);
  await statusOf(tx, providerId);
  await requireAssessmentOpen(tx, providerId, now);
  const bank = await repo.listQuestions(tx);
  if (bank.length < ASSESSMENT_QUESTION_COUNT) throw conflict('The assessment is not available right now');
  const { shown, drawn } = drawQuestions(bank, ASSESSMENT_QUESTION_COUNT);
  return { token: encodeDraw({ providerId, issuedAt: now.getTime(), questions: drawn }, signer), questions: shown };
}

/**
 * Grades on the server from the stored answer key, reading each answer through the draw's
 * option order; the client never sees the answers. Returns the wrongly answered questions, and
 * after a failure when the next attempt may start.
 */
export async function submitAssessment(tx: Tx, actor: Actor, body: SubmitAssessmentBody, signer: Signer, now = new Date()): Promise<AssessmentResult> {
  requireSelf(actor, body.providerId);
  await statusOf(tx, body.providerId);
  await requireAssessmentOpen(tx, body.providerId, now);
  const draw = decodeDraw(body.drawToken, signer);
  if (!draw || draw.providerId !== body.providerId) throw badRequest('This assessment was not handed out to you: start it again');
  if (now.getTime() - draw.issuedAt > ASSESSMENT_DRAW_VALID_MINUTES * MINUTE_MS) throw badRequest('This assessment has expired: start it again');
  if (body.answers.length !== draw.questions.length) {
    throw badRequest(`Answer exactly ${draw.questions.length} questions (got ${body.answers.length})`);
  }
  const orders = new Map(draw.questions.map((q) => [q.questionId, q.order]));
  const key = await repo.findAnswerKey(tx, [...orders.keys()]);
  let correct = 0;
  const wrong: AssessmentResult['wrong'] = [];
  for (const answer of body.answers) {
    const order = orders.get(answer.questionId);
    const entry = key.get(answer.questionId);
    if (!order || !entry) throw badRequest(`Question '${answer.questionId}' is not in this assessment`);
    const chosen = order[answer.optionIndex];
    if (chosen === undefined) throw badRequest(`Question '${answer.questionId}' has no option ${answer.optionIndex}`);
    if (chosen === entry.answerIndex) correct += 1;
    else wrong.push({ questionId: answer.questionId, question: entry.question, chosen: entry.options[chosen] ?? '' });
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
    createdAt: now,
  });
  // A later failed attempt never takes away a pass.
  if (passed) await repo.setFlags(tx, body.providerId, { assessmentPassed: true });
  await notify(tx, { accountId: body.providerId, event: 'assessmentResult', params: { outcome: passed ? 'passed' : 'failed' } });
  return {
    passed,
    percentage,
    correct,
    questions,
    wrong,
    retryAt: passed ? null : new Date(now.getTime() + ASSESSMENT_RETRY_COOLDOWN_MINUTES * MINUTE_MS).toISOString(),
  };
}
