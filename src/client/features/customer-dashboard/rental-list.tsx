import { formatIstDate } from '../../../shared/domain/time';
import { useState } from 'react';
import type { ToolRental } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatAmount } from '../../../shared/pricing/money';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';
import { RentalMoney } from '../../components/rental-money';

interface Props {
  rentals: ToolRental[];
  waiting: Set<string>;
  onReturn: (rental: ToolRental) => void;
}

export function RentalList({ rentals, waiting, onReturn }: Props) {
  const t = useT('customer', 'catalogue');
  return (
    <ul className="grid gap-3">
      {rentals.map((r) => {
        const active = r.status === 'active';
        return (
          <li key={r.id}>
            <Card className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="rental-row">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{catalogueText(t, { id: r.toolId, ...r.tool }, 'name')}</h3>
                <p className="text-sm text-slate-600">
                  {t('customer.rental.pickup', { from: formatIstDate(r.startDate), to: formatIstDate(r.endDate), place: r.tool.pickupLocation })}
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700" data-testid="rental-charges">
                  <div className="flex gap-1">
                    <dt>{t('customer.rental.dailyRate')}</dt>
                    <dd className="font-medium">{formatAmount(r.dailyRate)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('customer.rental.rent', { days: r.days })}</dt>
                    <dd className="font-medium">{formatAmount(r.totalCost)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('customer.rental.deposit')}</dt>
                    <dd className="font-medium">{formatAmount(r.depositAmount)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t(r.payment?.status === 'due' ? 'customer.tools.payNow' : 'customer.rental.paid')}</dt>
                    <dd className="font-semibold text-slate-900">{formatAmount(r.totalPayable)}</dd>
                  </div>
                </dl>
                <div className="mt-1.5">
                  <RentalMoney rental={r} />
                </div>
              </div>
              <div className="flex flex-col items-end gap-2">
                <Badge variant={active ? 'default' : 'secondary'}>{t(active ? 'customer.rental.active' : 'customer.rental.returned')}</Badge>
                {active ? <ReturnButton rental={r} disabled={waiting.has(r.id)} onReturn={onReturn} /> : null}
                {!active && !r.payment ? <span className="text-xs text-slate-600">{t('customer.rental.depositBack', { amount: formatAmount(r.depositAmount) })}</span> : null}
                {waiting.has(r.id) ? <span className="text-xs font-medium text-orange-700">{t('customer.rental.waiting')}</span> : null}
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
  const t = useT('customer', 'catalogue');
  const tool = catalogueText(t, { id: rental.toolId, ...rental.tool }, 'name');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setConfirming(true)}>
        {t('customer.rental.return')}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t('customer.rental.returnLabel', { tool })} className="flex max-w-xs flex-col items-end gap-2 text-right text-sm">
      <p className="text-slate-700">
        {t('customer.rental.returnAsk', { tool, amount: formatAmount(rental.depositAmount) })}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          {t('customer.rental.keep')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setConfirming(false);
            onReturn(rental);
          }}
        >
          {t('customer.rental.confirmReturn')}
        </Button>
      </div>
    </div>
  );
}
