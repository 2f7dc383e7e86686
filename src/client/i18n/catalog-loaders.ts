/** A compiled catalog: id → text, or text and arguments in Lingui's compiled form. */
export type Catalog = Record<string, string | unknown[]>;

/**
 * Every catalog but the English chrome (which ships with the first page), each a chunk of its
 * own, and Lingui's runtime: kept out of the first page, which in English needs none of them.
 */
export const catalogs = import.meta.glob<{ default: Catalog }>(['./locales/*/*.json', '!./locales/en/chrome.json']);

export const loadLingui = () => import('@lingui/core');
