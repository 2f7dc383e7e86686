// After the build-time renders: adds the rendered screens' pages and their list to the precache
// list the service worker was built with, so a navigation the worker answers gets the same page
// the server would send: the screen already rendered, then hydrated (sw/sw.ts). vite-plugin-pwa
// writes that list into sw.js before the renders exist; each entry is revisioned by its content,
// as Workbox does, so a changed page is fetched again when the new worker installs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shell's entry in the injected list: the new entries go right after it. */
const SHELL_ENTRY = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;

/** `files`: paths inside `dist` ('prerendered/index.html', ...). Returns how many were added. */
export function precachePages(dist: string, files: readonly string[]): number {
  const entries = [...new Set(files)].sort().map((url) => ({
    revision: crypto.createHash('md5').update(fs.readFileSync(path.join(dist, url))).digest('hex'),
    url,
  }));
  const swFile = path.join(dist, 'sw.js');
  const sw = fs.readFileSync(swFile, 'utf8');
  const shell = SHELL_ENTRY.exec(sw);
  if (!shell) throw new Error('sw.js has no precache entry for index.html to add the rendered pages beside');
  if (sw.includes('"url":"prerendered/')) throw new Error('sw.js already lists rendered pages');
  const added = entries.map((entry) => JSON.stringify(entry)).join(',');
  fs.writeFileSync(swFile, sw.replace(SHELL_ENTRY, `${shell[0]},${added}`));
  return entries.length;
}
