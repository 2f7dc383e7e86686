import * as z from 'zod/mini';
import { idString, singleLineText } from './common';

export const documentTypeSchema = z.enum(['passport', 'drivers_license', 'national_id', 'aadhar'], {
  message: 'Document type must be passport, drivers_license, national_id or aadhar',
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The sides of an identity document a provider photographs (which each document needs: identity-documents.ts). */
export const ID_PHOTO_SIDES = ['front', 'back'] as const;
export type IdPhotoSide = (typeof ID_PHOTO_SIDES)[number];

export const idPhotoSideSchema = z.enum(ID_PHOTO_SIDES, { message: "Side must be 'front' or 'back'" });

/** A photo of one side of the provider's identity document (bytes at `url`: the provider and the admin only). */
export const identityPhotoSchema = z.object({
  id: idString,
  side: idPhotoSideSchema,
  url: z.string(),
  uploadedAt: z.string(),
});
export type IdentityPhoto = z.infer<typeof identityPhotoSchema>;

/**
 * An identity photo upload is multipart/form-data: a `side` field ('front' or 'back') and one
 * `photo` file part, a JPEG, PNG or WebP of at most MAX_PHOTO_BYTES, stored like job photos.
 */
export const ID_PHOTO_FORM_FIELDS = { side: 'side', photo: 'photo' } as const;

export const verificationStatusSchema = z.object({
  identityVerified: z.boolean(),
  /** An identity submission waiting for the admin's review. */
  identityPending: z.boolean(),
  videoTrainingCompleted: z.boolean(),
  etiquetteTrainingCompleted: z.boolean(),
  assessmentPassed: z.boolean(),
  canActivateProfile: z.boolean(),
  identity: z.nullable(
    z.object({
      documentType: documentTypeSchema,
      maskedNumber: z.string(),
      status: z.enum(['pending', 'approved']),
      /** When it was sent: the operator sees how long a provider has waited (absent on rows stored before it existed). */
      submittedAt: z.optional(z.string()),
    }),
  ),
  /** The document's photos, one per side uploaded (front first). */
  identityPhotos: z.array(identityPhotoSchema),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** A provider's onboarding status with whose it is (the admin's list; the device's mirror). */
export const verificationRowSchema = z.extend(verificationStatusSchema, { providerId: z.string() });
export type VerificationRow = z.infer<typeof verificationRowSchema>;

export const identitySubmissionBodySchema = z.strictObject({
  documentType: documentTypeSchema,
  documentNumber: singleLineText().check(z.minLength(1, 'Document number is required'), z.maxLength(40, 'Document number is too long')),
  /** Ignored: accepted so submissions queued by older versions still apply. The document's photos are uploaded to uploadIdentityPhoto. */
  documentUrl: z.optional(singleLineText().check(z.maxLength(500))).check(z.meta({ deprecated: true })),
});
export type IdentitySubmissionBody = z.infer<typeof identitySubmissionBodySchema>;

export const trainingTypeSchema = z.enum(['video', 'etiquette'], { message: 'Training type must be video or etiquette' });
export type TrainingType = z.infer<typeof trainingTypeSchema>;

export const trainingModuleSchema = z.object({
  id: idString,
  type: trainingTypeSchema,
  title: z.string(),
  description: z.string(),
  duration: z.number().check(z.int()),
  content: z.string(),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

export const completeTrainingBodySchema = z.strictObject({ trainingType: trainingTypeSchema });
export type CompleteTrainingBody = z.infer<typeof completeTrainingBodySchema>;

/** A question as the client sees it: never with its answer. */
export const assessmentQuestionSchema = z.object({
  id: idString,
  question: z.string(),
  options: z.array(z.string()),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const ASSESSMENT_QUESTION_COUNT = 8;
export const ASSESSMENT_PASS_PERCENTAGE = 80;
/** After a failed attempt, the next may start this many minutes later (server-enforced). */
export const ASSESSMENT_RETRY_COOLDOWN_MINUTES = 10;
/** A draw must be answered within this many minutes of being handed out. */
export const ASSESSMENT_DRAW_VALID_MINUTES = 120;

export const drawAssessmentBodySchema = z.strictObject({ providerId: idString });
export type DrawAssessmentBody = z.infer<typeof drawAssessmentBodySchema>;

/**
 * One attempt's questions, drawn and with their options shuffled by the server. The token (signed
 * by the server) records the draw; the answers are sent back with it and graded against it.
 */
export const assessmentDrawSchema = z.object({
  token: z.string(),
  questions: z.array(assessmentQuestionSchema),
});
export type AssessmentDraw = z.infer<typeof assessmentDrawSchema>;

export const submitAssessmentBodySchema = z
  .strictObject({
    providerId: idString,
    /** The draw's token, as handed out with the questions. */
    drawToken: z.string().check(z.minLength(1, 'Start the assessment first'), z.maxLength(4000, 'The draw token is too long')),
    /** optionIndex: the position of the chosen option as the draw showed it. */
    answers: z
      .array(z.strictObject({ questionId: idString, optionIndex: z.number().check(z.int(), z.minimum(0), z.maximum(9)) }))
      .check(z.minLength(1, 'Answer the questions before submitting'), z.maxLength(50, 'Too many answers')),
    timeSpent: z.number().check(z.int(), z.minimum(0), z.maximum(86400)),
  })
  .check(
    z.refine((v) => new Set(v.answers.map((a) => a.questionId)).size === v.answers.length, {
      message: 'Each question may be answered once',
      path: ['answers'],
    }),
  );
export type SubmitAssessmentBody = z.infer<typeof submitAssessmentBodySchema>;

export const assessmentResultSchema = z.object({
  passed: z.boolean(),
  percentage: z.number().check(z.int()),
  correct: z.number().check(z.int()),
  questions: z.number().check(z.int()),
  /** The questions answered wrongly, with the option chosen (the right one is not told). */
  wrong: z.array(z.object({ questionId: idString, question: z.string(), chosen: z.string() })),
  /** When a failed attempt may be retaken (ISO); null after a pass. */
  retryAt: z.nullable(z.string()),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
