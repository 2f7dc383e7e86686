import type { AssessmentQuestion, TrainingModule } from '../../../shared/schemas/onboarding';
import type { MessageId } from '../../i18n/areas';
import { useT, type Translate } from '../../i18n/use-t';

/**
 * The training modules and the assessment bank come from the server in English (its seeded
 * catalogue); their other languages are the `training` catalogs, looked up by id:
 * `training.<moduleId>.title|description|content`, `training.<questionId>` for a question and
 * `training.<questionId>.<optionKey>` for each option. An option's key is a hash of its English
 * text: it is stable while the text is, tells nothing of where the option stands in the bank
 * (the answer key stays on the server), and a reworded option shows in English until translated.
 * Anything without a translation shows as the server sent it.
 */
export function optionKey(text: string): string {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export const moduleTextId = (moduleId: string, field: 'title' | 'description' | 'content') => `training.${moduleId}.${field}`;
export const questionTextId = (questionId: string) => `training.${questionId}`;
export const optionTextId = (questionId: string, option: string) => `training.${questionId}.${optionKey(option)}`;

export interface TrainingText {
  module(module: TrainingModule, field: 'title' | 'description' | 'content'): string;
  question(question: Pick<AssessmentQuestion, 'id' | 'question'>): string;
  option(questionId: string, option: string): string;
}

/** `id` in the current language, or `english` when the catalog has no such id. */
function lookUp(t: Translate, id: string, english: string): string {
  const text = t(id as MessageId);
  return text === id ? english : text;
}

export function trainingText(t: Translate): TrainingText {
  return {
    module: (m, field) => lookUp(t, moduleTextId(m.id, field), m[field]),
    question: (q) => lookUp(t, questionTextId(q.id), q.question),
    option: (questionId, option) => lookUp(t, optionTextId(questionId, option), option),
  };
}

/** The coursework's words in the current language (loads the `training` area). */
export function useTrainingText(): TrainingText {
  return trainingText(useT('training'));
}
