/**
 * 1. First-route JavaScript, gzip: the script files Chromium actually fetches to show a route
 * (service worker blocked, so its precache downloads are not counted), gzipped at level 9, for
 * every route of the navigation as its demo persona, against the framework floor built with the
 * same settings; each route against its budget in the screen manifest
 * (src/shared/sync/screen-manifest.ts `ROUTE_BUDGETS`), and its first view, with no script run.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { BUDGET_TOLERANCE_BYTES, ROUTE_BUDGETS } from '../../src/shared/sync/screen-manifest';
import { FIRST_VIEW_ATTRIBUTE } from '../../src/shared/sync/first-answers';
import { mobileContext, newBenchContext, MOBILE, settle } from '../lib/browser';
import type { ChunkSources } from '../lib/build';
import { budgetRowIds, fmt, type Row } from '../lib/table';
import { FIRST_VISIT_DELAY_MS, FIRST_VISIT_DOWNLOAD_MARK } from '../../src/client/data/engine/first-visit';
import type { BenchRoute } from './routes';

export interface RouteScripts {
  /** `late`: first requested after the page's load event (loaded when idle, after first paint). */
  files: { file: string; raw: number; gzip: number; late: boolean }[];
  gzip: number;
  /** Of `gzip`, the files requested after the load event. */
  lateGzip: number;
  /**
   * Files first requested once a device that held nothing started its first-visit download
   * (FIRST_VISIT_DOWNLOAD_MARK, ADR 094): the sync engine and the schemas it checks rows with,
   * fetched for offline use after the route is shown. Not in `files` or `gzip`; reported beside them.
   */
  download: { file: string; raw: number; gzip: number }[];
  downloadGzip: number;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Loads `url` in a fresh mobile context and sizes every same-origin .js it fetched. */
export async function scriptsOf(browser: Browser, baseUrl: string, route: string, outDir: string, heading?: RegExp, cookie?: string): Promise<RouteScripts> {
  const context = await mobileContext(browser, { serviceWorkers: 'block' });
  try {
    if (cookie) await context.addCookies([cookieFor(baseUrl, cookie)]);
    const page = await context.newPage();
    // Wall-clock times (ms since the epoch), comparable with the page's performance marks.
    const seen = new Map<string, number>();
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('load', () => (loadedAt = Date.now()));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js') && !seen.has(url.pathname)) seen.set(url.pathname, Date.now());
    });
    await page.goto(`${baseUrl}${route}`);
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    await settle(page, 500);
    // A device that held nothing starts its first-visit download FIRST_VISIT_DELAY_MS after its
    // session: wait for it, so its code is counted (beside the route's), not missed.
    await page.waitForTimeout(FIRST_VISIT_DELAY_MS + 1000);
    await settle(page, 500);
    const downloadAt = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    }, FIRST_VISIT_DOWNLOAD_MARK);
    const sized = [...seen.keys()].sort().map((p) => {
      const file = path.join(outDir, p);
      return { file: p, raw: fs.statSync(file).size, gzip: gzipSize(file), at: seen.get(p) ?? 0 };
    });
    const inDownload = (at: number) => downloadAt !== null && at >= downloadAt;
    const files = sized.filter((f) => !inDownload(f.at)).map(({ at, ...f }) => ({ ...f, late: at > loadedAt }));
    const download = sized.filter((f) => inDownload(f.at)).map(({ at: _at, ...f }) => f);
    const sum = (list: readonly { gzip: number }[]) => list.reduce((total, f) => total + f.gzip, 0);
    return { files, gzip: sum(files), lateGzip: sum(files.filter((f) => f.late)), download, downloadGzip: sum(download) };
  } finally {
    await context.close();
  }
}

/** `name=value` as Playwright's cookie for the app's origin. */
function cookieFor(baseUrl: string, cookie: string) {
  const at = cookie.indexOf('=');
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl };
}

/** A route's first view: what the page shows with no script run at all. */
export interface FirstViewCheck {
  /** The route's heading (level 1) is on screen. */
  heading: boolean;
  /** The server's first view (ADR 049) has content; null where the manifest declares none. */
  serverView: boolean | null;
}

