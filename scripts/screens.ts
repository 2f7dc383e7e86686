// npm run screens: a screenshot of every screen at phone (390 px) and desktop (1,280 px) width for
// each persona, to look at what people see. Builds nothing: run `npm run build` first.
// Starts the server on a fresh in-memory database with the demo data (PORT, default: any free
// port) and writes PNGs to screens/<persona>/<width>/<screen>.png (SCREENS_DIR to change).
// `npm run screens -- /contact /admin` takes only those paths.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { buildApp } from '../src/server/app';

const root = process.cwd();
const outDir = path.resolve(process.env.SCREENS_DIR ?? 'screens');
const pagesFile = path.join(root, 'dist', 'prerendered', 'pages.json');
if (!fs.existsSync(pagesFile)) {
  console.error('dist/prerendered/pages.json is missing: run `npm run build` first.');
  process.exit(2);
}
// Every screen's path (pages.json lists them all), and one unknown path for 'Page Not Found'.
const allPaths = [...Object.keys(JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<string, string>).filter((p) => p.startsWith('/')), '/no-such-page'];
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = only.length > 0 ? only : allPaths;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const app = await buildApp({ dataDir: 'memory://', serveClient: true, clientDir: path.join(root, 'dist'), logLevel: 'warn' });
const base = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const browser = await launchChromium();

/** Lets the screen settle: its heading, the header's persona control, then its data. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Lazy images load only near the screen: pass over the whole page once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(600);
}

let count = 0;
const problems: string[] = [];
try {
  const session = (await (await fetch(`${base}/api/session`)).json()) as { personas: { id: string; name: string }[] };
  for (const persona of session.personas) {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${persona.id} ${viewport.width}px ${page.url()}: ${error.message}`));
      const res = await context.request.post(`${base}/api/session`, { data: { userId: persona.id } });
      if (!res.ok()) throw new Error(`Could not act as ${persona.id}: ${res.status()}`);
      const dir = path.join(outDir, persona.id, String(viewport.width));
      fs.mkdirSync(dir, { recursive: true });
      for (const pathname of paths) {
        await page.goto(base + pathname);
        await settle(page);
        const file = path.join(dir, `${pathname === '/' ? 'home' : pathname.slice(1).replace(/[^a-z0-9-]/gi, '_')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        count += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
console.log(`${count} screenshots in ${path.relative(root, outDir) || '.'}/<persona>/<width>/`);
if (problems.length > 0) {
  console.error(`Errors in the pages:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
