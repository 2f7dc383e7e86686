import * as z from 'zod/mini';
import { clientUuid, idString, multiLineText } from './common';

const rating = z
  .number({ message: 'Rating must be a number from 1 to 5' })
  .check(z.int('Rating must be a whole number'), z.minimum(1, 'Rating must be at least 1'), z.maximum(5, 'Rating must be at most 5'));

export const feedbackSchema = z.object({
  id: idString,
  bookingId: idString,
  customerId: idString,
  providerId: idString,
  overallRating: z.number().check(z.int()),
  punctualityRating: z.number().check(z.int()),
  qualityRating: z.number().check(z.int()),
  professionalismRating: z.number().check(z.int()),
  cleanlinessRating: z.number().check(z.int()),
  comments: z.nullable(z.string()),
  suggestions: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const createFeedbackBodySchema = z.strictObject({
    id: z.optional(clientUuid),
    bookingId: idString,
    customerId: idString,
    providerId: idString,
    overallRating: rating,
    punctualityRating: rating,
    qualityRating: rating,
    professionalismRating: rating,
    cleanlinessRating: rating,
    comments: z.nullable(z.optional(multiLineText().check(z.maxLength(2000, 'Comments are too long')))),
    suggestions: z.nullable(z.optional(multiLineText().check(z.maxLength(2000, 'Suggestions are too long')))),
  });
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

/** The five ratings a customer gives, in the form's order. None is chosen for them: each must be picked. */
export const FEEDBACK_RATINGS = ['overallRating', 'punctualityRating', 'qualityRating', 'professionalismRating', 'cleanlinessRating'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