/** Opens the route as its persona with JavaScript off and looks for its heading and, where declared, the server's first view. */
export async function firstViewOf(browser: Browser, baseUrl: string, route: BenchRoute, cookie?: string): Promise<FirstViewCheck> {
  const context = await newBenchContext(browser, { ...MOBILE, locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: 'block', javaScriptEnabled: false });
  try {
    if (cookie) await context.addCookies([cookieFor(baseUrl, cookie)]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route.path}`);
    const heading = await page.getByRole('heading', { level: 1, name: route.heading }).isVisible();
    const declared = budgetOf(route).firstView === 'server';
    const serverView = declared ? (await page.locator(`[${FIRST_VIEW_ATTRIBUTE}] > *`).count()) > 0 : null;
    return { heading, serverView };
  } finally {
    await context.close();
  }
}

function budgetOf(route: BenchRoute) {
  const budget = (ROUTE_BUDGETS as Record<string, (typeof ROUTE_BUDGETS)[keyof typeof ROUTE_BUDGETS]>)[route.path];
  if (!budget) throw new Error(`${route.path} has no budget in the screen manifest (ROUTE_BUDGETS)`);
  return budget;
}

/**
 * Each route's first-route JS against its budget (over by more than BUDGET_TOLERANCE_BYTES
 * fails) and the floor, and its first view.
 */
export function budgetRows(floor: RouteScripts, measured: readonly { route: BenchRoute; scripts: RouteScripts; view: FirstViewCheck }[]): Row[] {
  return measured.flatMap(({ route, scripts, view }) => {
    const budget = budgetOf(route);
    const [jsId, viewId] = budgetRowIds(route.key);
    const who = route.persona ? ` as ${route.persona}` : '';
    const budgetBytes = budget.firstRouteJsKiB * 1024;
    return [
      {
        id: jsId,
        figure: `First-route JS, gzip: ${route.path}${who} (${scripts.files.length} files)`,
        value: routeValue(scripts),
        baseline: `${fmt.kb(floor.gzip)} (framework floor)`,
        ratio: fmt.ratio(scripts.gzip, floor.gzip),
        target: `≤ ${fmt.kb(budgetBytes)} (budget) + ${fmt.kb(BUDGET_TOLERANCE_BYTES)}`,
        pass: scripts.gzip <= budgetBytes + BUDGET_TOLERANCE_BYTES,
        measured: scripts.gzip > 0 && floor.gzip > 0,
      },
      {
        id: viewId,
        figure: `First view before any script: ${route.path}${who} (${budget.firstView === 'server' ? 'heading and the server’s view' : 'heading'})`,
        value: [view.heading ? 'heading shown' : 'no heading', ...(view.serverView === null ? [] : [view.serverView ? 'server view shown' : 'no server view'])].join(', '),
        baseline: '—',
        ratio: '—',
        target: budget.firstView === 'server' ? 'both shown' : 'shown',
        pass: view.heading && view.serverView !== false,
        measured: true,
      },
    ];
  });
}

/** A route's figure: its bytes, those by the load event, and the first-visit download's beside them. */
function routeValue(r: RouteScripts): string {
  const download = r.download.length > 0 ? `; + ${fmt.kb(r.downloadGzip)} in ${r.download.length} files with the first-visit download` : '';
  return `${fmt.kb(r.gzip)} (${fmt.kb(r.gzip - r.lateGzip)} by the load event${download})`;
}

/** Issue 19's ceilings, as multiples of the framework floor: the landing page, the booking form. */
const MAX_RATIO = { 'js-landing': 1.25, 'js-book-service': 1.5 } as const;

export function bundleRows(floor: RouteScripts, landing: RouteScripts, book: RouteScripts): Row[] {
  const row = (id: keyof typeof MAX_RATIO, label: string, r: RouteScripts): Row => ({
    id,
    figure: `First-route JS, gzip: ${label} (${r.files.length} files)`,
    value: routeValue(r),
    baseline: `${fmt.kb(floor.gzip)} (framework floor)`,
    ratio: fmt.ratio(r.gzip, floor.gzip),
    target: `≤ ${MAX_RATIO[id]}× floor`,
    pass: r.gzip <= MAX_RATIO[id] * floor.gzip,
    measured: r.gzip > 0 && floor.gzip > 0,
  });
  return [row('js-landing', '/', landing), row('js-book-service', '/book-service as customer-1', book)];
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

export function bundleDetail(floor: RouteScripts, routes: readonly { route: BenchRoute; scripts: RouteScripts }[], chunks?: ChunkSources): string {
  const list = (label: string, r: RouteScripts) =>
    `- ${label}: ${r.files.map((f) => `${path.basename(f.file)}${f.late ? '*' : ''} ${fmt.kb(f.gzip)}`).join(', ')} — total ${fmt.kb(r.gzip)} gzip, ${fmt.kb(r.files.reduce((s, f) => s + f.raw, 0))} raw; ${fmt.kb(r.gzip - r.lateGzip)} requested by the load event, ${fmt.kb(r.lateGzip)} after it (marked *)` +
    (r.download.length > 0 ? `; then with the first-visit download: ${r.download.map((f) => `${path.basename(f.file)} ${fmt.kb(f.gzip)}`).join(', ')} — ${fmt.kb(r.downloadGzip)}` : '');
  const lines = [list('framework floor', floor), ...routes.map((r) => list(r.route.path, r.scripts))];
  if (chunks) for (const r of routes) lines.push(`- Largest contributors on ${r.route.path} (estimated gzip): ${attribution(r.scripts, chunks)}`);
  return lines.join('\n');
}
