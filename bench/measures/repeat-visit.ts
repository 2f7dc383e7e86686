/**
 * 3. Repeat visit through the service worker: after a first visit installed the worker and its
 * precache, a new tab opens / with 4× CPU throttling (no network throttling: nothing should need
 * the network); FCP from the paint timing. Then the network goes off and every route must show
 * its heading from the worker's shell. The floor page's repeat visit (HTTP cache) is the baseline.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN, mobileContext, settle, throttle } from '../lib/browser';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';
import { ROUTES } from './routes';

/** Issue 19's target for the repeat visit's FCP through the service worker. */
export const REPEAT_FCP_TARGET_MS = 250;

async function repeatFcp(context: BrowserContext, url: string): Promise<{ fcp: number; fromWorker: boolean }> {
  const page = await context.newPage();
  try {
    await throttle(page, { cpu: CPU_SLOWDOWN });
    const response = await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    return { fcp, fromWorker: response?.fromServiceWorker() ?? false };
  } finally {
    await page.close();
  }
}

/** First visit: waits until the worker controls the page and its precache is complete. */
async function install(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await settle(page, 1000);
  await page.close();
}

export interface RepeatResult {
  rows: Row[];
  detail: string;
}

export async function measureRepeatVisit(browser: Browser, appUrl: string, floorUrl: string, runs: number): Promise<RepeatResult> {
  const context = await mobileContext(browser);
  const floorContext = await mobileContext(browser);
  try {
    await install(context, `${appUrl}/`);
    const floorWarm = await floorContext.newPage();
    await floorWarm.goto(`${floorUrl}/`);
    await settle(floorWarm, 300);
    await floorWarm.close();

    const app: { fcp: number; fromWorker: boolean }[] = [];
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) {
      app.push(await repeatFcp(context, `${appUrl}/`));
      floor.push((await repeatFcp(floorContext, `${floorUrl}/`)).fcp);
    }
    const fcp = median(app.map((a) => a.fcp));
    const floorFcp = median(floor);
    const allFromWorker = app.every((a) => a.fromWorker);

    await context.setOffline(true);
    const offline: { path: string; ok: boolean; heading: string }[] = [];
    const page = await context.newPage();
    for (const route of ROUTES) {
      let heading = '';
      let ok = false;
      try {
        await page.goto(`${appUrl}${route.path}`, { timeout: 30_000 });
        const h1 = page.getByRole('heading', { level: 1, name: route.heading });
        await h1.waitFor({ timeout: 15_000 });
        heading = (await h1.textContent())?.trim() ?? '';
        ok = true;
      } catch {
        heading = (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null))?.trim() ?? '(no heading)';
      }
      offline.push({ path: route.path, ok, heading });
    }
    await page.close();
    const opened = offline.filter((o) => o.ok).length;

    const rows: Row[] = [
      {
        id: 'repeat-fcp',
        figure: `Repeat visit via service worker, 4× CPU: FCP of / (median of ${runs})`,
        value: fmt.ms(fcp),
        baseline: `${fmt.ms(floorFcp)} (floor, HTTP cache)`,
        ratio: fmt.ratio(fcp, floorFcp),
        target: `≤ ${REPEAT_FCP_TARGET_MS} ms`,
        pass: allFromWorker && fcp <= REPEAT_FCP_TARGET_MS,
        measured: Number.isFinite(fcp),
      },
      {
        id: 'offline-routes',
        figure: 'Routes that open with the network off (heading shown)',
        value: `${opened} / ${ROUTES.length}`,
        baseline: '—',
        ratio: '—',
        target: `${ROUTES.length} / ${ROUTES.length}`,
        pass: opened === ROUTES.length,
        measured: true,
      },
    ];
    const detail = [
      `- Repeat FCP runs: ${app.map((a) => `${fmt.ms(a.fcp)}${a.fromWorker ? '' : ' (NOT from the worker)'}`).join(', ')}; floor: ${floor.map(fmt.ms).join(', ')}`,
      `- Offline: ${offline.map((o) => `${o.path} ${o.ok ? '✓' : '✗'} "${o.heading}"`).join('; ')}`,
    ].join('\n');
    return { rows, detail };
  } finally {
    await context.close();
    await floorContext.close();
  }
}
