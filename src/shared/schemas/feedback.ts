import { z } from 'zod';
import { clientUuid, idString, multiLineText } from './common';

const rating = z
  .number({ message: 'Rating must be a number from 1 to 5' })
  .int('Rating must be a whole number')
  .min(1, 'Rating must be at least 1')
  .max(5, 'Rating must be at most 5');

export const feedbackSchema = z.object({
  id: idString,
  bookingId: idString,
  customerId: idString,
  providerId: idString,
  overallRating: z.number().int(),
  punctualityRating: z.number().int(),
  qualityRating: z.number().int(),
  professionalismRating: z.number().int(),
  cleanlinessRating: z.number().int(),
  comments: z.string().nullable(),
  suggestions: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const createFeedbackBodySchema = z
  .object({
    id: clientUuid.optional(),
    bookingId: idString,
    customerId: idString,
    providerId: idString,
    overallRating: rating,
    punctualityRating: rating,
    qualityRating: rating,
    professionalismRating: rating,
    cleanlinessRating: rating,
    comments: multiLineText().max(2000, 'Comments are too long').optional().nullable(),
    suggestions: multiLineText().max(2000, 'Suggestions are too long').optional().nullable(),
  })
  .strict();
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

export const FEEDBACK_DEFAULTS = {
  overallRating: 4,
  punctualityRating: 5,
  qualityRating: 4,
  professionalismRating: 5,
  cleanlinessRating: 4,
} as const;
