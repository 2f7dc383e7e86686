import { use } from 'react';
import { escapeRegExp } from '../../shared/escape-reg-exp';
import type { MessageId } from './areas';
import type { Catalog } from './catalog-loaders';
import { getLocale, loadArea, t } from './i18n';
import { SETTLED, useT } from './use-t';

/**
 * Validation messages in the person's language (ADR 031). A form's message is one of two kinds:
 *
 * - an id of the `forms` area, which a client-side schema or check carries instead of words
 *   (`numberText(…, { required: 'forms.bid.durationRequired', … })`): worded by `t`;
 * - the English a shared schema says, the server's words for its API answers
 *   (`'Duration must be at most 1440 minutes'`): the `forms` area's English catalog is its index.
 *   The English message whose text matches (`Duration must be at most {max} minutes`) names the
 *   id, and its arguments, figures only, are read from the text (`max` = `1440`), so the limit
 *   stays in the schema.
 *
 * Anything else (a rule no catalog knows yet) is shown as it came. Word it where it is shown, at
 * render (`formText(errors.x?.message)`), so a change of language rewords it.
 */
const AREA_PREFIX = 'forms.';

interface Pattern {
  id: MessageId;
  pattern: RegExp;
  args: string[];
}

/** The `forms` area's English catalog, compiled: the index of the server's words, in every language. */
let english: Catalog | null = null;
let englishLoading: Promise<Catalog> | null = null;
function loadEnglish(): Promise<Catalog> {
  englishLoading ??= import('./catalog-loaders')
    .then(({ catalogLoader }) => catalogLoader('en', 'forms')!())
    .then(
      (m) => (english = m.default),
      (error: unknown) => {
        englishLoading = null; // tried again next time
        throw error;
      },
    );
  return englishLoading;
}
// Fetched as soon as a form's code is: by the time a form shows, the index is usually there.
void loadEnglish().catch(() => undefined);
let indexed: Pattern[] | null = null;

/** The `forms` area's English messages as patterns, most literal text first (the most specific wins). */
function patterns(): Pattern[] {
  if (indexed || !english) return indexed ?? [];
  const list: (Pattern & { literal: number })[] = [];
  for (const [id, message] of Object.entries(english)) {
    const parts = typeof message === 'string' ? [message] : message;
    const args: string[] = [];
    let source = '';
    let literal = 0;
    for (const part of parts) {
      if (typeof part === 'string') {
        source += escapeRegExp(part);
        literal += part.length;
      } else {
        args.push(String((part as unknown[])[0]));
        // Figures only (1440, ₹1,00,000): no words pass into another language, and a message
        // that merely ends like one of these ("… 30 km") is not taken for it.
        source += '([^A-Za-z]+?)';
      }
    }
    list.push({ id: id as MessageId, pattern: new RegExp(`^${source}$`), args, literal });
  }
  list.sort((a, b) => b.literal - a.literal);
  indexed = list;
  return list;
}

const isFormId = (message: string): message is MessageId => message.startsWith(AREA_PREFIX) && english !== null && message in english;

/** A validation message in the current language: a `forms` id, or a shared schema's English (above). */
export function formText(message: string): string;
export function formText(message: string | null | undefined): string | undefined;
export function formText(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined || message === '') return message ?? undefined;
  if (isFormId(message)) return t(message);
  for (const { id, pattern, args } of patterns()) {
    const match = pattern.exec(message);
    if (match) return t(id, Object.fromEntries(args.map((arg, i) => [arg, match[i + 1]])));
  }
  return message;
}

/** Loads the `forms` area in the current language and in English (the index of the server's words). */
export function loadFormWords(): Promise<void> {
  return Promise.all([loadArea(getLocale(), 'forms'), loadEnglish()]).then(() => undefined);
}

/**
 * `formText` for a component: waits (Suspense) until the `forms` area is loaded, in the
 * current language and in English, and re-renders the component when the language changes.
 */
export function useFormText(): typeof formText {
  useT('forms');
  // On every render, as useT's: a `use` skipped once the index is here would break the render
  // React does after the wait.
  use<unknown>(english ? SETTLED : loadEnglish());
  return formText;
}
