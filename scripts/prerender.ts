// After `vite build`: renders each screen into a copy of the built index.html (dist/prerendered/),
// listed in dist/prerendered/pages.json, so the server can answer a first visit with the screen's
// content already in the page. A screen whose render does not complete at build time (it waits
// on something only the browser has) keeps the plain index.html and its static header shell.
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { headWithCriticalCss } from './critical-css';
import { messageCatalogs } from './message-catalogs.mjs';
import { precachePages } from './precache-pages';
import { modulePreloadFiles, modulePreloads, readManifest, readModuleChunks } from './screen-preloads';
import { withFirstFramePreloads } from './boot-script';
import { NOT_FOUND_KEY, SCREEN_PAGES_FILE } from '../src/shared/sync/screen-pages';

const dist = path.resolve(process.argv[2] ?? 'dist');
const outDir = path.join(dist, 'prerendered');
const ROOT_START = '<div id="root">';

interface Renderer {
  SCREEN_PATHS: string[];
  renderRoute(pathname: string): Promise<{ html: string; title: string }>;
  SCREEN_CODE: Record<string, { module: string; areas: readonly string[] }>;
  GATE_MODULES: readonly string[];
  AREA_LOADER_MODULES: readonly string[];
  areaModule(area: string): string;
  isCompleteRender(html: string): boolean;
  FIRST_VIEW_SCREENS: readonly string[];
}

/** A path no screen has: renders the catch-all 'Page Not Found', which the server sends with 404. */
const UNKNOWN_PATH = '/page-that-does-not-exist';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function fileNameOf(pathname: string): string {
  return `${pathname === '/' ? 'index' : pathname.slice(1).replace(/[^a-z0-9-]/gi, '_')}.html`;
}

const vite = await createServer({ configFile: false, plugins: [messageCatalogs()], root: process.cwd(), logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { SCREEN_PATHS, renderRoute, SCREEN_CODE, GATE_MODULES, AREA_LOADER_MODULES, areaModule, isCompleteRender, FIRST_VIEW_SCREENS } = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as Renderer;
  const manifest = readManifest(dist);
  const moduleChunks = readModuleChunks(dist);
  // A screen listed in SCREEN_CODE asks for its code at once (ADR 041): in its head, or, when its
  // page shows the person's content itself (a first view, ADR 049), as its first frame begins,
  // with the app's own modules, so nothing is fetched ahead of what that paint needs.
  const screenModules = (pathname: string) => {
    const code = Object.hasOwn(SCREEN_CODE, pathname) ? SCREEN_CODE[pathname] : undefined;
    if (!code) return [];
    const areas = code.areas.length ? [...AREA_LOADER_MODULES, ...code.areas.map(areaModule)] : [];
    return [code.module, ...GATE_MODULES, ...areas];
  };
  const preloadsOf = (pathname: string) => (FIRST_VIEW_SCREENS.includes(pathname) ? '' : modulePreloads(manifest, screenModules(pathname), moduleChunks));
  const firstFramePreloadsOf = (pathname: string) => (FIRST_VIEW_SCREENS.includes(pathname) ? modulePreloadFiles(manifest, screenModules(pathname), moduleChunks) : []);
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const start = index.indexOf(ROOT_START);
  const end = index.indexOf('</body>');
  if (start < 0 || end < start) throw new Error('index.html has no <div id="root"> before </body>');
  const head = index.slice(0, start).replace(/\s*<!--[^>]*React replaces it[^>]*-->\s*$/, '\n    ');

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  // Every screen is listed: a screen whose render did not complete is answered with index.html.
  const pages: Record<string, string> = {};
  const skipped: string[] = [];
  /** Writes a rendered page; `screen`, the screen's path, names what it asks for at once (none for the not-found page). */
  const write = (file: string, html: string, title: string, marker: string, screen?: string) => {
    const firstView = screen !== undefined && FIRST_VIEW_SCREENS.includes(screen);
    // Only the styles this page's first paint needs are inline; the rest follow (scripts/critical-css.ts).
    // A page that may carry a person's first view keeps the whole stylesheet: the view's classes
    // depend on what it shows (ADR 049).
    const styled = firstView ? head : headWithCriticalCss(head, html);
    const titled = withFirstFramePreloads(styled, screen ? firstFramePreloadsOf(screen) : [])
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${screen ? preloadsOf(screen) : ''}</head>`);
    fs.writeFileSync(path.join(outDir, file), `${titled}<div id="root"${marker}>${html}</div>\n  ${index.slice(end)}`);
    return `prerendered/${file}`;
  };
  for (const pathname of SCREEN_PATHS) {
    const { html, title } = await renderRoute(pathname);
    if (!isCompleteRender(html)) {
      skipped.push(pathname);
      pages[pathname] = 'index.html';
      continue;
    }
    pages[pathname] = write(fileNameOf(pathname), html, title, ` data-prerendered="${pathname}"`, pathname);
  }
  // Rendered for one unknown path, so it is never hydrated as another one: the browser renders afresh.
  const notFound = await renderRoute(UNKNOWN_PATH);
  if (!isCompleteRender(notFound.html)) throw new Error('The not-found screen did not render completely at build time');
  pages[NOT_FOUND_KEY] = write('not-found.html', notFound.html, notFound.title, '');
  fs.writeFileSync(path.join(dist, SCREEN_PAGES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
  // The worker answers navigations with the screens' pages too (offline and on repeat visits); it
  // answers a path it does not know with the shell, whose router shows 'Page Not Found'.
  const screenPages = Object.entries(pages).filter(([pathname, file]) => pathname !== NOT_FOUND_KEY && file !== 'index.html');
  if (fs.existsSync(path.join(dist, 'sw.js'))) precachePages(dist, [SCREEN_PAGES_FILE, ...screenPages.map(([, file]) => file)]);
  console.log(`prerendered ${Object.keys(pages).filter((p) => !skipped.includes(p)).join(' ')}${skipped.length ? `; left to the browser: ${skipped.join(' ')}` : ''}`);
} finally {
  await vite.close();
}
