import { maskDocumentNumber, normaliseDocumentNumber } from '../../../shared/domain/identity-documents';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { ID_PHOTO_SIDES, type IdPhotoSide } from '../../../shared/schemas/onboarding';
import {
  ID_PHOTO_FORM_FIELDS,
  type IdentityPhoto,
  assessmentDrawSchema,
  assessmentResultSchema,
  verificationStatusSchema,
  type AssessmentDraw,
  type AssessmentResult,
  type DocumentType,
  type TrainingType,
  type VerificationStatus,
} from '../../../shared/schemas/onboarding';
import { formUploadBody, type UploadProgress } from '../../sync/http';
import { refreshJobs } from '../../sync/refresh-bus';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { liveWrite } from './live-write';

/**
 * This page's identity photo uploads still being answered. A submission waits for them: sent
 * beside them, it could reach the server before the photo it needs (refused as "upload a photo
 * first" although the screen showed it). Kept writes are replayed in order anyway.
 */
const photosUnderWay = new Set<Promise<unknown>>();

/**
 * Uploads the photo of one side of the identity document (a JPEG data URL, made smaller on the
 * device), replacing that side's earlier photo. It shows at once (offline too) and is sent like job
 * photos: kept in the outbox while there is no signal, applied once.
 */
export function uploadIdentityPhoto(
  providerId: string,
  side: IdPhotoSide,
  dataUrl: string,
  onUploadProgress?: UploadProgress,
  now: Date = new Date(),
): Promise<MutationResult<VerificationStatus>> {
  const local: IdentityPhoto = { id: crypto.randomUUID(), side, url: dataUrl, uploadedAt: now.toISOString() };
  const upload = runMutation<VerificationStatus>({
    label: `Identity document ${side}`,
    ...apiRequest(apiRoutes.uploadIdentityPhoto, { providerId }),
    body: formUploadBody({ [ID_PHOTO_FORM_FIELDS.side]: side }, ID_PHOTO_FORM_FIELDS.photo, [dataUrl]),
    optimistic: async (w) => {
      const current = await w.get('verification', providerId);
      const others = (current?.identityPhotos ?? []).filter((p) => p.side !== side);
      await w.update('verification', providerId, { identityPhotos: [...others, local].sort((a, b) => ID_PHOTO_SIDES.indexOf(a.side) - ID_PHOTO_SIDES.indexOf(b.side)) });
    },
    refresh: ['verification'],
    notice: { kind: 'uploadIdentityPhoto', side },
    onUploadProgress,
  });
  photosUnderWay.add(upload);
  void upload.finally(() => photosUnderWay.delete(upload)).catch(() => undefined);
  return upload;
}

/**
 * Submits an identity document for the admin's review, once this page's photo uploads are answered.
 * The step then shows "submitted for review" at once (offline too); only the masked number is kept on the device.
 */
export async function submitIdentity(providerId: string, documentType: DocumentType, documentNumber: string): Promise<MutationResult<VerificationStatus>> {
  const number = normaliseDocumentNumber(documentType, documentNumber);
  await Promise.allSettled([...photosUnderWay]);
  return runMutation<VerificationStatus>({
    label: 'Identity verification',
    ...apiRequest(apiRoutes.submitIdentity, { providerId }),
    body: { documentType, documentNumber: number },
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

/**
 * Tells the server the training film started from its beginning; it times the viewing from then.
 * Never queued (a start replayed later would time nothing): resolves to what to tell the person
 * when the start could not be recorded, or null.
 */
export async function startTrainingVideo(providerId: string): Promise<string | null> {
  const result = await liveWrite(
    { ...apiRequest(apiRoutes.startTrainingVideo, { providerId }), idempotencyKey: crypto.randomUUID() },
    verificationStatusSchema,
  );
  if (result.status === 'offline') return "You're offline: the film counts only when it is started with a signal. Connect, then play it from the start.";
  if (result.status === 'failed') return `The film's start was not recorded (${result.message}). Play it from the start again.`;
  return null;
}

export type DrawOutcome = { status: 'drawn'; draw: AssessmentDraw } | { status: 'offline' } | { status: 'failed'; message: string };

/**
 * Starts an attempt: the server draws the questions and shuffles their options. Needs the
 * network (never queued); offline, the caller says so.
 */
export async function drawAssessment(providerId: string): Promise<DrawOutcome> {
  const result = await liveWrite({ ...apiRequest(apiRoutes.drawAssessment), body: { providerId }, idempotencyKey: crypto.randomUUID() }, assessmentDrawSchema);
  return result.status === 'ok' ? { status: 'drawn', draw: result.data } : result;
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
  const result = await liveWrite(
    {
      ...apiRequest(apiRoutes.submitAssessment),
      body: { providerId, drawToken, answers, timeSpent: Math.max(0, Math.round(timeSpent)) },
      idempotencyKey: crypto.randomUUID(),
    },
    assessmentResultSchema,
    () => refreshJobs(['verification']),
  );
  return result.status === 'ok' ? { status: 'graded', result: result.data } : result;
}
