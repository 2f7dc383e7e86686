import { FEEDBACK_RATINGS, type FeedbackRating } from '../../../shared/schemas/feedback';
import type { MessageId } from '../../i18n/areas';

/** What the customer has picked so far: null until a star is chosen (nothing is chosen for them). */
export type FeedbackRatings = Record<FeedbackRating, number | null>;

export const NO_RATINGS: FeedbackRatings = {
  overallRating: null,
  punctualityRating: null,
  qualityRating: null,
  professionalismRating: null,
  cleanlinessRating: null,
};

/** Each rating's message when left unpicked (the `forms` area, worded by formText). */
export const RATING_REQUIRED: Record<FeedbackRating, MessageId> = {
  overallRating: 'forms.feedback.overallRequired',
  punctualityRating: 'forms.feedback.punctualityRequired',
  qualityRating: 'forms.feedback.qualityRequired',
  professionalismRating: 'forms.feedback.professionalismRequired',
  cleanlinessRating: 'forms.feedback.cleanlinessRequired',
};

/** The ratings still to pick, each with its message, in the form's order; none when all are picked. */
export function missingRatings(ratings: FeedbackRatings): Partial<Record<FeedbackRating, MessageId>> {
  return Object.fromEntries(FEEDBACK_RATINGS.filter((key) => ratings[key] === null).map((key) => [key, RATING_REQUIRED[key]]));
}

/** The five ratings once every one is picked; null while any is missing. */
export function pickedRatings(ratings: FeedbackRatings): Record<FeedbackRating, number> | null {
  return FEEDBACK_RATINGS.every((key) => ratings[key] !== null) ? (ratings as Record<FeedbackRating, number>) : null;
}
