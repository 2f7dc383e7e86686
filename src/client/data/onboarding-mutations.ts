import { maskDocumentNumber, normaliseDocumentNumber } from '../../shared/domain/identity-documents';
import { apiRequest } from '../../shared/api/route';
import { apiRoutes } from '../../shared/api/routes';
import {
  assessmentDrawSchema,
  assessmentResultSchema,
  type AssessmentDraw,
  type AssessmentResult,
  type DocumentType,
  type TrainingType,
  type VerificationStatus,
} from '../../shared/schemas/onboarding';
import { NetworkError, apiWrite } from '../sync/http';
import { refreshJobs } from '../sync/refresh-bus';
import { discardQueuedInWorker } from '../sync/worker-bridge';
import { runMutation, type MutationResult } from './run-mutation';

/** The upload area is decorative (spec §5): a fixed placeholder document URL is sent. */
export const PLACEHOLDER_DOCUMENT_URL = '/documents/identity-placeholder.pdf';

/**
 * Submits an identity document for the admin's review. The step shows "submitted for review" at
 * once (offline too); only the masked number is kept on the device.
 */
export function submitIdentity(providerId: string, documentType: DocumentType, documentNumber: string): Promise<MutationResult<VerificationStatus>> {
  const number = normaliseDocumentNumber(documentType, documentNumber);
  return runMutation<VerificationStatus>({
    label: 'Identity verification',
    ...apiRequest(apiRoutes.submitIdentity, { providerId }),
    body: { documentType, documentNumber: number, documentUrl: PLACEHOLDER_DOCUMENT_URL },
    optimistic: (w) =>
      w.update('verification', providerId, {
        identityPending: true,
        identity: { documentType, maskedNumber: maskDocumentNumber(documentType, number), status: 'pending' },
      }),
    refresh: ['verification'],
    notice: { kind: 'submitIdentity' },
  });
}

const TRAINING_FLAG = { video: 'videoTrainingCompleted', etiquette: 'etiquetteTrainingCompleted' } as const;

/** Marks the video or etiquette training done. */
export function completeTraining(providerId: string, trainingType: TrainingType): Promise<MutationResult<VerificationStatus>> {
  return runMutation<VerificationStatus>({
    label: trainingType === 'video' ? 'Video training' : 'Etiquette training',
    ...apiRequest(apiRoutes.completeTraining, { providerId }),
    body: { trainingType },
    optimistic: (w) => w.update('verification', providerId, { [TRAINING_FLAG[trainingType]]: true }),
    refresh: ['verification'],
    notice: { kind: 'completeTraining', trainingType },
  });
}

export type DrawOutcome = { status: 'drawn'; draw: AssessmentDraw } | { status: 'offline' } | { status: 'failed'; message: string };

/**
 * Starts an attempt: the server draws the questions and shuffles their options. Needs the
 * network (never queued); offline, the caller says so.
 */
export async function drawAssessment(providerId: string): Promise<DrawOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'offline' };
  const key = crypto.randomUUID();
  let answer;
  try {
    answer = await apiWrite({ ...apiRequest(apiRoutes.drawAssessment), body: { providerId }, idempotencyKey: key });
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    throw error;
  }
  if (answer.queuedByWorker) {
    discardQueuedInWorker(key);
    return { status: 'offline' };
  }
  if (!answer.ok) return { status: 'failed', message: answer.message };
  const parsed = assessmentDrawSchema.safeParse(answer.body);
  if (!parsed.success) return { status: 'failed', message: 'The server sent an unexpected answer.' };
  return { status: 'drawn', draw: parsed.data };
}

export type AssessmentOutcome =
  | { status: 'graded'; result: AssessmentResult }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

/**
 * Sends the answers for grading. The server holds the answer key, so this is never queued:
 * offline, the caller keeps the answers on screen and says so.
 */
export async function submitAssessment(
  providerId: string,
  drawToken: string,
  answers: { questionId: string; optionIndex: number }[],
  timeSpent: number,
): Promise<AssessmentOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { status: 'offline' };
  const key = crypto.randomUUID();
  let answer;
  try {
    answer = await apiWrite({
      ...apiRequest(apiRoutes.submitAssessment),
      body: { providerId, drawToken, answers, timeSpent: Math.max(0, Math.round(timeSpent)) },
      idempotencyKey: key,
    });
  } catch (error) {
    if (error instanceof NetworkError) return { status: 'offline' };
    throw error;
  }
  // A worker that queued it (it thinks we are offline) is taken as offline: grading must be live.
  if (answer.queuedByWorker) {
    discardQueuedInWorker(key);
    return { status: 'offline' };
  }
  if (!answer.ok) return { status: 'failed', message: answer.message };
  refreshJobs(['verification']);
  const parsed = assessmentResultSchema.safeParse(answer.body);
  if (!parsed.success) return { status: 'failed', message: 'The server sent an unexpected answer.' };
  return { status: 'graded', result: parsed.data };
}
