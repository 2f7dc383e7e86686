import english from './words/en.json';
import { translatedField, type CatalogueField, type CatalogueLanguage, type TranslatedField, type WrittenLanguage } from './languages';

/**
 * A catalogue item's words (a service, an add-on, a tool) in the language a person reads (ADR 104):
 * the admin writes each item's name and description in English, and may write them in Kannada and
 * Hindi too; the built-in catalogue (`words/<language>.json`, the `catalogue` message area, keyed
 * `catalogue.<id>.<field>`) words the seeded items. The screens (`client/i18n/catalogue-text.ts`)
 * and the server's notifications (`server/notifications/catalogue-names.ts`) both read this rule.
 */

/** What the rule reads of an item: its id, its English, and its words in the other languages ('' or absent: not written). */
export type CatalogueItem = { id: string; name: string; description?: string } & { [K in TranslatedField]?: string };

/** The built-in catalogue's words in the language asked for, by key; undefined for a key it lacks. */
export type BuiltInWords = (key: string) => string | undefined;

/** An item's key in the built-in catalogue (and the `catalogue` message area). */
export const builtInKey = (id: string, field: CatalogueField) => `catalogue.${id}.${field}`;

const BUILT_IN_ENGLISH: Readonly<Record<string, string>> = english;

/** Where an item's words in Kannada or Hindi come from: written by the admin, the built-in catalogue's, or none (its English shows). */
export type WordsSource = 'written' | 'catalogue' | 'english';

/**
 * The rule, its one home: in Kannada or Hindi, what the admin wrote in that language; when nothing
 * is written, the built-in catalogue's words while the item's English is still the catalogue's
 * English (a seeded item nobody renamed); else the English, so a renamed or new item never shows
 * a translation of something else.
 */
export function wordsSource(item: CatalogueItem, field: CatalogueField, language: WrittenLanguage): WordsSource {
  if (item[translatedField(field, language)]?.trim()) return 'written';
  const own = item[field] ?? '';
  return own !== '' && BUILT_IN_ENGLISH[builtInKey(item.id, field)] === own ? 'catalogue' : 'english';
}

/** An item's name or description in a language, by the rule (`wordsSource`); in English, its English. */
export function catalogueWords(item: CatalogueItem, field: CatalogueField, language: CatalogueLanguage, builtIn: BuiltInWords): string {
  const own = item[field] ?? '';
  if (language === 'en') return own;
  const source = wordsSource(item, field, language);
  if (source === 'written') return item[translatedField(field, language)]!.trim();
  if (source === 'catalogue') return builtIn(builtInKey(item.id, field)) ?? own;
  return own;
}
