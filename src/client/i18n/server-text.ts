import type { MessageId } from './areas';
import type { Translate } from './use-t';

/** A server refusal the client knows: its English pattern, the id that says it, and the arguments taken from it. */
export interface KnownRefusal {
  pattern: RegExp;
  id: MessageId;
  values?: (match: RegExpExecArray) => Record<string, unknown>;
}

/**
 * What the server said, in the person's language when the refusal is known (the server answers
 * in English: docs/translations.md), else the server's own words.
 */
export function serverText(t: Translate, message: string, known: readonly KnownRefusal[]): string {
  for (const refusal of known) {
    const match = refusal.pattern.exec(message);
    if (match) return t(refusal.id, refusal.values?.(match));
  }
  return message;
}
