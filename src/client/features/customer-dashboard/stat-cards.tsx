import { formatRupees } from '../../../shared/pricing/money';
import { Card } from '../../components/ui/card';

export interface DashboardTotals {
  active: number;
  completed: number;
  activeRentals: number;
  rentals: number;
  spentPaise: number;
}

export function StatCards({ totals }: { totals: DashboardTotals }) {
  const cards = [
    { label: 'Active Bookings', value: String(totals.active), note: 'Not yet completed or cancelled' },
    { label: 'Completed Services', value: String(totals.completed), note: 'Services finished' },
    { label: 'Tool Rentals', value: String(totals.activeRentals), note: `${totals.rentals} rental${totals.rentals === 1 ? '' : 's'} in total` },
    { label: 'Total Spent', value: formatRupees(totals.spentPaise), note: 'Completed services and rentals' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Summary">
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full p-4" data-testid={`stat-${c.label}`}>
            <p className="text-sm font-medium text-slate-600">{c.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{c.value}</p>
            <p className="mt-1 text-xs text-slate-600">{c.note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
