import { useMemo } from 'react';
import { formatDayMonth, formatIstDate } from '../../../shared/domain/time';
import { toPaise, formatAmount } from '../../../shared/pricing/money';
import type { EarningsWeeks } from '../../../shared/schemas/money-figures';
import { MoneyChart } from '../../components/charts/money-chart';
import { Skeleton } from '../../components/ui/skeleton';
import { useEarningsWeeks } from '../../data/hooks/use-provider';
import { useT } from '../../i18n/use-t';

/** Earned, paid out, owed: the app's green, blue and amber (the balance card's words, the chart's colours). */
export const WEEK_COLORS = { earned: '#059669', paidOut: '#0284c7', owed: '#d97706' } as const;

/**
 * The provider's last weeks as bars (ADR 066): earned, paid out, and owed from cash jobs at each
 * week's end, from the ledger. Kept on the device (the `earningsWeeks` mirror, fetched with the
 * statement), so it shows offline once it has been seen online.
 */
export function EarningsWeeksChart({ providerId, online }: { providerId: string; online: boolean }) {
  const t = useT('earnings');
  const data = useEarningsWeeks(providerId);
  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="weeks-chart-title" data-testid="earnings-weeks">
      <h2 id="weeks-chart-title" className="text-lg font-semibold text-slate-900">
        {t('earnings.chart.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('earnings.chart.description')}</p>
      <div className="mt-3">
        {data === undefined || (data === null && online) ? (
          <Skeleton className="h-[200px] w-full" aria-label={t('earnings.chart.loading')} />
        ) : data === null ? (
          <p className="text-sm text-slate-600">{t('earnings.chart.notOnDevice')}</p>
        ) : (
          <WeeksChart data={data} />
        )}
      </div>
    </section>
  );
}

function WeeksChart({ data }: { data: EarningsWeeks }) {
  const t = useT('earnings');
  const { rows, series, jobs } = useMemo(
    () => ({
      rows: data.weeks.map((w) => ({ axis: formatDayMonth(w.weekStart), label: formatDayMonth(w.weekStart) })),
      series: [
        { label: t('earnings.chart.earned'), color: WEEK_COLORS.earned, paise: data.weeks.map((w) => toPaise(w.earned)) },
        { label: t('earnings.chart.paidOut'), color: WEEK_COLORS.paidOut, paise: data.weeks.map((w) => toPaise(w.paidOut)) },
        { label: t('earnings.chart.owed'), color: WEEK_COLORS.owed, paise: data.weeks.map((w) => toPaise(w.owed)) },
      ],
      jobs: data.weeks.map((w) => w.jobs),
    }),
    [data, t],
  );
  const latest = data.weeks.at(-1);
  if (!latest || series.every((s) => s.paise.every((p) => p === 0))) return <p className="text-sm text-slate-600">{t('earnings.chart.empty')}</p>;
  const summary = t('earnings.chart.summary', {
    count: data.weeks.length,
    week: formatIstDate(latest.weekStart),
    earned: formatAmount(latest.earned),
    paidOut: formatAmount(latest.paidOut),
    owed: formatAmount(latest.owed),
  });
  return (
    <MoneyChart
      rows={rows}
      series={series}
      summary={summary}
      rowHeader={t('earnings.chart.week')}
      tableToggle={t('earnings.chart.table')}
      extra={{ label: t('earnings.chart.jobs'), values: jobs }}
      testId="earnings-weeks-chart"
    />
  );
}
