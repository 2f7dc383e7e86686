import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/harness';
import { CHROMIUM_PATH } from './paths';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Lighthouse's mobile device: a 412×823 phone (Moto G Power), touch, DPR 1.75. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
} as const;

/** Lighthouse's mobile throttling: 4× CPU, ~150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export const CPU_SLOWDOWN = 4;
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  // Lighthouse counts a kilobit as 1024 bits; DevTools takes bytes per second.
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular4g',
} as const;

/**
 * A context whose pages can run functions compiled by tsx: it wraps named functions in
 * `__name(...)`, which page.evaluate would otherwise throw on.
 */
export async function newBenchContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  return context;
}

export async function mobileContext(browser: Browser, opts: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return newBenchContext(browser, { ...MOBILE, locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: opts.serviceWorkers ?? 'allow' });
}

/** CDP throttling on one page (set before navigating so the whole load is throttled). */
export async function throttle(page: Page, opts: { cpu?: number; network?: boolean }): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (opts.cpu && opts.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpu });
  if (opts.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  }
  return cdp;
}

/**
 * Observers installed before any page script runs (through CDP, so the app's CSP does not apply):
 * paint timings, LCP candidates, layout shifts and long tasks, for lab metrics.
 */
export const OBSERVERS_SCRIPT = `(() => {
  const store = { lcp: 0, lcpEl: '', shifts: [], longTasks: [] };
  Object.defineProperty(window, '__benchMetrics', { value: store });
  const observe = (type, fn) => { try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  observe('largest-contentful-paint', (e) => { store.lcp = e.startTime; store.lcpEl = e.element ? e.element.tagName + (e.element.id ? '#' + e.element.id : '') : ''; });
  const name = (n) => !n || !n.tagName ? '?' : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.getAttribute && n.getAttribute('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.split(' ').slice(0, 2).join('.') : '');
  observe('layout-shift', (e) => { if (!e.hadRecentInput) store.shifts.push({ t: e.startTime, v: e.value, src: (e.sources || []).map((s) => name(s.node)).slice(0, 3).join(' + ') }); });
  observe('longtask', (e) => store.longTasks.push({ t: e.startTime, d: e.duration }));
})();`;

export interface LabSample {
  fcp: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  tbt: number;
  longTasks: number;
  /** The larger layout shifts: when, how much, which elements moved. */
  shifts: string;
}

/**
 * Reads the observers: CLS as the largest session window (gaps < 1 s, windows ≤ 5 s, as
 * Lighthouse and web-vitals count it) and TBT as the time past 50 ms of each long task after FCP.
 */
export async function readLabSample(page: Page): Promise<LabSample> {
  return page.evaluate(() => {
    const m = (window as unknown as { __benchMetrics: { lcp: number; lcpEl: string; shifts: { t: number; v: number; src: string }[]; longTasks: { t: number; d: number }[] } }).__benchMetrics;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    let cls = 0;
    let current = 0;
    let windowStart = -Infinity;
    let last = -Infinity;
    for (const s of [...m.shifts].sort((a, b) => a.t - b.t)) {
      if (s.t - last > 1000 || s.t - windowStart > 5000) {
        current = 0;
        windowStart = s.t;
      }
      current += s.v;
      last = s.t;
      cls = Math.max(cls, current);
    }
    const tbt = m.longTasks.filter((t) => t.t + t.d > fcp).reduce((sum, t) => sum + Math.max(0, t.d - 50 - Math.max(0, fcp - t.t)), 0);
    const shifts = m.shifts
      .filter((x) => x.v >= 0.01)
      .map((x) => `${Math.round(x.t)} ms ${x.v.toFixed(3)} ${x.src}`)
      .join('; ');
    return { fcp, lcp: m.lcp || fcp, lcpElement: m.lcpEl, cls, tbt, longTasks: m.longTasks.length, shifts };
  });
}

/** Waits until the network has been quiet for 500 ms (bounded), then a little longer for late tasks. */
export async function settle(page: Page, extraMs = 1500): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(extraMs);
}
