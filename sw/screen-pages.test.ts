import { describe, expect, it } from 'vitest';
import { SHELL_PAGE, createScreenPages } from './screen-pages';

const LIST = { '/': 'prerendered/index.html', '/contact': 'prerendered/contact.html', '/admin': 'index.html', '*': 'prerendered/not-found.html' };

function precache(entries: Record<string, string>) {
  const reads: string[] = [];
  const match = async (url: string) => {
    reads.push(url);
    return url in entries ? new Response(entries[url]) : undefined;
  };
  return { match, reads };
}

describe('screen pages in the worker', () => {
  const full = { '/prerendered/pages.json': JSON.stringify(LIST), '/prerendered/index.html': 'landing', '/prerendered/contact.html': 'contact', '/index.html': 'shell' };

  it("answers a screen's path with its rendered page, as the server does", async () => {
    const pages = createScreenPages(precache(full).match);
    expect(await (await pages.answer('/'))!.text()).toBe('landing');
    expect(await (await pages.answer('/contact/'))!.text()).toBe('contact');
  });

  it('answers any other path, and a screen rendered in the browser, with the shell', async () => {
    const pages = createScreenPages(precache(full).match);
    expect(await pages.pageOf('/admin')).toBe(SHELL_PAGE);
    expect(await pages.pageOf('/no-such-screen')).toBe(SHELL_PAGE);
    expect(await (await pages.answer('/no-such-screen'))!.text()).toBe('shell');
  });

  it('reads the list once, and again while it is missing from the precache', async () => {
    const entries: Record<string, string> = { '/index.html': 'shell' };
    const { match, reads } = precache(entries);
    const pages = createScreenPages(match);
    expect(await (await pages.answer('/'))!.text()).toBe('shell');
    Object.assign(entries, full);
    expect(await (await pages.answer('/'))!.text()).toBe('landing');
    await pages.answer('/contact');
    expect(reads.filter((url) => url.endsWith('pages.json'))).toHaveLength(2);
  });

  it('falls back to the shell when a listed page is missing, and to nothing without a shell', async () => {
    const pages = createScreenPages(precache({ '/prerendered/pages.json': JSON.stringify(LIST), '/index.html': 'shell' }).match);
    expect(await (await pages.answer('/contact'))!.text()).toBe('shell');
    expect(await createScreenPages(precache({}).match).answer('/')).toBeUndefined();
  });
});
