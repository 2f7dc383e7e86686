import { formatRupees, formatAmount } from '../../../shared/pricing/money';
import { rentalCharges } from '../../../shared/pricing/rental';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { ReactNode } from 'react';
import type { Tool, ToolRental } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';

export interface ToolCardProps {
  tool: Tool;
  /** A change to this tool is waiting for the server (sent, or queued while offline). */
  waiting: boolean;
  /** The acting customer's active rental of it, if they hold it. */
  yourRental: ToolRental | null;
  onRent(tool: Tool): void;
  /** Under "You have this tool": the rental's money (paid, due with its Pay button, confirming). */
  money?: ReactNode;
}

export function ToolCard({ tool, waiting, yourRental, onRent, money }: ToolCardProps) {
  const t = useT('customer', 'catalogue');
  const name = catalogueText(t, tool, 'name');
  const headingId = `tool-${tool.id}-name`;
  const charges = rentalCharges(tool);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="tool-card" aria-labelledby={headingId} role="group">
      {/* The pictures are square illustrations: shown whole on a quiet band, not cropped. */}
      <div className="flex h-36 items-center justify-center bg-slate-50 p-3 sm:h-44">
        <img src={tool.image} alt={name} loading="lazy" decoding="async" width={160} height={160} className="h-full w-auto max-w-full object-contain" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold leading-tight text-slate-900">
            {name}
          </h2>
          <Badge variant={tool.isAvailable ? 'success' : 'secondary'}>{t(tool.isAvailable ? 'customer.tools.available' : 'customer.tools.rented')}</Badge>
        </div>
        <p className="text-sm text-slate-600">{catalogueText(t, tool, 'description')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t('customer.rental.dailyRate')}</dt>
          <dd className="text-right font-semibold text-slate-900">{t('customer.tools.perDay', { amount: formatAmount(tool.dailyRate) })}</dd>
          <dt className="text-slate-600">{t('customer.rental.deposit')}</dt>
          <dd className="text-right font-medium text-slate-900">{formatAmount(tool.deposit)}</dd>
          <dt className="text-slate-600">
            {t('customer.tools.totalFor', { days: charges.days })}
          </dt>
          <dd className="text-right font-semibold text-slate-900" data-testid="tool-total">
            {formatRupees(charges.totalPaise)}
          </dd>
          <dt className="text-slate-600">{t('customer.tools.pickup')}</dt>
          <dd className="text-right text-slate-900">{tool.pickupLocation}</dd>
        </dl>
        {waiting ? (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="tool-status">
            <Badge variant="warning">{t('customer.rental.waiting')}</Badge>
          </p>
        ) : null}
        <div className="mt-auto pt-1">
          {yourRental ? (
            <>
              <p className="rounded-lg bg-brand-50 px-3 py-2.5 text-center text-sm font-medium text-brand-900 ring-1 ring-brand-200" data-testid="your-rental">
                {t('customer.tools.yours', { time: formatIstDateTime(yourRental.endDate) })}
              </p>
              {money}
            </>
          ) : tool.isAvailable ? (
            <Button className="w-full" disabled={waiting} aria-busy={waiting || undefined} onClick={() => onRent(tool)}>
              {t('customer.tools.rentNow', { total: formatRupees(charges.totalPaise) })}
            </Button>
          ) : (
            <Button className="w-full" variant="outline" disabled>
              {t('customer.tools.waitlist')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
