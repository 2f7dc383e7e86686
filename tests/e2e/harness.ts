import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/server/app';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { LIVE_ATTRIBUTE } from '../../src/client/app/live-page';
import { FIRST_VIEW_ATTRIBUTE } from '../../src/shared/sync/first-answers';
import { isExpectedError } from './expected-errors';
import { defaultSeed } from '../../src/server/db/seed';
import { pgliteTemplate } from '../server/template-databases';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const ARTIFACTS_DIR = path.join(here, '.artifacts');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = { width: number; height: number };

/**
 * How long a test waits for the page to show the outcome of a step (a screen, a toast, an upload's
 * photo, a synced row). Three browser files share two cores in CI, each with its own Chromium and
 * server: a step that takes a second alone can take many under that load, and a machine whose
 * fresh memory is slow to touch takes longer still (ADR 113), so a wait is sized to the load, not
 * to a quiet machine. It only costs time when the outcome never comes.
 */
export const SHOWN_WITHIN_MS = 90_000;

export interface TestServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The migrated, seeded PGlite database an in-memory server of these options starts from: the run's
 * template (tests/server/template-databases.ts, ADR 053) instead of migrating and seeding for each
 * file. Undefined for PostgreSQL, a folder on disk, or outside a run with templates.
 */
async function seededCopy(options: AppOptions): Promise<Blob | undefined> {
  if (options.databaseUrl || options.dataDir !== 'memory://') return undefined;
  const seed = options.seed ?? defaultSeed(options.demoMode);
  if (seed === false) return undefined;
  return (await pgliteTemplate(seed)) ?? undefined;
}

/**
 * Starts the real server (fresh in-memory database with demo data, built client from dist/)
 * on a free port. `env` is applied to process.env before the app is built and restored on close;
 * `app` overrides the app's options (e.g. a PostgreSQL database outside demo mode).
 */
export async function startServer(opts: { env?: Record<string, string>; app?: Partial<AppOptions> } = {}): Promise<TestServer> {
  const saved = new Map<string, string | undefined>();
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
  const restoreEnv = () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };

  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    restoreEnv();
    throw new Error('dist/index.html is missing: run `npx vite build` before the browser tests.');
  }

  try {
    const { buildApp } = await import('../../src/server/app');
    const options: AppOptions = {
      dataDir: 'memory://',
      serveClient: true,
      clientDir: path.join(root, 'dist'),
      logLevel: 'warn',
      databaseUrl: process.env.DATABASE_URL_E2E,
      ...opts.app,
    };
    const app = await buildApp({ ...options, loadDataDir: options.loadDataDir ?? (await seededCopy(options)) });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      url: address,
      app,
      async close() {
        await app.close();
        restoreEnv();
      },
    };
  } catch (error) {
    restoreEnv();
    throw error;
  }
}

/**
 * Like startServer, but serving a private copy of dist/ (`clientDir`, removed on close): for tests
 * that rewrite the worker script or a page, and that run for minutes while a build started
 * meanwhile in the same tree must not pull the files out from under them.
 */
