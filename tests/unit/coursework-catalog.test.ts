import { describe, expect, it } from 'vitest';
import { SEED_ASSESSMENT_QUESTIONS, SEED_TRAINING_MODULES } from '../../src/server/db/seed-data/onboarding';
import english from '../../src/client/i18n/locales/en/training.json';
import { moduleTextId, optionKey, optionTextId, questionTextId, trainingText } from '../../src/client/features/provider-onboarding/coursework';

const catalog: Record<string, string> = english;

describe('the coursework catalog', () => {
  it('holds exactly the seeded modules, questions and options, in the server’s English', () => {
    const expected: Record<string, string> = {};
    for (const m of SEED_TRAINING_MODULES) for (const f of ['title', 'description', 'content'] as const) expected[moduleTextId(m.id, f)] = m[f];
    for (const q of SEED_ASSESSMENT_QUESTIONS) {
      expected[questionTextId(q.id)] = q.question;
      for (const o of q.options) expected[optionTextId(q.id, o)] = o;
    }
    expect(catalog).toEqual(expected);
  });

  it('gives each option of a question its own key, and lists them in no order that tells the answer', () => {
    for (const q of SEED_ASSESSMENT_QUESTIONS) {
      const keys = q.options.map(optionKey);
      expect(new Set(keys).size).toBe(keys.length);
      const listed = Object.keys(catalog).filter((id) => id.startsWith(`${questionTextId(q.id)}.`));
      expect(listed).toEqual([...listed].sort());
    }
  });
});

describe('trainingText', () => {
  const t = (id: string) => (id === 'training.q01' ? 'ಪ್ರಶ್ನೆ' : id);
  it('shows the translation when there is one and the server’s words otherwise', () => {
    const text = trainingText(t as never);
    expect(text.question({ id: 'q01', question: 'What first?' })).toBe('ಪ್ರಶ್ನೆ');
    expect(text.question({ id: 'q99', question: 'A new question' })).toBe('A new question');
    expect(text.option('q01', 'A reworded option')).toBe('A reworded option');
  });
});
