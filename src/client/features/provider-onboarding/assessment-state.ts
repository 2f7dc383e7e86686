import type { AssessmentQuestion } from '../../../shared/schemas/onboarding';
import { ASSESSMENT_QUESTION_COUNT } from '../../../shared/schemas/onboarding';

/** Fisher–Yates shuffle of the bank, then the first 8 (fewer if the bank is smaller). */
export function pickQuestions(
  bank: readonly AssessmentQuestion[],
  random: () => number = Math.random,
  count: number = ASSESSMENT_QUESTION_COUNT,
): AssessmentQuestion[] {
  const copy = [...bank];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** -1 marks a question not answered yet. */
export const UNANSWERED = -1;

export function allAnswered(answers: readonly number[]): boolean {
  return answers.length > 0 && answers.every((a) => a !== UNANSWERED);
}

/** The submission body's answers: question ids with the chosen option index. */
export function toSubmission(questions: readonly AssessmentQuestion[], answers: readonly number[]) {
  return questions.map((q, i) => ({ questionId: q.id, optionIndex: answers[i] }));
}
