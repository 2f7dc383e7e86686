/**
 * The language numbers, money and dates are shown in (a BCP 47 tag). The client sets it when the
 * person picks a language (src/client/i18n); the server, and anything that never sets it, shows
 * en-IN. One setting, read by the date formatters (domain/time.ts) and the charts' figures, so
 * no caller passes a locale around. Money is written alike in every language (pricing/money.ts).
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

/**
 * A whole number as every display language writes it: Latin digits in lakh grouping
 * (12345678 → "1,23,45,678"; numberLocale), written out rather than built with Intl, whose first
 * number format costs a slow phone's main thread ~100 ms (ADR 118).
 */
export function groupedInteger(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
