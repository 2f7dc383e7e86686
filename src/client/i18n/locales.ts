import type { DisplayLocale } from '../../shared/domain/display-locale';

/** The languages of the app, English first (the language of the code and the fallback). */
export const LOCALES = ['en', 'kn', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language in its own script, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** The tag for `lang`, Intl and the shared formatters. */
export const LOCALE_TAGS: Record<Locale, DisplayLocale> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The language to start in: the one chosen on this device, else the first of the phone's
 * languages (navigator.languages, most preferred first) that the app speaks, else English.
 */
export function pickLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}
