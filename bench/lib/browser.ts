import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

export { launchChromium } from '../../scripts/chromium';

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

/** `ignoreHTTPSErrors`: for the context's Node-side requests (the browser itself trusts the proxy's CA). */
export async function mobileContext(browser: Browser, opts: { serviceWorkers?: 'allow' | 'block'; ignoreHTTPSErrors?: boolean } = {}): Promise<BrowserContext> {
  return newBenchContext(browser, {
    ...MOBILE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: opts.serviceWorkers ?? 'allow',
    ...(opts.ignoreHTTPSErrors ? { ignoreHTTPSErrors: true } : {}),
  });
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

/** Waits until the network has been quiet for 500 ms (bounded), then a little longer for late tasks. */
export async function settle(page: Page, extraMs = 1500): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(extraMs);
}
