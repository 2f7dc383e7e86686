import * as z from 'zod/mini';
import { LANGUAGE_NAMES, type CatalogueField, type WrittenLanguage } from '../catalogue/languages';
import { multiLineText, singleLineText } from './common';

/** The longest name and description a catalogue item (a service, an add-on, a tool) may have, in characters, in every language. */
export const CATALOGUE_TEXT_MAX = { name: 100, description: 500 } as const;

const LABELS: Record<CatalogueField, string> = { name: 'Name', description: 'Description' };

/** "Name", "Description in Kannada": the field and, beside English, its language. */
const labelOf = (field: CatalogueField, language?: WrittenLanguage) => (language ? `${LABELS[field]} in ${LANGUAGE_NAMES[language]}` : LABELS[field]);

/** The one message of a field's length limit, naming the field, its language and the limit. */
export const tooLongMessage = (field: CatalogueField, language?: WrittenLanguage) =>
  `${labelOf(field, language)} must be at most ${CATALOGUE_TEXT_MAX[field]} characters`;

const nameIn = (language?: WrittenLanguage) => singleLineText().check(z.maxLength(CATALOGUE_TEXT_MAX.name, tooLongMessage('name', language)));
/** Trimmed: only spaces (or line breaks) is no description, on the form and the server alike. */
const descriptionIn = (language?: WrittenLanguage) =>
  multiLineText().check(z.trim(), z.maxLength(CATALOGUE_TEXT_MAX.description, tooLongMessage('description', language)));

/** An item's English name (required) and description, as the create and edit bodies check them. */
export const catalogueName = nameIn().check(z.minLength(1, 'Name is required'));
export const catalogueDescription = descriptionIn();

/**
 * The name and description in Kannada and Hindi, as the create and edit bodies check them: each
 * optional, empty meaning "not written" (the screens then fall back as catalogue-words.ts says).
 */
export const translatedTextFields = {
  nameKn: nameIn('kn'),
  nameHi: nameIn('hi'),
  descriptionKn: descriptionIn('kn'),
  descriptionHi: descriptionIn('hi'),
};

/** The same four on the wire and on the device: '' when not written. */
export const translatedTextSchema = {
  nameKn: z.string(),
  nameHi: z.string(),
  descriptionKn: z.string(),
  descriptionHi: z.string(),
};

/** A booking's service line and a rental's tool carry the translations of the name they show, nothing of the description. */
export const translatedNameSchema = { nameKn: z.string(), nameHi: z.string() };
