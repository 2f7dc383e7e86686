import { lazy, Suspense, useMemo, type CSSProperties } from 'react';
import { formatRupees } from '../../../shared/pricing/money';
import { numberLocale } from '../../../shared/domain/display-locale';
import { Skeleton } from '../ui/skeleton';

/** The drawing's code (Chartist) loads with the first chart a screen shows, not with the app. */
const BarChartSvg = lazy(() => import('./bar-chart-svg'));

export interface MoneySeries {
  /** The series' name in the legend and the table's header. */
  label: string;
  /** A CSS colour for its bars and its legend swatch. */
  color: string;
  /** Whole paise, one per row. */
  paise: readonly number[];
}

export interface MoneyChartProps {
  /** One per group of bars: the short axis label and the table's first column. */
  rows: readonly { axis: string; label: string }[];
  series: readonly MoneySeries[];
  /** What the chart shows, in words: read instead of the drawing. */
  summary: string;
  /** The table's first column header ("Week from", "Day"), and the toggle that shows the table. */
  rowHeader: string;
  tableToggle: string;
  /** Extra columns before the money (a count of jobs). */
  extra?: { label: string; values: readonly (string | number)[] };
  height?: number;
  testId?: string;
}

const SERIES_VARS = ['--gc-series-a', '--gc-series-b', '--gc-series-c', '--gc-series-d'] as const;

/** The value axis' labels: rupees, short (₹1.2K, ₹3.4L) in the display language's digits. */
function axisFormat(): (value: number) => string {
  const format = new Intl.NumberFormat(numberLocale(), { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
  return (paise: number) => format.format(paise / 100);
}

/**
 * A grouped bar chart of money (ADR 066): a legend, the drawing (hidden from assistive technology,
 * which reads `summary` instead), and every figure in a table behind a toggle. The drawing's code is
 * loaded when the chart first shows; until then a placeholder of its height keeps the layout still.
 */
export function MoneyChart({ rows, series, summary, rowHeader, tableToggle, extra, height = 200, testId }: MoneyChartProps) {
  const labels = useMemo(() => rows.map((r) => r.axis), [rows]);
  const values = useMemo(() => series.map((s) => s.paise), [series]);
  const formatValue = useMemo(axisFormat, []);
  const colors = Object.fromEntries(series.map((s, i) => [SERIES_VARS[i], s.color])) as CSSProperties;
  return (
    <figure className="m-0" style={colors} data-testid={testId}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div role="img" aria-label={summary} className="mt-2">
        <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
          <BarChartSvg labels={labels} series={values} formatValue={formatValue} height={height} />
        </Suspense>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700 underline-offset-2 hover:underline">{tableToggle}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-right tabular-nums">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-2 text-left font-medium">
                  {rowHeader}
                </th>
                {extra ? (
                  <th scope="col" className="px-2 py-1 font-medium">
                    {extra.label}
                  </th>
                ) : null}
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 py-1 font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                    {r.label}
                  </th>
                  {extra ? <td className="px-2 py-1">{extra.values[i]}</td> : null}
                  {series.map((s) => (
                    <td key={s.label} className="px-2 py-1 text-slate-900">
                      {formatRupees(s.paise[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
