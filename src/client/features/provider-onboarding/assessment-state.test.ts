import { describe, expect, it } from 'vitest';
import type { AssessmentQuestion } from '../../../shared/schemas/onboarding';
import { UNANSWERED, allAnswered, pickQuestions, toSubmission } from './assessment-state';

const bank: AssessmentQuestion[] = Array.from({ length: 16 }, (_, i) => ({ id: `q${i}`, question: `Q${i}?`, options: ['a', 'b', 'c'] }));

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('pickQuestions', () => {
  it('takes 8 distinct questions from the bank', () => {
    const picked = pickQuestions(bank, seeded(1));
    expect(picked).toHaveLength(8);
    expect(new Set(picked.map((q) => q.id)).size).toBe(8);
    for (const q of picked) expect(bank).toContain(q);
  });

  it('reshuffles: different draws give different orders', () => {
    const a = pickQuestions(bank, seeded(1)).map((q) => q.id);
    const b = pickQuestions(bank, seeded(2)).map((q) => q.id);
    expect(a).not.toEqual(b);
  });

  it('takes what there is from a small bank and leaves the bank untouched', () => {
    const small = bank.slice(0, 3);
    expect(pickQuestions(small, seeded(3))).toHaveLength(3);
    expect(small.map((q) => q.id)).toEqual(['q0', 'q1', 'q2']);
  });
});

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
