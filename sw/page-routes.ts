import { NOT_FOUND_KEY, SCREEN_PAGES_FILE, screenPath } from '../src/shared/sync/screen-pages';

/**
 * The screens' pages under their own paths, in a cache of this worker version's own: a navigation
 * to a screen is answered with one lookup, by the browser itself when it has the Service Worker
 * Static Routing API (the worker is not started and no script runs), else by the worker's
 * navigation route. Filled from the precache while the worker installs; an older version's
 * cache is deleted when this one activates, so pages never outlive their build and a version
 * that still controls pages keeps reading its own.
 */
export const PAGES_CACHE_PREFIX = 'gc-pages-';

/** The name of this version's cache of pages: from the precache list, which changes with any page or asset. */
export function pagesCacheName(manifest: ReadonlyArray<{ url: string; revision: string | null } | string>): string {
  // FNV-1a, twice (two offsets) for 64 bits: a name, not a secret.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (const entry of manifest) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193) ^ (a >>> 7);
    }
    a = Math.imul(a ^ 10, 0x01000193);
  }
  return `${PAGES_CACHE_PREFIX}${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * Copies each screen's page (pages.json, as the server reads it; not 'Page Not Found') from the
 * precache into `cache` under the screen's path. `Vary` is dropped: these are the build's plain
 * pages, answered to every navigation of the path as the precache answered them (the signed-in
 * page with a person's data is never stored, ADR 041). Returns the paths stored.
 */
export async function fillPages(cache: Cache, match: (url: string) => Promise<Response | undefined>, origin: string): Promise<string[]> {
  const list = await match(`/${SCREEN_PAGES_FILE}`);
  if (!list) throw new Error('The list of pages is not in the precache');
  const pages = Object.entries((await list.json()) as Record<string, string>).filter(([pathname]) => pathname !== NOT_FOUND_KEY);
  const stored: string[] = [];
  for (const [pathname, file] of pages) {
    const page = await match(`/${file}`);
    if (!page) throw new Error(`${file} is not in the precache`);
    const headers = new Headers(page.headers);
    headers.delete('vary');
    await cache.put(new URL(screenPath(pathname), origin).href, new Response(await page.blob(), { status: page.status, statusText: page.statusText, headers }));
    stored.push(screenPath(pathname));
  }
  return stored;
}

/** A static route (Service Worker Static Routing API), as `InstallEvent.addRoutes` takes it. */
export interface RouterRule {
  condition: { requestMode?: RequestMode; requestMethod: string; urlPattern: { pathname: string; search?: string } };
  source: { cacheName: string };
}

/**
 * Navigations (GET) to exactly these paths, without a query, are answered from `cacheName` by
 * the browser. Only paths the cache holds: a rule whose lookup misses goes to the network, so
 * anything else (a query, '/contact/', an unknown path) stays with the worker's fetch handler.
 * One rule per path: Chromium takes no other condition beside an `or`.
 */
export function pageRoutes(pathnames: readonly string[], cacheName: string): RouterRule[] {
  return pathnames.map((pathname) => ({
    condition: { requestMode: 'navigate', requestMethod: 'GET', urlPattern: { pathname: escapePattern(pathname), search: '' } },
    source: { cacheName },
  }));
}

/**
 * The build's hashed files (/assets/: scripts and the stylesheet, all precached under their own
 * URL, as Workbox keeps a file whose name carries its hash) answered from the precache by the
 * browser: the page's scripts no longer wait for this worker to start. A miss goes to the
 * network, as the worker's precache route would send it.
 */
export function assetRoutes(precacheName: string): RouterRule[] {
  return [{ condition: { requestMethod: 'GET', urlPattern: { pathname: '/assets/*' } }, source: { cacheName: precacheName } }];
}

/** A path as a URLPattern pathname that matches it alone. */
function escapePattern(pathname: string): string {
  return pathname.replace(/[\\:*?+(){}]/g, (c) => `\\${c}`);
}
