/**
 * The build's list of rendered screens (dist/prerendered/pages.json, written by
 * scripts/prerender.ts): each screen's path with its page, and under NOT_FOUND_KEY the
 * 'Page Not Found' page. The server answers first visits from it; the service worker answers
 * navigations from the same pages in its precache.
 */
export const SCREEN_PAGES_FILE = 'prerendered/pages.json';

/** pages.json's key for the page of an unknown path ('Page Not Found'). */
export const NOT_FOUND_KEY = '*';

/** The screen a path shows: '/contact/' is '/contact'. */
export function screenPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The built file of each screen's `firstViewScript` (screen-manifest.ts, ADR 111), by screen path,
 * written by the build (scripts/boot-script.ts) beside index.html; the server names it in a page
 * it writes that screen's first view into.
 */
export const FIRST_VIEW_SCRIPTS_FILE = 'first-view-scripts.json';
