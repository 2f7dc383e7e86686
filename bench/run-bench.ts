/**
 * Runs every measurement and returns the table rows with their details. `smoke` does each one
 * once, briefly and on little data: it proves the bench works, its timings mean nothing.
 */
import type { Booking } from '../src/shared/schemas/booking';
import { startAppServer } from './lib/app-server';
import { launchChromium } from './lib/browser';
import { buildAll, currentDist } from './lib/build';
import { describeMachine, type MachineInfo } from './lib/machine';
import { CHROMIUM_PATH } from './lib/paths';
import { measureThroughCaddy } from './lib/proxy';
import { serveStatic } from './lib/static-server';
import { SeededDatabases } from './lib/seeded';
import { rowIds, type Row } from './lib/table';
import { seedPendingBookings } from './servers/seed-pending';
import { LoadGenerator } from './load/run-load';
import { budgetRows, bundleDetail, bundleRows, firstViewOf, languageLayerRow, scriptsOf } from './measures/bundle';
import { measureIdb } from './measures/idb';
import { lighthouseDetail, lighthouseRows, measureLighthouse } from './measures/lighthouse';
import { measureProvider3g, measureProvider3gThroughProxy } from './measures/provider-3g';
import { measureOfflineWrites } from './measures/offline-writes';
import { measurePendingList } from './measures/pending-list';
import { measurePoll } from './measures/poll';
import { measureRepeatVisit } from './measures/repeat-visit';
import { measureStart } from './measures/start';
import { type BenchRoute, ROUTES, selectRoutes, SMOKE_ROUTES } from './measures/routes';
import { measureUploadLoad, type UploadLoadOptions } from './measures/upload-load';
import { measureAlerts, type AlertsSettings } from './measures/alerts';

export interface BenchSettings {
  lighthouseRuns: number;
  repeatRuns: number;
  /** Figure 9: cold loads of the provider dashboard at Fast 3G, and the pending jobs seeded for it. */
  provider3g: { runs: number; seededJobs: number };
  poll: { runs: number; durationMs: number; connections: number };
  pending: { runs: number; durationMs: number; connections: number; pendingBookings: number };
  offlineWrites: number;
  idb: { rows: number; refreshRuns: number; liveWrites: number };
  uploads: UploadLoadOptions;
  /** `npm start` with dist/ current, timed this many times (after starts that build). */
  startRuns: number;
  /** Figure 11: the city's minutes beside the accepted-bid probe, the providers near one new job. */
  alerts: AlertsSettings;
}

/** Routes whose first-route scripts are sized at once (figure 1). */
const ROUTES_AT_ONCE = 4;

export const FULL: BenchSettings = {
  lighthouseRuns: 3,
  repeatRuns: 5,
  provider3g: { runs: 3, seededJobs: 20 },
  poll: { runs: 5, durationMs: 5000, connections: 50 },
  pending: { runs: 3, durationMs: 5000, connections: 8, pendingBookings: 200 },
  offlineWrites: 200,
  idb: { rows: 10_000, refreshRuns: 3, liveWrites: 100 },
  uploads: { uploads: 3, photosPerUpload: 10, photoBytes: 5 * 1024 * 1024, connections: 4, windowMs: 1000, baselineMs: 5000 },
  startRuns: 3,
  alerts: { cityMinutes: 2, providers: 500, smoke: false },
};

/** The full settings, but each measurement once, briefly and on little data. */
export const SMOKE: BenchSettings = {
  ...FULL,
  lighthouseRuns: 1,
  repeatRuns: 1,
  provider3g: { runs: 1, seededJobs: 5 },
  poll: { ...FULL.poll, runs: 1, durationMs: 500, connections: 4 },
  pending: { ...FULL.pending, runs: 1, durationMs: 500, connections: 2, pendingBookings: 20 },
  offlineWrites: 10,
  idb: { ...FULL.idb, rows: 500, refreshRuns: 1, liveWrites: 10 },
  uploads: { ...FULL.uploads, photosPerUpload: 2, photoBytes: 200 * 1024, connections: 2, windowMs: 300, baselineMs: 500 },
  startRuns: 1,
  alerts: { cityMinutes: null, providers: 20, smoke: true },
};

