// After `vite build`: renders each screen into a copy of the built index.html (dist/prerendered/),
// listed in dist/prerendered/pages.json, so the server can answer a first visit with the screen's
// content already in the page. A screen whose render does not complete at build time (it waits
// on something only the browser has) keeps the plain index.html and its static header shell.
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const dist = path.resolve(process.argv[2] ?? 'dist');
const outDir = path.join(dist, 'prerendered');
const ROOT_START = '<div id="root">';
// React's markers for a Suspense boundary still pending or given up on in a render.
const INCOMPLETE = /<!--\$[?!]-->/;

interface Renderer {
  SCREEN_PATHS: string[];
  renderRoute(pathname: string): Promise<string>;
}

function fileNameOf(pathname: string): string {
  return `${pathname === '/' ? 'index' : pathname.slice(1).replace(/[^a-z0-9-]/gi, '_')}.html`;
}

const vite = await createServer({ configFile: false, root: process.cwd(), logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { SCREEN_PATHS, renderRoute } = (await vite.ssrLoadModule('/src/client/prerender.tsx')) as Renderer;
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const start = index.indexOf(ROOT_START);
  const end = index.indexOf('</body>');
  if (start < 0 || end < start) throw new Error('index.html has no <div id="root"> before </body>');
  const head = index.slice(0, start).replace(/\s*<!--[^>]*React replaces it[^>]*-->\s*$/, '\n    ');

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  const pages: Record<string, string> = {};
  const skipped: string[] = [];
  for (const pathname of SCREEN_PATHS) {
    const html = await renderRoute(pathname);
    if (INCOMPLETE.test(html)) {
      skipped.push(pathname);
      continue;
    }
    const file = fileNameOf(pathname);
    fs.writeFileSync(path.join(outDir, file), `${head}<div id="root" data-prerendered="${pathname}">${html}</div>\n  ${index.slice(end)}`);
    pages[pathname] = `prerendered/${file}`;
  }
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  console.log(`prerendered ${Object.keys(pages).join(' ')}${skipped.length ? `; left to the browser: ${skipped.join(' ')}` : ''}`);
} finally {
  await vite.close();
}
