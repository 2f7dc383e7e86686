import type { ProviderStats } from '../../../shared/schemas/provider';
import { formatAmount } from '../../../shared/pricing/money';
import { useT } from '../../i18n/use-t';

/** Total jobs, completed with completion rate, average rating and total earnings. */
export function StatsStrip({ stats }: { stats: ProviderStats | null | undefined }) {
  const t = useT('dashboard');
  if (!stats) return <p className="text-sm text-slate-600">{t('dashboard.stats.loading')}</p>;
  const items = [
    { label: t('dashboard.stats.totalJobs'), value: String(stats.totalJobs) },
    { label: t('dashboard.stats.completedShort'), value: `${stats.completedJobs}`, hint: t('dashboard.stats.completionRate', { rate: stats.completionRate }) },
    { label: t('dashboard.stats.averageRating'), value: stats.averageRating === null ? '—' : t('dashboard.stats.outOfFive', { rating: stats.averageRating.toFixed(1) }) },
    { label: t('dashboard.stats.totalEarnings'), value: formatAmount(stats.totalEarnings) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{item.value}</dd>
          {item.hint ? <dd className="text-xs text-slate-600">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