export interface BenchReport {
  rows: Row[];
  /** The app measured was `npm run build`'s current dist/ (a smoke run after a build), not a build of its own. */
  sharedBuild: boolean;
  details: { title: string; text: string }[];
  machine: MachineInfo;
  settings: BenchSettings;
  smoke: boolean;
  /** The routes Lighthouse audited. */
  routes: BenchRoute[];
  seconds: number;
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function templateBooking(inject: (opts: object) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>): Promise<Booking> {
  const login = await inject({ method: 'POST', url: '/api/session', payload: { userId: 'customer-2' } });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const res = await inject({ method: 'GET', url: '/api/bookings/f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`GET f0d5b7c2-8a1e-4d3f-9b26-4e8c0a6f2e85 answered ${res.statusCode}`);
  return res.json() as Booking;
}

/** Figure numbers by name, for `--only lighthouse,provider-3g`. */
export const FIGURES: Readonly<Record<string, number>> = {
  bundle: 1,
  lighthouse: 2,
  repeat: 3,
  poll: 4,
  pending: 5,
  offline: 6,
  idb: 7,
  uploads: 8,
  'provider-3g': 9,
  start: 10,
  alerts: 11,
};

/**
 * `only`: the figure numbers to run (all when absent); `routes`: the paths Lighthouse audits
 * (every route in a full run, / and /provider-dashboard in a smoke run, when absent); `seeded`: a
 * PGlite dump of the migrated database with the demo seeded (the test run's template, ADR 053),
 * which the run otherwise makes itself.
 */
export async function runBench(opts: { smoke: boolean; only?: readonly number[]; routes?: readonly string[]; seeded?: Blob }): Promise<BenchReport> {
  const settings = opts.smoke ? SMOKE : FULL;
  const started = performance.now();
  const rows: Row[] = [];
  const details: BenchReport['details'] = [];
  const runs = (figure: number) => !opts.only || opts.only.includes(figure);
  const routes = selectRoutes(opts.routes ?? (opts.smoke ? SMOKE_ROUTES : undefined));
  // Taken before any work starts: the load average is the machine's, not the bench's.
  let machine = describeMachine(CHROMIUM_PATH);
  // A smoke run proves the bench works: it measures the build the browser tests made, when that is
  // a build of exactly these sources, instead of building the app again (ADR 054).
  const shared = opts.smoke ? currentDist() : undefined;

  // Every server of figures 1–9 starts from one migrated, seeded database, made once (lib/seeded.ts).
  if ([1, 2, 3, 4, 5, 6, 7, 8, 9].some(runs)) {
    const seeded = await SeededDatabases.open(opts.seeded);
    try {
      // The browser figures share one build, browser and server: they run together.
      if ([1, 2, 3, 6, 7, 9].some(runs)) {
        const version = await browserFigures(settings, { runs, routes, shared, seeded }, rows, details);
        machine = { ...machine, chromium: describeMachine(CHROMIUM_PATH, version).chromium };
      }

      // ---- Load measurements: servers pinned to core 0, load generator to core 1 ----------------
      if ([4, 5, 8].some(runs)) {
        const load = await LoadGenerator.start();
        try {
          if (runs(4)) {
            log('4. unchanged poll');
            const poll = await measurePoll(load, settings.poll, seeded);
            rows.push(...poll.rows);
            details.push({ title: '4. Unchanged poll (304)', text: poll.detail });
          }
          if (runs(5)) {
            log('5. pending-jobs list');
            const pending = await measurePendingList(load, settings.pending, seeded);
            rows.push(...pending.rows);
            details.push({ title: '5. Pending-jobs list', text: pending.detail });
          }
          if (runs(8)) {
            log('8. reads while photos upload');
            const uploads = await measureUploadLoad(load, settings.uploads, seeded);
            rows.push(...uploads.rows);
            details.push({ title: '8. Reads while three large photo uploads are in flight', text: uploads.detail });
          }
        } finally {
          await load.stop();
        }
      }
    } finally {
      await seeded.close();
    }
  }

  if (runs(10)) {
    log('10. npm start with dist/ current');
    const start = await measureStart(settings.startRuns, opts.smoke, shared);
    rows.push(...start.rows);
    details.push({ title: '10. `npm start` with dist/ current', text: start.detail });
  }

  // Figure 11 runs the city simulation (two server processes on PostgreSQL, a few minutes): left
  // out of a smoke run unless named with --only.
  if (opts.smoke ? opts.only?.includes(11) : runs(11)) {
    log('11. alerts');
    const alerts = await measureAlerts(settings.alerts);
    rows.push(...alerts.rows);
    details.push({ title: '11. Alerts: accepted bid while the city runs; a new job near many providers', text: alerts.detail });
  }

  const order = new Map<string, number>(rowIds(routes.map((r) => r.key)).map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99));
  details.sort((a, b) => a.title.localeCompare(b.title));
  return { rows, sharedBuild: shared !== undefined, details, machine, settings, smoke: opts.smoke, routes, seconds: (performance.now() - started) / 1000 };
}

/** Figures 1, 2, 3, 6, 7 and 9: the built app in Chromium. Returns the browser's version. */
async function browserFigures(
  settings: BenchSettings,
  pick: { runs: (figure: number) => boolean; routes: readonly BenchRoute[]; shared: string | undefined; seeded: SeededDatabases },
  rows: Row[],
  details: BenchReport['details'],
): Promise<string> {
  const { runs } = pick;
  log(pick.shared ? `building the framework floor and the IndexedDB page; the app is ${pick.shared}` : 'building the app, the framework floor and the IndexedDB page');
  const builds = await buildAll(pick.shared);
  const floor = await serveStatic(builds.floor);
  const idbPage = await serveStatic(builds.idb);
  const browser = await launchChromium();
  const version = browser.version();
  try {
    // ---- Browser measurements: the app server runs in this process --------------------------
    let server = await startAppServer(builds.app, pick.seeded.pglite);
    // Pending jobs near provider-1, so the provider dashboard lists real work (figures 2 and 9).
    await seedPendingBookings(server.app.db, settings.provider3g.seededJobs);
    const cookieOf = async (userId: string) => {
      const login = await server.app.inject({ method: 'POST', url: '/api/session', payload: { userId } });
      if (login.statusCode !== 200) throw new Error(`POST /api/session as ${userId} answered ${login.statusCode}`);
      return String(login.headers['set-cookie']).split(';')[0];
    };
    try {
      if (runs(1)) {
        log('1. first-route JavaScript');
        const floorJs = await scriptsOf(browser, floor.url, '/', builds.floor, /Framework floor/);
        // Every route as its demo persona, beside the same floor; a few routes at a time, each in
        // its own context (what is fetched does not depend on how fast, only on what is shown).
        const cookies = new Map<string, string>();
        for (const persona of new Set(ROUTES.map((r) => r.persona))) if (persona) cookies.set(persona, await cookieOf(persona));
        const measured: Parameters<typeof budgetRows>[1][number][] = [];
        for (let i = 0; i < ROUTES.length; i += ROUTES_AT_ONCE) {
          const batch = ROUTES.slice(i, i + ROUTES_AT_ONCE).map(async (route) => {
            const cookie = route.persona ? cookies.get(route.persona) : undefined;
            const scripts = await scriptsOf(browser, server.url, route.path, builds.app, route.heading, cookie);
            return { route, scripts, view: await firstViewOf(browser, server.url, route, cookie) };
          });
          measured.push(...(await Promise.all(batch)));
        }
        const scriptsAt = (path: string) => measured.find((m) => m.route.path === path)!.scripts;
        rows.push(...bundleRows(floorJs, scriptsAt('/'), scriptsAt('/book-service')));
        rows.push(languageLayerRow(scriptsAt('/'), builds.appChunks));
        rows.push(...budgetRows(floorJs, measured));
        details.push({ title: '1. First-route JavaScript (files fetched by Chromium, gzip -9)', text: bundleDetail(floorJs, measured, builds.appChunks) });
      }

      if (runs(2)) {
        log(`2. Lighthouse: ${pick.routes.map((r) => r.path).join(' ')}`);
        const lh = await measureLighthouse(server.url, floor.url, pick.routes, settings.lighthouseRuns, cookieOf);
        rows.push(...lh.routes.flatMap((r) => lighthouseRows(r.route, r.series, lh.floor)));
        details.push({ title: '2. Lighthouse 12, mobile defaults, performance only', text: lighthouseDetail(lh) });
      }

      if (runs(9)) {
        log('9. provider dashboard at Fast 3G');
        const p3g = await measureProvider3g(browser, server.url, floor.url, settings.provider3g.runs, settings.provider3g.seededJobs);
        rows.push(...p3g.rows);
        details.push({ title: '9. Provider dashboard, cold, Fast 3G + 4× CPU', text: p3g.detail });
        log('9b. the same through Caddy (HTTP/2)');
        const proxied = await measureThroughCaddy(server.url, (proxy) =>
          measureProvider3gThroughProxy({ browser, url: server.url }, proxy, settings.provider3g.runs, settings.provider3g.seededJobs),
        );
        rows.push(...proxied.rows);
        details.push({ title: '9b. Provider dashboard, cold, Fast 3G + 4× CPU, through Caddy (TLS, HTTP/2) and direct (HTTP/1.1)', text: proxied.detail });
      }

      if (runs(3)) {
        log('3. repeat visit and offline routes');
        const repeat = await measureRepeatVisit(browser, server.url, floor.url, settings.repeatRuns);
        rows.push(...repeat.rows);
        details.push({ title: '3. Repeat visit through the service worker; routes offline', text: repeat.detail });
      }

      if (runs(7)) {
        log('7. IndexedDB');
        const template = await templateBooking((o) => server.app.inject(o as never) as never);
        const idb = await measureIdb(browser, `${idbPage.url}/`, template, settings.idb);
        rows.push(...idb.rows);
        details.push({ title: '7. IndexedDB (the app\'s GaadiDb, parseRows + applyServerSnapshot, liveQuery)', text: idb.detail });
      }

      if (runs(6)) {
        // A fresh server: the writes' rate-limit allowance and data start clean.
        await server.close();
        server = await startAppServer(builds.app, pick.seeded.pglite);
        log('6. offline writes');
        const offline = await measureOfflineWrites(browser, server, settings.offlineWrites);
        rows.push(...offline.rows);
        details.push({ title: '6. Writes queued offline, replayed by the service worker', text: offline.detail });
      }
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
    await floor.close();
    await idbPage.close();
  }

  return version;
}
