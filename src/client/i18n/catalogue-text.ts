import english from './locales/en/catalogue.json';
import type { MessageId } from './areas';
import type { Translate } from './use-t';

const ENGLISH: Readonly<Record<string, string>> = english;

/**
 * A catalogue item's name or description (a service, an add-on, a tool) in the chosen language
 * (the `catalogue` area, ADR 098): the catalog's words while the item still says what the
 * catalog's English says; an item the admin has renamed or added shows as the admin wrote it.
 */
export function catalogueText(t: Translate, id: string, field: 'name' | 'description', written: string): string {
  const key = `catalogue.${id}.${field}`;
  return ENGLISH[key] === written ? t(key as MessageId) : written;
}
