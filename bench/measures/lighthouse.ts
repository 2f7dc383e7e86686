/**
 * 2. Lighthouse 12 with its mobile defaults (simulated slow 4G and 4× CPU, Moto G Power screen),
 * performance category only: score, LCP, TBT and CLS for each route, median of N runs, a route
 * behind a persona gate audited as its demo persona. The framework floor page, audited the same
 * way and in alternation, is the baseline.
 */
import { lighthouseSample, type LighthouseSample } from '../lib/lighthouse';
import { median } from '../lib/stats';
import { fmt, lighthouseRowIds, type Row } from '../lib/table';
import type { BenchRoute } from './routes';

export interface LighthouseSeries {
  samples: LighthouseSample[];
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function summarize(samples: LighthouseSample[]): LighthouseSeries {
  return {
    samples,
    score: median(samples.map((s) => s.score)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
  };
}

export interface LighthouseResult {
  routes: { route: BenchRoute; series: LighthouseSeries }[];
  floor: LighthouseSeries;
}

/** Score, TBT and LCP targets of every route; TBT is held to a limit and to a multiple of the floor's in the same run. */
export const LIGHTHOUSE_TARGETS = { score: 97, tbtMs: 150, tbtFloorTimes: 3, lcpMs: 1800, cls: 0.05 } as const;

/**
 * Audits the routes and the floor in turn, `runs` rounds; `cookieOf` gives the session cookie of a
 * demo persona.
 */
export async function measureLighthouse(
  appUrl: string,
  floorUrl: string,
  routes: readonly BenchRoute[],
  runs: number,
  cookieOf: (userId: string) => Promise<string>,
): Promise<LighthouseResult> {
  const cookies = new Map<string, string>();
  for (const r of routes) if (r.persona && !cookies.has(r.persona)) cookies.set(r.persona, await cookieOf(r.persona));
  const samples = routes.map(() => [] as LighthouseSample[]);
  const floor: LighthouseSample[] = [];
  for (let i = 0; i < runs; i++) {
    floor.push(await lighthouseSample(`${floorUrl}/`));
    for (const [at, r] of routes.entries()) samples[at].push(await lighthouseSample(`${appUrl}${r.path}`, r.persona && cookies.get(r.persona)));
  }
  return { routes: routes.map((route, at) => ({ route, series: summarize(samples[at]) })), floor: summarize(floor) };
}

export function lighthouseRows(route: BenchRoute, app: LighthouseSeries, floor: LighthouseSeries): Row[] {
  const n = app.samples.length;
  const t = LIGHTHOUSE_TARGETS;
  const base = `Lighthouse 12 mobile ${route.path}${route.persona ? ` (as ${route.persona})` : ''}`;
  const [scoreId, lcpId, tbtId, clsId] = lighthouseRowIds(route.key);
  return [
    {
      id: scoreId,
      figure: `${base}: performance score (median of ${n})`,
      value: fmt.num(app.score, 0),
      baseline: `${fmt.num(floor.score, 0)} (floor)`,
      ratio: '—',
      target: `≥ ${t.score}`,
      pass: app.score >= t.score,
      measured: Number.isFinite(app.score),
    },
    {
      id: lcpId,
      figure: `${base}: LCP`,
      value: fmt.ms(app.lcp),
      baseline: `${fmt.ms(floor.lcp)} (floor)`,
      ratio: fmt.ratio(app.lcp, floor.lcp),
      target: `≤ ${t.lcpMs} ms`,
      pass: app.lcp <= t.lcpMs,
      measured: Number.isFinite(app.lcp),
    },
    {
      id: tbtId,
      figure: `${base}: TBT`,
      value: fmt.ms(app.tbt),
      baseline: `${fmt.ms(floor.tbt)} (floor)`,
      ratio: fmt.ratio(app.tbt, floor.tbt),
      target: `≤ ${t.tbtMs} ms, ≤ ${t.tbtFloorTimes}× floor`,
      pass: app.tbt <= t.tbtMs && app.tbt <= t.tbtFloorTimes * floor.tbt,
      measured: Number.isFinite(app.tbt),
    },
    {
      id: clsId,
      figure: `${base}: CLS`,
      value: fmt.num(app.cls),
      baseline: `${fmt.num(floor.cls)} (floor)`,
      ratio: '—',
      target: `≤ ${t.cls}`,
      pass: app.cls <= t.cls,
      measured: Number.isFinite(app.cls),
    },
  ];
}

function sampleText(x: LighthouseSample): string {
  const main = x.mainThread.map((m) => `${m.group} ${fmt.ms(m.ms)}`).join(', ');
  const scripts = x.scripts.map((s) => `${s.url} ${fmt.ms(s.ms)}`).join(', ');
  return `score ${x.score}, FCP ${fmt.ms(x.fcp)}, LCP ${fmt.ms(x.lcp)} (${x.lcpElement || '?'}), TBT ${fmt.ms(x.tbt)}, CLS ${fmt.num(x.cls)}, SI ${fmt.ms(x.si)}; main thread: ${main}; scripts: ${scripts}`;
}

export function lighthouseDetail(result: LighthouseResult): string {
  const line = (label: string, s: LighthouseSeries) => `- ${label}: ${s.samples.map(sampleText).join(' | ')}`;
  return [...result.routes.map((r) => line(r.route.path, r.series)), line('framework floor', result.floor)].join('\n');
}