export async function startServerWithClientCopy(): Promise<TestServer & { clientDir: string }> {
  const dist = process.env.E2E_CLIENT_DIR ?? path.join(root, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first.');
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-client-'));
  fs.cpSync(dist, clientDir, { recursive: true });
  const { buildApp } = await import('../../src/server/app');
  const options: AppOptions = { dataDir: 'memory://', serveClient: true, clientDir, logLevel: 'warn' };
  const app = await buildApp({ ...options, loadDataDir: await seededCopy(options) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    clientDir,
    async close() {
      await app.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** What the pages of this file reported as errors since the last test ended (ADR 054). */
const pageErrors: string[] = [];

/**
 * Fails the test that just ended on an error its pages reported that no test provokes on purpose
 * (expected-errors.ts): an uncaught exception, a React recoverable error, the app's console.error.
 * Run after every test by page-errors-setup.ts.
 */
export function expectNoPageErrors(): void {
  const seen = pageErrors.splice(0);
  expect(seen, 'errors reported by the pages (tests/e2e/expected-errors.ts lists the only ones allowed)').toEqual([]);
}

/**
 * Minified React reports a recoverable error as a wrapper (#418, #520, …) whose `cause` is what
 * actually went wrong, and the browser prints only the wrapper: this prints the cause beside it.
 */
function printErrorCauses(): void {
  window.addEventListener('error', (event: ErrorEvent) => {
    const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
    if (cause) console.error(`${String(event.message)} — caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`);
  });
}

async function watchContext(context: BrowserContext): Promise<void> {
  context.on('weberror', (error) => {
    const text = error.error().stack ?? error.error().message;
    if (!isExpectedError(text)) pageErrors.push(`uncaught on ${error.page()?.url() ?? 'a page'}: ${text}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedError(message.text())) return;
    pageErrors.push(`console.error at ${message.location().url || message.page()?.url()}: ${message.text()}`);
  });
  await context.addInitScript(printErrorCauses);
}

/**
 * Chromium whose every context (newContext, newPage) is watched for errors, checked after each
 * test, and whose steps without a limit of their own (a click, a wait) wait SHOWN_WITHIN_MS. It is
 * the headless shell (ADR 116) unless `push`: a test of alerts needs the full browser, the only one
 * whose pages can be allowed notifications. `env`: the browser's environment.
 */
export interface BrowserOptions {
  env?: Record<string, string>;
  push?: boolean;
  /**
   * false: pages run without the service worker, as on a first visit before it takes over, unless
   * a context asks for it (`serviceWorkers: 'allow'`). Installing it fetches and stores the whole
   * app (about 200 files), the dearest part of a short test's page (ADR 117).
   */
  worker?: boolean;
}

/** Playwright's name for running a context's service worker or not. */
const serviceWorkersOf = (worker: boolean) => (worker ? 'allow' : 'block') as 'allow' | 'block';

export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const browser = await launchChromium({ env: options.env, shell: !options.push });
  const newContext = browser.newContext.bind(browser);
  const serviceWorkers = serviceWorkersOf(options.worker ?? true);
  // Browser.newPage makes its context through newContext too.
  browser.newContext = async (contextOptions) => {
    const context = await newContext({ serviceWorkers, ...contextOptions });
    context.setDefaultTimeout(SHOWN_WITHIN_MS);
    await watchContext(context);
    return context;
  };
  return browser;
}

/**
 * A page in its own context (own cookies, storage and service worker) at the given viewport;
 * `worker` overrides the browser's choice of running the service worker (launchBrowser).
 */
export async function newPage(browser: Browser, viewport: Viewport = DESKTOP, options: { worker?: boolean } = {}): Promise<Page> {
  const workers = options.worker === undefined ? {} : { serviceWorkers: serviceWorkersOf(options.worker) };
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata', ...workers });
  const page = await context.newPage();
  // Closing the page also releases its context so each test starts clean.
  page.once('close', () => void context.close().catch(() => undefined));
  return page;
}

/** Waits until the app has taken the page over (a built page shows before its controls answer). */
export async function waitForLive(page: Page, timeout = SHOWN_WITHIN_MS): Promise<void> {
  await page.locator(`html[${LIVE_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout });
}

/**
 * Waits until the app's own screen has replaced the server's first view (ADR 049), whose Place Bid
 * opens the small bid form (ADR 111) rather than the app's dialog; a page without one passes at once.
 */
export async function waitForAppScreen(page: Page): Promise<void> {
  await page.locator(`[${FIRST_VIEW_ATTRIBUTE}]`).waitFor({ state: 'detached', timeout: SHOWN_WITHIN_MS });
}

/** Holds the page's requests matching `pattern` (a script, an API answer) until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/**
 * Picks the first or last option of a Radix select with the keys a person would use: Enter opens
 * the list, Home or End moves to the option, Enter picks it. A click on an option as the list
 * opens is ignored by Radix (the opening tap's release), which a busy machine makes likely; keys
 * have no such moment. Returns once the list has gone: while it is open the rest of the page is
 * hidden from roles.
 */
export async function chooseOption(page: Page, trigger: Locator, which: 'first' | 'last'): Promise<void> {
  await trigger.focus();
  await trigger.press('Enter');
  const list = page.getByRole('listbox');
  await list.waitFor();
  // The list takes the focus once it has placed itself; a key before that goes to the trigger.
  await page.waitForFunction(() => document.activeElement?.closest('[role="listbox"]') != null);
  await page.keyboard.press(which === 'first' ? 'Home' : 'End');
  // Radix moves the focus on Home or End in a timer; an Enter before it would pick the old option.
  const option = which === 'first' ? list.getByRole('option').first() : list.getByRole('option').last();
  await option.and(page.locator(':focus')).waitFor();
  const label = (await option.textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await list.waitFor({ state: 'detached' });
  await expect.poll(async () => (await trigger.textContent())?.trim(), { timeout: SHOWN_WITHIN_MS }).toBe(label);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

let axeSource: string | undefined;

/** Runs axe-core in the page and returns only serious and critical violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  // Evaluated through the devtools protocol, which the app's Content-Security-Policy does not block
  // (an inline <script> tag would be refused).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Whether the tests save their screenshots: yes unless E2E_SCREENSHOTS=0, which CI sets (nobody
 * looks at a run's pictures there, and each full-page one costs 0.3–2.5 s of a busy machine).
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * A screenshot saved to tests/e2e/.artifacts/<name>.png (unless turned off); returns the file path.
 * The whole page, or with `{ fullPage: false }` what the viewport shows: for a page too tall for a
 * full-page picture (the city dashboard's 116 open jobs make one 32,000 px tall, 13–17 s of a busy
 * machine and at times more than Playwright's 30 s, where the viewport takes under a second).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  if (!SAVE_SCREENSHOTS) return file;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** One-line summary of violations, for readable assertion failures. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/**
 * One server and one browser for a test file: started before its tests, closed after them.
 * `ready` receives both, so files keep plain `server` and `browser` variables; `push`: the full
 * browser, for a test of alerts; `worker: false`: pages without the service worker (launchBrowser).
 */
export function withServerAndBrowser(ready: (server: TestServer, browser: Browser) => void, { push = false, worker = true } = {}): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser({ push, worker });
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}

/** A server on a private copy of dist/ (startServerWithClientCopy) and a browser, for one test file: read them in tests. */
export function withClientCopy(): { server: TestServer; browser: Browser; clientDir: string } {
  const env = {} as { server: TestServer & { clientDir: string }; browser: Browser; clientDir: string };
  beforeAll(async () => {
    env.server = await startServerWithClientCopy();
    env.clientDir = env.server.clientDir;
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
