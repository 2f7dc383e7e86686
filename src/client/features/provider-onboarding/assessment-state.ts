import type { AssessmentQuestion } from '../../../shared/schemas/onboarding';

/** -1 marks a question not answered yet. */
export const UNANSWERED = -1;

export function allAnswered(answers: readonly number[]): boolean {
  return answers.length > 0 && answers.every((a) => a !== UNANSWERED);
}

/** The submission body's answers: question ids with the chosen option index. */
export function toSubmission(questions: readonly AssessmentQuestion[], answers: readonly number[]) {
  return questions.map((q, i) => ({ questionId: q.id, optionIndex: answers[i] }));
}

/** Whole minutes (at least 1) until `retryAt`, or 0 once it has passed. */
export function minutesUntil(retryAt: string | null, now: number): number {
  if (!retryAt) return 0;
  const ms = Date.parse(retryAt) - now;
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}
