import type { ProviderStats } from '../../../shared/schemas/provider';
import { formatAmount } from '../../../shared/pricing/money';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n/use-t';

/** Today's earnings, completed jobs, open bids and rating, from GET /api/provider/{id}/stats. */
export function StatCards({ stats }: { stats: ProviderStats | null | undefined }) {
  const t = useT('dashboard');
  const items = [
    { label: t('dashboard.stats.today'), value: stats ? formatAmount(stats.todayEarnings) : null },
    { label: t('dashboard.stats.completed'), value: stats ? String(stats.completedJobs) : null },
    { label: t('dashboard.stats.pendingBids'), value: stats ? String(stats.pendingBids) : null },
    {
      label: t('dashboard.stats.rating'),
      value: stats ? (stats.averageRating === null ? t('dashboard.stats.noRatings') : t('dashboard.stats.outOfFive', { rating: stats.averageRating.toFixed(1) })) : null,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('dashboard.stats.label')}>
      {items.map((item) => (
        <li key={item.label}>
          <Card className="h-full p-4">
            <p className="text-sm text-slate-600">{item.label}</p>
            {item.value === null ? (
              <Skeleton className="mt-2 h-7 w-20" />
            ) : (
              <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{item.value}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
