import kn from '../../shared/catalogue/words/kn.json';
import hi from '../../shared/catalogue/words/hi.json';
import { catalogueWords, type CatalogueItem } from '../../shared/catalogue/catalogue-words';
import { WRITTEN_LANGUAGES, type CatalogueLanguage, type WrittenLanguage } from '../../shared/catalogue/languages';
import type { NotificationParams } from '../../shared/notifications/events';

const BUILT_IN: Record<WrittenLanguage, Readonly<Record<string, string>>> = { kn, hi };

/**
 * What a notification says of the services (or the tool) it is about: their names joined, in
 * English, and in Kannada and Hindi as the screens word them (the catalogue rule, ADR 104), so a
 * push, an SMS or the inbox in the person's language names them as the app does.
 */
export function serviceParams(items: readonly CatalogueItem[]): Pick<NotificationParams, 'service' | 'serviceIn'> {
  const joined = (language: CatalogueLanguage) =>
    items.map((item) => catalogueWords(item, 'name', language, (key) => (language === 'en' ? undefined : BUILT_IN[language][key]))).join(', ');
  return { service: joined('en'), serviceIn: Object.fromEntries(WRITTEN_LANGUAGES.map((language) => [language, joined(language)])) };
}
