import { ROUTES } from '../measures/routes';
import type { MachineInfo } from './machine';

/** One line of the results table: a figure beside its baseline and target. */
export interface Row {
  /** Stable id: the smoke test checks every id is present. */
  id: string;
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: reported for context, no target. */
  pass: boolean | null;
  /** A number was measured (the smoke asserts this, not the timing). */
  measured: boolean;
}

/** Row ids of one route's Lighthouse figures (`key` from measures/routes.ts). */
export const lighthouseRowIds = (key: string): string[] => ['score', 'lcp', 'tbt', 'cls'].map((m) => `lh-${key}-${m}`);

const BEFORE_LIGHTHOUSE = ['js-landing', 'js-book-service', 'i18n-landing'] as const;
const AFTER_LIGHTHOUSE = [
  'provider-3g-lcp',
  'provider-3g-first-job',
  'provider-3g-first-job-usable',
  'provider-3g-proxy-lcp',
  'repeat-fcp',
  'offline-routes',
  'poll-rps',
  'poll-p99',
  'poll-bytes',
  'poll-queries',
  'pending-pglite',
  'pending-postgres',
  'upload-load-p95',
  'upload-load-p95-postgres',
  'offline-drain',
  'offline-duplicates',
  'idb-refresh',
  'idb-live-query',
  'idb-outbox-live-query',
  'start-current',
] as const;

/** Row ids of one route's first-route JS against its budget and its first view (`key` from measures/routes.ts). */
export const budgetRowIds = (key: string): [string, string] => [`js-budget-${key}`, `first-view-${key}`];

/** Rows a run produces, in table order, when Lighthouse audits the routes with these keys (figure 1 measures every route). */
export function rowIds(lighthouseKeys: readonly string[]): string[] {
  return [...BEFORE_LIGHTHOUSE, ...ROUTES.flatMap((r) => budgetRowIds(r.key)), ...lighthouseKeys.flatMap(lighthouseRowIds), ...AFTER_LIGHTHOUSE];
}

export const fmt = {
  ms: (v: number) => (Number.isFinite(v) ? `${v >= 100 ? Math.round(v) : v.toFixed(1)} ms` : 'n/a'),
  s: (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a'),
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`,
  rps: (v: number) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} req/s` : 'n/a'),
  ratio: (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}×` : '—'),
  num: (v: number, digits = 3) => (Number.isFinite(v) ? String(Number(v.toFixed(digits))) : 'n/a'),
};

export function passMark(pass: boolean | null): string {
  return pass === null ? '—' : pass ? 'pass' : '**miss**';
}

export function renderTable(rows: readonly Row[]): string {
  const lines = ['| figure | value | baseline | ratio | target | pass |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.figure} | ${r.value} | ${r.baseline} | ${r.ratio} | ${r.target} | ${passMark(r.pass)} |`);
  return lines.join('\n');
}

/** A plain-text table for the terminal. */
export function renderConsole(rows: readonly Row[]): string {
  const head = ['figure', 'value', 'baseline', 'ratio', 'target', 'pass'];
  const cells = rows.map((r) => [r.figure, r.value, r.baseline, r.ratio, r.target, r.pass === null ? '—' : r.pass ? 'pass' : 'MISS']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i])).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export function renderMachine(m: MachineInfo): string {
  return [
    `- CPU: ${m.cpu}, ${m.cores} cores`,
    `- Memory: ${m.memoryGiB} GiB`,
    `- OS: ${m.os}`,
    `- Node: ${m.node}`,
    `- Chromium: ${m.chromium}`,
    `- Date: ${m.date}`,
    `- Load average (1/5/15 min) at the start: ${m.loadAverage}`,
  ].join('\n');
}
