import type { ProviderStats } from '../../../shared/schemas/provider';
import { formatAmount } from '../../../shared/pricing/money';

/** Total jobs, completed with completion rate, average rating and total earnings. */
export function StatsStrip({ stats }: { stats: ProviderStats | null | undefined }) {
  if (!stats) return <p className="text-sm text-slate-600">Your performance figures appear once they have loaded.</p>;
  const items = [
    { label: 'Total Jobs', value: String(stats.totalJobs) },
    { label: 'Completed', value: `${stats.completedJobs}`, hint: `${stats.completionRate}% completion rate` },
    { label: 'Average Rating', value: stats.averageRating === null ? '—' : `${stats.averageRating.toFixed(1)} / 5` },
    { label: 'Total Earnings', value: formatAmount(stats.totalEarnings) },
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
