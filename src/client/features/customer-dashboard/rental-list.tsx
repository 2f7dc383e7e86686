import { formatIstDate } from '../../../shared/domain/time';
import { useState } from 'react';
import type { ToolRental } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatAmount } from '../../../shared/pricing/money';

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
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700" data-testid="rental-charges">
                  <div className="flex gap-1">
                    <dt>Daily rate</dt>
                    <dd className="font-medium">{formatAmount(r.dailyRate)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Rent ({r.days} day{r.days === 1 ? '' : 's'})</dt>
                    <dd className="font-medium">{formatAmount(r.totalCost)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Refundable deposit</dt>
                    <dd className="font-medium">{formatAmount(r.depositAmount)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Total paid</dt>
                    <dd className="font-semibold text-slate-900">{formatAmount(r.totalPayable)}</dd>
                  </div>
                </dl>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Badge variant={active ? 'default' : 'secondary'}>{active ? 'Active' : 'Returned'}</Badge>
                {active ? <ReturnButton rental={r} disabled={waiting.has(r.id)} onReturn={onReturn} /> : null}
                {!active ? <span className="text-xs text-slate-600">Deposit {formatAmount(r.depositAmount)} refundable</span> : null}
                {waiting.has(r.id) ? <span className="text-xs font-medium text-orange-700">Waiting to sync</span> : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Return Tool asks once more, with the deposit that comes back, before it is sent. */
function ReturnButton({ rental, disabled, onReturn }: { rental: ToolRental; disabled: boolean; onReturn: (rental: ToolRental) => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setConfirming(true)}>
        Return Tool
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`Return ${rental.tool.name}`} className="flex max-w-xs flex-col items-end gap-2 text-right text-sm">
      <p className="text-slate-700">
        Return {rental.tool.name}? Your refundable deposit of <strong>{formatAmount(rental.depositAmount)}</strong> comes back to you.
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          Keep
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setConfirming(false);
            onReturn(rental);
          }}
        >
          Confirm Return
        </Button>
      </div>
    </div>
  );
}
