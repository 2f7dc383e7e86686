import { formatAmount } from '../../shared/pricing/money';
import { cn } from './ui/cn';
import { useT } from '../i18n/use-t';

/** The price fields bids and bookings share (shared/schemas/price.ts), with the service price P. */
export interface PriceView {
  servicePrice: string;
  cgst: string;
  sgst: string;
  totalAmount: string;
  gstRate: number;
}

/** Service price, CGST, SGST and the total: the lines of every price the customer is shown. */
export function PriceLines({ price, totalLabel, className }: { price: PriceView; totalLabel?: string; className?: string }) {
  const t = useT('common');
  const half = price.gstRate / 2;
  return (
    <dl className={cn('grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm', className)} data-testid="price-lines">
      <dt className="text-slate-600">{t('common.price.service')}</dt>
      <dd className="text-right tabular-nums">{formatAmount(price.servicePrice)}</dd>
      <dt className="text-slate-600">{t('common.price.cgst', { percent: half })}</dt>
      <dd className="text-right tabular-nums">{formatAmount(price.cgst)}</dd>
      <dt className="text-slate-600">{t('common.price.sgst', { percent: half })}</dt>
      <dd className="text-right tabular-nums">{formatAmount(price.sgst)}</dd>
      <dt className="border-t border-slate-200 pt-1 font-semibold text-slate-900">{totalLabel ?? t('common.price.total')}</dt>
      <dd className="border-t border-slate-200 pt-1 text-right font-semibold tabular-nums text-slate-900" data-testid="price-total">
        {formatAmount(price.totalAmount)}
      </dd>
    </dl>
  );
}
