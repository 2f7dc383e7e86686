import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/sync/first-answers';
import { SHOWN_WITHIN_MS, newPage, withClientCopy } from './harness';

// Navigations answered from the worker's cache of pages (sw/page-routes.ts): by the browser's
// static routes where it has them (this Chromium does), else by the worker's navigation route.

// On a private copy of dist/: these tests rewrite files in it.
const env = withClientCopy();

/** Opens `path` and waits until the worker controls the page and this version's pages are stored. */
async function installed(pathname = '/contact'): Promise<Page> {
  const page = await newPage(env.browser);
  await page.goto(`${env.server.url}${pathname}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SHOWN_WITHIN_MS });
  await page.waitForFunction(async () => (await caches.keys()).some((name) => name.startsWith('gc-pages-')), undefined, { timeout: SHOWN_WITHIN_MS });
  return page;
}

/** Navigates and says who answered: 'cache' (a static route), '' (the worker's fetch handler). */
async function open(page: Page, pathname: string): Promise<{ source: string; title: string; fromWorker: boolean }> {
  const response = await page.goto(`${env.server.url}${pathname}`);
  const source = await page.evaluate(() => String((performance.getEntriesByType('navigation')[0] as PerformanceEntry & { workerMatchedSourceType?: string }).workerMatchedSourceType ?? ''));
  return { source, title: await page.title(), fromWorker: response?.fromServiceWorker() ?? false };
}

/** A new build whose contact page differs: the page, its compressed copies and its revision in sw.js. */
function deployNewContactPage(marker: string): void {
  const file = path.join(env.clientDir, 'prerendered', 'contact.html');
  const before = fs.readFileSync(file);
  const after = Buffer.from(before.toString('utf8').replace('<head>', `<head>\n    <meta name="gc-build" content="${marker}" />`));
  fs.writeFileSync(file, after);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(after));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(after));
  const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');
  const sw = path.join(env.clientDir, 'sw.js');
  const source = fs.readFileSync(sw, 'utf8');
  const entry = `{"revision":"${md5(before)}","url":"prerendered/contact.html"}`;
  expect(source).toContain(entry);
  fs.writeFileSync(sw, source.replace(entry, `{"revision":"${md5(after)}","url":"prerendered/contact.html"}`));
}

describe("the worker's pages", () => {
  it("answers a screen's path from its cache without the worker, and everything else as before, offline too", async () => {
    const page = await installed();
    expect(await open(page, '/contact')).toEqual({ source: 'cache', title: 'Contact Us — GaadiCare', fromWorker: true });
    expect(await open(page, '/')).toMatchObject({ source: 'cache', fromWorker: true });
    // Not a stored path: the worker's own route, which gives the same pages.
    expect(await open(page, '/contact/?from=mail')).toEqual({ source: '', title: 'Contact Us — GaadiCare', fromWorker: true });
    await page.context().setOffline(true);
    expect(await open(page, '/tool-rental')).toMatchObject({ source: 'cache', fromWorker: true });
    await page.getByRole('heading', { level: 1, name: 'Tool Rental Service' }).waitFor();
    expect((await open(page, '/admin?x=1')).fromWorker).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Administrator' }).waitFor();
    // An unknown path gets the shell, whose title the app sets once it has rendered Page Not Found.
    expect(await open(page, '/no-such-screen')).toMatchObject({ fromWorker: true });
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found — GaadiCare');
    await page.context().setOffline(false);
    await page.close();
  });

  it("never keeps a signed-in provider's own page: the cache gives the plain one", async () => {
    const page = await installed('/provider-dashboard');
    const login = await page.request.post(`${env.server.url}/api/session`, { data: { userId: 'provider-1' } });
    expect(login.ok()).toBe(true);
    // The server itself would answer this navigation with the provider's first answers (ADR 041)...
    const cookie = (await page.context().cookies(env.server.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const direct = await env.server.app.inject({ method: 'GET', url: '/provider-dashboard', headers: { cookie, accept: 'text/html' } });
    expect(direct.body).toContain(`id="${FIRST_ANSWERS_ELEMENT_ID}"`);
    // ...the worker's cache answers with the build's plain page, and holds no personal page anywhere.
    expect(await open(page, '/provider-dashboard')).toMatchObject({ source: 'cache', fromWorker: true });
    expect(await page.evaluate((id) => document.getElementById(id), FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
    const personal = await page.evaluate(async (id) => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          if (response?.headers.get('content-type')?.includes('text/html') && (await response.text()).includes(id)) found.push(`${name} ${request.url}`);
        }
      }
      return found;
    }, FIRST_ANSWERS_ELEMENT_ID);
    expect(personal).toEqual([]);
    await page.close();
  });

  it("a new build's pages replace the old ones once its worker takes over, and the old cache goes", async () => {
    const page = await installed();
    const before = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('gc-pages-')));
    expect(before).toHaveLength(1);

    deployNewContactPage('next');
    // The new worker precaches every page and script before it takes over: on a busy machine, a minute or more.
    const reloaded = page.waitForEvent('load', { timeout: 2 * SHOWN_WITHIN_MS });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The update flow: nothing waits to sync, so the new worker takes over and the page reloads.
    await reloaded;
    await page.waitForFunction(
      async (old) => {
        const names = (await caches.keys()).filter((name) => name.startsWith('gc-pages-'));
        return names.length === 1 && names[0] !== old;
      },
      before[0],
      { timeout: SHOWN_WITHIN_MS },
    );
    const tab = await page.context().newPage();
    expect(await open(tab, '/contact')).toMatchObject({ source: 'cache', title: 'Contact Us — GaadiCare' });
    expect(await tab.locator('meta[name="gc-build"]').getAttribute('content')).toBe('next');
    await tab.context().setOffline(true);
    await open(tab, '/');
    await tab.getByRole('heading', { level: 1, name: /Professional Car/ }).waitFor();
    await page.close();
  });
});
