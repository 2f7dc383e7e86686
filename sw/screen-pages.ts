import { NOT_FOUND_KEY, SCREEN_PAGES_FILE, screenPath } from '../src/shared/sync/screen-pages';

/** The page shell: the answer for a path without a page of its own. */
export const SHELL_PAGE = '/index.html';

/**
 * Which precached page answers a navigation: the screen's page rendered at build time (listed in
 * the precached pages.json, as the server reads it), else the shell. `match` reads the precache.
 * The list is read once per worker start; not while it is missing (the precache still filling).
 */
export function createScreenPages(match: (url: string) => Promise<Response | undefined>) {
  let pages: Promise<Map<string, string>> | null = null;

  async function read(): Promise<Map<string, string>> {
    const response = await match(`/${SCREEN_PAGES_FILE}`);
    if (!response) throw new Error('The list of pages is not in the precache');
    const list = (await response.json()) as Record<string, string>;
    return new Map(Object.entries(list).filter(([pathname]) => pathname !== NOT_FOUND_KEY).map(([pathname, file]) => [pathname, `/${file}`]));
  }

  async function pageOf(pathname: string): Promise<string> {
    pages ??= read().catch((error: unknown) => {
      pages = null;
      throw error;
    });
    const list = await pages.catch(() => null);
    return list?.get(screenPath(pathname)) ?? SHELL_PAGE;
  }

  return {
    pageOf,
    /** The precached answer for a navigation to `pathname`; undefined when not even the shell is there. */
    async answer(pathname: string): Promise<Response | undefined> {
      const page = await pageOf(pathname);
      return (page !== SHELL_PAGE ? await match(page) : undefined) ?? (await match(SHELL_PAGE));
    },
  };
}
