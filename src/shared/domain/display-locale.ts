/**
 * The language numbers, money and dates are shown in (a BCP 47 tag). The client sets it when the
 * person picks a language (src/client/i18n); the server, and anything that never sets it, shows
 * en-IN. One setting, read by the one money formatter (pricing/money.ts) and the date formatters
 * (domain/time.ts), so no caller passes a locale around.
 */
export const DISPLAY_LOCALES = ['en-IN', 'kn-IN', 'hi-IN'] as const;
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number];

let current: DisplayLocale = 'en-IN';

export function setDisplayLocale(tag: DisplayLocale): void {
  current = tag;
}

export function displayLocale(): DisplayLocale {
  return current;
}

/**
 * The tag numbers are formatted with: lakh grouping (1,23,456) in every language. CLDR groups
 * Kannada numbers in thousands (1,234,567), so Kannada borrows en-IN's pattern; all three
 * languages write Latin digits, so nothing else changes.
 */
export function numberLocale(): string {
  return current === 'kn-IN' ? 'en-IN' : current;
}
