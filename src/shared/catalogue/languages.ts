/**
 * The languages a catalogue item's words are written in beside English, and the fields that hold
 * them (ADR 104). Kept apart from the rule (catalogue-words.ts), which brings the built-in English
 * catalogue: the schemas every page loads need only these names.
 */

/** The languages an item's words may be written in beside English. */
export const WRITTEN_LANGUAGES = ['kn', 'hi'] as const;
export type WrittenLanguage = (typeof WRITTEN_LANGUAGES)[number];
export type CatalogueLanguage = 'en' | WrittenLanguage;
export type CatalogueField = 'name' | 'description';

/** Each language as an English sentence names it (the admin's form and its messages are English). */
export const LANGUAGE_NAMES: Record<WrittenLanguage, string> = { kn: 'Kannada', hi: 'Hindi' };

const SUFFIX = { kn: 'Kn', hi: 'Hi' } as const satisfies Record<WrittenLanguage, string>;

/** Where an item keeps a field in another language: `nameKn`, `nameHi`, `descriptionKn`, `descriptionHi`. */
export type TranslatedField<F extends CatalogueField = CatalogueField> = `${F}${(typeof SUFFIX)[WrittenLanguage]}`;
export const translatedField = <F extends CatalogueField>(field: F, language: WrittenLanguage): TranslatedField<F> =>
  `${field}${SUFFIX[language]}` as TranslatedField<F>;

/** An item with nothing written beside English: '' in every translated field (a new item, a row stored before them). */
export const NO_TRANSLATIONS: Readonly<Record<TranslatedField, ''>> = { nameKn: '', nameHi: '', descriptionKn: '', descriptionHi: '' };

/** An item's four translated fields alone, each trimmed when asked (a form's values on their way to the server). */
export function translationsOf(item: Readonly<Record<TranslatedField, string>>, { trim = false } = {}): Record<TranslatedField, string> {
  const pick = (field: TranslatedField) => (trim ? item[field].trim() : item[field]);
  return { nameKn: pick('nameKn'), nameHi: pick('nameHi'), descriptionKn: pick('descriptionKn'), descriptionHi: pick('descriptionHi') };
}
