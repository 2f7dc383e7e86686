import type { Area } from './areas';

/**
 * Where an area's catalog is, from the repository's root: `locales/<locale>/<area>.json`, but for
 * the `catalogue` area (the seeded services' and tools' names), whose words the server reads too to
 * name services in notifications (ADR 104): `src/shared/catalogue/words/<locale>.json`.
 */
export function areaFile(locale: string, area: Area): string {
  return area === 'catalogue' ? `src/shared/catalogue/words/${locale}.json` : `src/client/i18n/locales/${locale}/${area}.json`;
}
