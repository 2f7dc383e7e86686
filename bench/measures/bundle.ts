/**
 * 1. First-route JavaScript, gzip: the script files Chromium actually fetches to show a route
 * (service worker blocked, so its precache downloads are not counted), gzipped at level 9, for
 * the landing route and /book-service, against the framework floor built with the same settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { mobileContext, settle } from '../lib/browser';
import type { ChunkSources } from '../lib/build';
import { fmt, type Row } from '../lib/table';

export interface RouteScripts {
  /** `late`: first requested after the page's load event (loaded when idle, after first paint). */
  files: { file: string; raw: number; gzip: number; late: boolean }[];
  gzip: number;
  /** Of `gzip`, the files requested after the load event. */
  lateGzip: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Loads `url` in a fresh mobile context and sizes every same-origin .js it fetched. */
export async function scriptsOf(browser: Browser, baseUrl: string, route: string, outDir: string, heading?: RegExp): Promise<RouteScripts> {
  const context = await mobileContext(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const seen = new Map<string, number>();
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('load', () => (loadedAt = performance.now()));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js') && !seen.has(url.pathname)) seen.set(url.pathname, performance.now());
    });
    await page.goto(`${baseUrl}${route}`);
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    await settle(page, 500);
    const files = [...seen.keys()].sort().map((p) => {
      const file = path.join(outDir, p);
      return { file: p, raw: fs.statSync(file).size, gzip: gzipSize(file), late: (seen.get(p) ?? 0) > loadedAt };
    });
    const sum = (list: typeof files) => list.reduce((total, f) => total + f.gzip, 0);
    return { files, gzip: sum(files), lateGzip: sum(files.filter((f) => f.late)) };
  } finally {
    await context.close();
  }
}

/** Issue 19's ceilings, as multiples of the framework floor: the landing page, the booking form. */
const MAX_RATIO = { 'js-landing': 1.25, 'js-book-service': 1.4 } as const;

export function bundleRows(floor: RouteScripts, landing: RouteScripts, book: RouteScripts): Row[] {
  const row = (id: keyof typeof MAX_RATIO, label: string, r: RouteScripts): Row => ({
    id,
    figure: `First-route JS, gzip: ${label} (${r.files.length} files)`,
    value: `${fmt.kb(r.gzip)} (${fmt.kb(r.gzip - r.lateGzip)} by the load event)`,
    baseline: `${fmt.kb(floor.gzip)} (framework floor)`,
    ratio: fmt.ratio(r.gzip, floor.gzip),
    target: `≤ ${MAX_RATIO[id]}× floor`,
    pass: r.gzip <= MAX_RATIO[id] * floor.gzip,
    measured: r.gzip > 0 && floor.gzip > 0,
  });
  return [row('js-landing', '/', landing), row('js-book-service', '/book-service', book)];
}

/**
 * Estimated gzip bytes per package on a route: each file's gzip size shared out by how much of
 * the file (before minification) each package contributes.
 */
function ownerTotals(r: RouteScripts, chunks: ChunkSources): Map<string, number> {
  const totals = new Map<string, number>();
  for (const f of r.files) {
    const owners = chunks.get(f.file);
    if (!owners) continue;
    const sum = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [owner, bytes] of owners) totals.set(owner, (totals.get(owner) ?? 0) + (f.gzip * bytes) / sum);
  }
  return totals;
}

export function attribution(r: RouteScripts, chunks: ChunkSources, top = 6): string {
  const totals = ownerTotals(r, chunks);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, bytes]) => `${owner} ≈ ${fmt.kb(bytes)}`)
    .join(', ');
}

/** The language layer: the app's i18n modules (loader, `t`, the compiled catalogs) and Lingui's runtime. */
const LANGUAGE_LAYER = /^(src\/client\/i18n|@lingui\/)/;
/** Issue 20: English visitors' first route may grow by at most 2 KB for the languages. */
const LANGUAGE_BUDGET_BYTES = 2048;

/**
 * The English language layer on `/`: its estimated gzip share of the files fetched (as
 * `attribution`). It counts the layer's own code and catalogs wherever the bundler put them; it
 * leaves out what the layer costs elsewhere (message ids at the call sites instead of inline text,
 * chunks split differently), which only an A/B build against the same app with the English inline
 * shows (ADR 038: +1,868 B that way when this share was 1,861 B; the share counts the chrome's
 * English text, which the inline build carries too). The build numbers the chrome ids, so the
 * English catalog here is a list of its texts.
 */
/** `chunks` undefined: the app was `npm run build`'s dist/, whose chunks are not attributed (smoke). */
export function languageLayerRow(landing: RouteScripts, chunks: ChunkSources | undefined): Row {
  let bytes = 0;
  for (const [owner, share] of chunks ? ownerTotals(landing, chunks) : []) if (LANGUAGE_LAYER.test(owner)) bytes += share;
  return {
    id: 'i18n-landing',
    figure: 'Language layer on / in English, gzip (share of the files fetched: src/client/i18n and Lingui)',
    value: chunks ? fmt.kb(bytes) : 'not attributed (the shared build)',
    baseline: '0 (no language layer)',
    ratio: '—',
    target: `≤ ${fmt.kb(LANGUAGE_BUDGET_BYTES)}`,
    pass: bytes <= LANGUAGE_BUDGET_BYTES,
    measured: chunks !== undefined && landing.gzip > 0,
  };
}

export function bundleDetail(floor: RouteScripts, landing: RouteScripts, book: RouteScripts, chunks?: ChunkSources): string {
  const list = (label: string, r: RouteScripts) =>
    `- ${label}: ${r.files.map((f) => `${path.basename(f.file)}${f.late ? '*' : ''} ${fmt.kb(f.gzip)}`).join(', ')} — total ${fmt.kb(r.gzip)} gzip, ${fmt.kb(r.files.reduce((s, f) => s + f.raw, 0))} raw; ${fmt.kb(r.gzip - r.lateGzip)} requested by the load event, ${fmt.kb(r.lateGzip)} after it (marked *)`;
  const lines = [list('framework floor', floor), list('/', landing), list('/book-service', book)];
  if (chunks) {
    lines.push(`- Largest contributors on / (estimated gzip): ${attribution(landing, chunks)}`);
    lines.push(`- Largest contributors on /book-service (estimated gzip): ${attribution(book, chunks)}`);
  }
  return lines.join('\n');
}
