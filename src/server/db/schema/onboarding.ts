/** Provider onboarding: verification, the identity document and its photos, training and the assessment. */
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ID_PHOTO_SIDES } from '../../../shared/schemas/onboarding';
import { oneOf, ts } from './columns';
import { users } from './accounts';

export const providerVerification = pgTable('provider_verification', {
  providerId: text('provider_id').primaryKey().references(() => users.id),
  identityVerified: boolean('identity_verified').notNull().default(false),
  videoTrainingCompleted: boolean('video_training_completed').notNull().default(false),
  etiquetteTrainingCompleted: boolean('etiquette_training_completed').notNull().default(false),
  assessmentPassed: boolean('assessment_passed').notNull().default(false),
  /** When the provider last started the training film from its beginning (server clock): the video step needs the film's length since. */
  videoStartedAt: ts('video_started_at'),
});

export const identitySubmissions = pgTable(
  'identity_submissions',
  {
    providerId: text('provider_id').primaryKey().references(() => users.id),
    documentType: text('document_type', { enum: ['passport', 'drivers_license', 'national_id', 'aadhar'] }).notNull(),
    maskedNumber: text('masked_number').notNull(),
    /** A keyed hash of the whole number (identity-number-hash.ts): one document, one account, without keeping the number. Null for submissions made before it. */
    numberHash: text('number_hash'),
    documentUrl: text('document_url').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved'] }).notNull().default('pending'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  // One document, one account: a second account submitting the same number is refused.
  (t) => [uniqueIndex('identity_submissions_number_hash').on(t.numberHash)],
);

/**
 * The photos of a provider's identity document, one per side (front; back where the document has
 * one: identity-documents.ts). The bytes are files in the photo store, like job photos (ADR 022);
 * a new photo of a side replaces the old one until the submission is under review.
 */
export const identityPhotos = pgTable(
  'identity_photos',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().references(() => users.id),
    side: text('side', { enum: ID_PHOTO_SIDES }).notNull(),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_photos_side').on(t.providerId, t.side), check('identity_photos_side_known', oneOf(t.side, ID_PHOTO_SIDES))],
);

export const trainingModules = pgTable('training_modules', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['video', 'etiquette'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  duration: integer('duration').notNull(),
  content: text('content').notNull(),
  position: integer('position').notNull(),
});

export const assessmentQuestions = pgTable('assessment_questions', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  answerIndex: integer('answer_index').notNull(),
  position: integer('position').notNull(),
});

export const assessmentAttempts = pgTable('assessment_attempts', {
  id: text('id').primaryKey(),
  providerId: text('provider_id').notNull().references(() => users.id),
  correct: integer('correct').notNull(),
  questions: integer('questions').notNull(),
  percentage: integer('percentage').notNull(),
  passed: boolean('passed').notNull(),
  timeSpent: integer('time_spent').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
