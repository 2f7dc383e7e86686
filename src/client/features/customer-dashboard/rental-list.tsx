import { formatIstDate } from '../../../shared/domain/time';
import { formatRupees, toPaise } from '../../../shared/pricing/money';
import type { ToolRental } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

interface Props {
  rentals: ToolRental[];
  waiting: Set<string>;
  onReturn: (rental: ToolRental) => void;
}

export function RentalList({ rentals, waiting, onReturn }: Props) {
  return (
    <ul className="grid gap-3">
      {rentals.map((r) => {
        const active = r.status === 'active';
        return (
          <li key={r.id}>
            <Card className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="rental-row">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{r.tool.name}</h3>
                <p className="text-sm text-slate-600">
                  {formatIstDate(r.startDate)} – {formatIstDate(r.endDate)} · Pickup: {r.tool.pickupLocation}
                </p>
                <p className="text-sm text-slate-700">
                  {formatRupees(toPaise(r.totalCost), { decimals: true })} + deposit {formatRupees(toPaise(r.depositAmount), { decimals: true })}
                </p>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Badge variant={active ? 'default' : 'secondary'}>{active ? 'Active' : 'Returned'}</Badge>
                {active ? (
                  <Button size="sm" variant="outline" disabled={waiting.has(r.id)} onClick={() => onReturn(r)}>
                    Return Tool
                  </Button>
                ) : null}
                {waiting.has(r.id) ? <span className="text-xs font-medium text-orange-700">Waiting to sync</span> : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
