import { formatRupees } from '../../../shared/pricing/money';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/use-t';

export interface DashboardTotals {
  active: number;
  completed: number;
  activeRentals: number;
  rentals: number;
  spentPaise: number;
}

export function StatCards({ totals }: { totals: DashboardTotals }) {
  const t = useT('customer');
  // `key` names each card in tests, whatever the language.
  const cards = [
    { key: 'Active Bookings', label: t('customer.stats.active'), value: String(totals.active), note: t('customer.stats.activeNote') },
    { key: 'Completed Services', label: t('customer.stats.completed'), value: String(totals.completed), note: t('customer.stats.completedNote') },
    { key: 'Tool Rentals', label: t('customer.stats.rentals'), value: String(totals.activeRentals), note: t('customer.stats.rentalsNote', { count: totals.rentals }) },
    { key: 'Total Spent', label: t('customer.stats.spent'), value: formatRupees(totals.spentPaise), note: t('customer.stats.spentNote') },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('customer.stats.summary')}>
      {cards.map((c) => (
        <li key={c.key}>
          <Card className="h-full p-4" data-testid={`stat-${c.key}`}>
            <p className="text-sm font-medium text-slate-600">{c.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{c.value}</p>
            <p className="mt-1 text-xs text-slate-600">{c.note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
