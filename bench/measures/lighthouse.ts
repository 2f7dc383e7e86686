/**
 * 2. Lighthouse 12 with its mobile defaults (simulated slow 4G and 4× CPU, Moto G Power screen),
 * performance category only: score, LCP, TBT and CLS for / and /book-service, median of N runs.
 * The framework floor page, audited the same way and in alternation, is the baseline.
 */
import { lighthouseSample, type LighthouseSample } from '../lib/lighthouse';
import { median } from '../lib/stats';
import { fmt, type Row } from '../lib/table';

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
  landing: LighthouseSeries;
  book: LighthouseSeries;
  floor: LighthouseSeries;
}

/** Audits the app's two routes and the floor in turn, `runs` rounds. */
export async function measureLighthouse(appUrl: string, floorUrl: string, runs: number): Promise<LighthouseResult> {
  const samples = { landing: [] as LighthouseSample[], book: [] as LighthouseSample[], floor: [] as LighthouseSample[] };
  for (let i = 0; i < runs; i++) {
    samples.landing.push(await lighthouseSample(`${appUrl}/`));
    samples.floor.push(await lighthouseSample(`${floorUrl}/`));
    samples.book.push(await lighthouseSample(`${appUrl}/book-service`));
  }
  return { landing: summarize(samples.landing), book: summarize(samples.book), floor: summarize(samples.floor) };
}

export function lighthouseRows(prefix: 'lh-landing' | 'lh-book', route: string, app: LighthouseSeries, floor: LighthouseSeries): Row[] {
  const n = app.samples.length;
  const base = `Lighthouse 12 mobile ${route}`;
  return [
    {
      id: `${prefix}-score`,
      figure: `${base}: performance score (median of ${n})`,
      value: fmt.num(app.score, 0),
      baseline: `${fmt.num(floor.score, 0)} (floor)`,
      ratio: '—',
      target: '≥ 98',
      pass: app.score >= 98,
      measured: Number.isFinite(app.score),
    },
    {
      id: `${prefix}-lcp`,
      figure: `${base}: LCP`,
      value: fmt.ms(app.lcp),
      baseline: `${fmt.ms(floor.lcp)} (floor)`,
      ratio: fmt.ratio(app.lcp, floor.lcp),
      target: '≤ 1800 ms',
      pass: app.lcp <= 1800,
      measured: Number.isFinite(app.lcp),
    },
    {
      id: `${prefix}-tbt`,
      figure: `${base}: TBT`,
      value: fmt.ms(app.tbt),
      baseline: `${fmt.ms(floor.tbt)} (floor)`,
      ratio: '—',
      target: 'report',
      pass: null,
      measured: Number.isFinite(app.tbt),
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
  ];
}

export function lighthouseDetail(result: LighthouseResult): string {
  const line = (label: string, s: LighthouseSeries) =>
    `- ${label}: ${s.samples
      .map((x) => `score ${x.score}, FCP ${fmt.ms(x.fcp)}, LCP ${fmt.ms(x.lcp)} (${x.lcpElement || '?'}), TBT ${fmt.ms(x.tbt)}, CLS ${fmt.num(x.cls)}, SI ${fmt.ms(x.si)}`)
      .join(' | ')}`;
  return [line('/', result.landing), line('/book-service', result.book), line('framework floor', result.floor)].join('\n');
}
