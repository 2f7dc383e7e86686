/**
 * 2. Lab metrics for / and /book-service: a cold load in a fresh mobile context with
 * Lighthouse's mobile throttling applied through CDP (4× CPU, 150 ms RTT, 1.6 Mbps / 750 kbps,
 * 412×823). LCP, CLS and TBT come from PerformanceObservers; no Lighthouse score is computed.
 * The framework floor page, loaded the same way, is the baseline.
 */
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN, OBSERVERS_SCRIPT, mobileContext, readLabSample, settle, throttle, type LabSample } from '../lib/browser';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';

export async function labSample(browser: Browser, url: string, heading: RegExp): Promise<LabSample & { taskMs: number }> {
  const context = await mobileContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS_SCRIPT);
    const cdp = await throttle(page, { cpu: CPU_SLOWDOWN, network: true });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    await settle(page, 2000);
    const sample = await readLabSample(page);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    return { ...sample, taskMs };
  } finally {
    await context.close();
  }
}

export interface LabSeries {
  samples: (LabSample & { taskMs: number })[];
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

export function summarize(samples: (LabSample & { taskMs: number })[]): LabSeries {
  return {
    samples,
    lcp: median(samples.map((s) => s.lcp)),
    cls: median(samples.map((s) => s.cls)),
    tbt: median(samples.map((s) => s.tbt)),
    fcp: median(samples.map((s) => s.fcp)),
  };
}

export function labRows(prefix: 'lab-landing' | 'lab-book', route: string, app: LabSeries, floor: LabSeries, runs: number): Row[] {
  const base = `Lab (CDP, Lighthouse-mobile throttling) ${route}`;
  return [
    {
      id: `${prefix}-lcp`,
      figure: `${base}: LCP (median of ${runs})`,
      value: fmt.ms(app.lcp),
      baseline: `${fmt.ms(floor.lcp)} (floor)`,
      ratio: fmt.ratio(app.lcp, floor.lcp),
      target: '≤ 1800 ms',
      pass: app.lcp <= 1800,
      measured: Number.isFinite(app.lcp),
    },
    {
      id: `${prefix}-cls`,
      figure: `${base}: CLS`,
      value: fmt.num(app.cls),
      baseline: `${fmt.num(floor.cls)} (floor)`,
      ratio: '—',
      target: '≤ 0.05',
      pass: app.cls <= 0.05,
      measured: Number.isFinite(app.cls),
    },
    {
      id: `${prefix}-tbt`,
      figure: `${base}: TBT`,
      value: fmt.ms(app.tbt),
      baseline: `${fmt.ms(floor.tbt)} (floor)`,
      ratio: fmt.ratio(app.tbt, floor.tbt),
      target: 'report (Lighthouse "good" ≤ 200 ms)',
      pass: app.tbt <= 200,
      measured: Number.isFinite(app.tbt),
    },
  ] as Row[];
}

export function labDetail(label: string, s: LabSeries): string {
  return `- ${label}: ${s.samples
    .map((x) => `FCP ${fmt.ms(x.fcp)}, LCP ${fmt.ms(x.lcp)} (${x.lcpElement || '?'}), CLS ${fmt.num(x.cls)}, TBT ${fmt.ms(x.tbt)} (${x.longTasks} long tasks), main-thread tasks ${fmt.ms(x.taskMs)}${x.shifts ? `; shifts: ${x.shifts}` : ''}`)
    .join(' | ')}`;
}
