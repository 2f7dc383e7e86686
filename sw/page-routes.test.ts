import { describe, expect, it } from 'vitest';
import { PAGES_CACHE_PREFIX, assetRoutes, fillPages, pageRoutes, pagesCacheName } from './page-routes';

const ORIGIN = 'https://gaadicare.test';
const LIST = { '/': 'prerendered/index.html', '/contact': 'prerendered/contact.html', '*': 'prerendered/not-found.html' };

function precache(entries: Record<string, string>) {
  return async (url: string) =>
    url in entries ? new Response(entries[url], { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding, cookie' } }) : undefined;
}

function memoryCache() {
  const stored = new Map<string, Response>();
  const cache = { put: async (key: string, response: Response) => void stored.set(key, response) } as unknown as Cache;
  return { cache, stored };
}

describe('the pages cache of a worker version', () => {
  it('is named from the precache list, and changes with any revision', () => {
    const manifest = [{ url: 'index.html', revision: 'a1' }, { url: 'prerendered/contact.html', revision: 'b2' }, 'assets/index-x.js'];
    const name = pagesCacheName(manifest);
    expect(name).toMatch(new RegExp(`^${PAGES_CACHE_PREFIX}[0-9a-f]{16}$`));
    expect(pagesCacheName([...manifest])).toBe(name);
    expect(pagesCacheName([manifest[0], { url: 'prerendered/contact.html', revision: 'b3' }, manifest[2]])).not.toBe(name);
    expect(pagesCacheName(manifest.slice(0, 2))).not.toBe(name);
  });

  it("holds each screen's page under the screen's path, without Vary, and not 'Page Not Found'", async () => {
    const { cache, stored } = memoryCache();
    const match = precache({ '/prerendered/pages.json': JSON.stringify(LIST), '/prerendered/index.html': 'landing', '/prerendered/contact.html': 'contact', '/prerendered/not-found.html': 'nf' });
    expect(await fillPages(cache, match, ORIGIN)).toEqual(['/', '/contact']);
    expect([...stored.keys()]).toEqual([`${ORIGIN}/`, `${ORIGIN}/contact`]);
    const contact = stored.get(`${ORIGIN}/contact`)!;
    expect(await contact.text()).toBe('contact');
    expect(contact.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(contact.headers.has('vary')).toBe(false);
  });

  it('fails while the list or a listed page is missing from the precache', async () => {
    await expect(fillPages(memoryCache().cache, precache({}), ORIGIN)).rejects.toThrow(/list of pages/);
    await expect(fillPages(memoryCache().cache, precache({ '/prerendered/pages.json': JSON.stringify(LIST), '/prerendered/index.html': 'landing' }), ORIGIN)).rejects.toThrow(/contact\.html/);
  });
});

describe('static routes', () => {
  it('send navigations to exactly the stored paths, without a query, to the pages cache', () => {
    const rules = pageRoutes(['/', '/contact'], 'gc-pages-1');
    expect(rules).toEqual([
      { condition: { requestMode: 'navigate', requestMethod: 'GET', urlPattern: { pathname: '/', search: '' } }, source: { cacheName: 'gc-pages-1' } },
      { condition: { requestMode: 'navigate', requestMethod: 'GET', urlPattern: { pathname: '/contact', search: '' } }, source: { cacheName: 'gc-pages-1' } },
    ]);
    expect(pageRoutes([], 'gc-pages-1')).toEqual([]);
  });

  it('name a path with pattern syntax as itself', () => {
    expect(pageRoutes(['/a:b*(c)'], 'gc-pages-1')[0].condition.urlPattern.pathname).toBe('/a\\:b\\*\\(c\\)');
  });

  it('answer the hashed build files from the precache', () => {
    expect(assetRoutes('workbox-precache-v2-x')).toEqual([{ condition: { requestMethod: 'GET', urlPattern: { pathname: '/assets/*' } }, source: { cacheName: 'workbox-precache-v2-x' } }]);
  });
});
