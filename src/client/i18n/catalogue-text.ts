import { catalogueWords, type CatalogueItem } from '../../shared/catalogue/catalogue-words';
import type { CatalogueField } from '../../shared/catalogue/languages';
import type { Area, MessageId } from './areas';
import { getLocale } from './i18n';
import type { Locale } from './locales';
import type { Translate } from './use-t';

/**
 * A catalogue item's name or description (a service, an add-on, a tool, a booking's service line,
 * a rental's tool) in the chosen language, by the one rule (shared/catalogue/catalogue-words.ts,
 * ADR 104): what the admin wrote in that language; else the `catalogue` area's words while the
 * item still says what the built-in catalogue's English says; else the item's English. `t` must
 * have the `catalogue` area in Kannada and Hindi (`catalogueAreas`); English needs none.
 */
export function catalogueText(t: Translate, item: CatalogueItem, field: CatalogueField): string {
  return catalogueWords(item, field, getLocale(), (key) => {
    const words = t(key as MessageId);
    // An id comes back as itself while its area is not loaded: the English stands in, never the id.
    return words === key ? undefined : words;
  });
}

/** The areas a screen showing catalogue words asks for beside its own: none in English, `catalogue` in Kannada and Hindi. */
export const catalogueAreas = (locale: Locale): Area[] => (locale === 'en' ? [] : ['catalogue']);

/** A booking's services (or any items) named in a row, "Basic Wash, Tyre Polish", each by `catalogueText`. */
export const catalogueNames = (t: Translate, items: readonly CatalogueItem[]): string => items.map((item) => catalogueText(t, item, 'name')).join(', ');
