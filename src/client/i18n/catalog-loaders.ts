import type { Catalog } from './i18n';

/**
 * Every catalog but the English chrome (which ships with the first page), each a chunk of its
 * own, and Lingui's runtime: kept out of the first page, which in English needs none of them.
 */
export const catalogs = import.meta.glob<{ default: Catalog }>(['./locales/*/*.json', '!./locales/en/chrome.json']);

export const loadLingui = () => import('@lingui/core');
