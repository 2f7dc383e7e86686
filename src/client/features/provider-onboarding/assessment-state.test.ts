import { describe, expect, it } from 'vitest';
import type { AssessmentQuestion } from '../../../shared/schemas/onboarding';
import { UNANSWERED, allAnswered, minutesUntil, toSubmission } from './assessment-state';

const bank: AssessmentQuestion[] = Array.from({ length: 16 }, (_, i) => ({ id: `q${i}`, question: `Q${i}?`, options: ['a', 'b', 'c'] }));

describe('answers', () => {
  it('counts as complete only when every question has an option', () => {
    expect(allAnswered([])).toBe(false);
    expect(allAnswered([0, UNANSWERED])).toBe(false);
    expect(allAnswered([0, 2])).toBe(true);
  });

  it('builds the submission in question order', () => {
    expect(toSubmission(bank.slice(0, 2), [2, 0])).toEqual([
      { questionId: 'q0', optionIndex: 2 },
      { questionId: 'q1', optionIndex: 0 },
    ]);
  });
});

describe('minutesUntil', () => {
  it('rounds up to whole minutes and is 0 once the time has come', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(minutesUntil('2026-11-24T10:09:30Z', now)).toBe(10);
    expect(minutesUntil('2026-11-24T10:00:01Z', now)).toBe(1);
    expect(minutesUntil('2026-11-24T10:00:00Z', now)).toBe(0);
    expect(minutesUntil(null, now)).toBe(0);
  });
});
