import type { Area } from './areas';
import type { Locale } from './locales';
import { areaFile } from './area-files';

/**
 * A compiled catalog: id → text, or text and arguments in Lingui's compiled form. The build makes
 * the `chrome` area's a list, its ids numbers (ADR 038); spread into an object it reads the same.
 */
export type Catalog = Record<string, string | unknown[]>;

/**
 * What only loading needs, a chunk of its own fetched with the first catalog asked for (i18n.ts),
 * so the English first page carries none of it. It imports no code of the modules that page
 * carries: what it shares with them would be split into one more chunk for the page to fetch.
 *
 * Every catalog but the English chrome (which ships with the first page), each a chunk of its
 * own, and the filling of plural and select choices: kept out of the first page, which in
 * English needs none of them.
 */
export const catalogs = import.meta.glob<{ default: Catalog }>([
  '/src/client/i18n/locales/*/*.json',
  '!/src/client/i18n/locales/en/chrome.json',
  '/src/shared/catalogue/words/*.json',
]);

/** An area's catalog in one language, as `catalogs` names it. */
export const catalogLoader = (locale: Locale, area: Area) => catalogs[`/${areaFile(locale, area)}`];

/** One area's compiled messages in one language. */
export async function fetchCatalog(locale: Locale, area: Area): Promise<Catalog> {
  const load = catalogLoader(locale, area);
  if (!load) throw new Error(`No ${locale} messages for ${area}`);
  return (await load()).default;
}

/** What fills a message's plural and select choices, for the first catalog that has one. */
export { formatMessage } from './icu-format';
