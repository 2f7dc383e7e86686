import { useState } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatRupees } from '../../../shared/pricing/money';
import { rentalCharges, rentalReturnBy } from '../../../shared/pricing/rental';
import type { Tool } from '../../../shared/schemas/tool';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/**
 * Asks before renting: the dates, the daily rate, the refundable deposit, what is paid now and
 * where to pick the tool up. `onConfirm` receives the start time shown, so the rental is the one
 * the person agreed to.
 */
export function RentDialog({ tool, onClose, onConfirm }: { tool: Tool | null; onClose: () => void; onConfirm: (tool: Tool, start: Date) => void }) {
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tool ? <RentSummary key={tool.id} tool={tool} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Dialog>
  );
}

function RentSummary({ tool, onClose, onConfirm }: { tool: Tool; onClose: () => void; onConfirm: (tool: Tool, start: Date) => void }) {
  // The start is fixed when the dialog opens: the dates shown are the dates rented.
  const t = useT('customer', 'catalogue');
  const [start] = useState(() => new Date());
  const charges = rentalCharges(tool);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t('customer.tools.askTitle', { tool: catalogueText(t, tool.id, 'name', tool.name) })}</DialogTitle>
        <DialogDescription>{t('customer.tools.askBody')}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="rent-summary">
        <dt className="text-slate-600">{t('customer.tools.from')}</dt>
        <dd className="text-right text-slate-900">{formatIstDateTime(start.toISOString())}</dd>
        <dt className="text-slate-600">{t('customer.tools.returnBy')}</dt>
        <dd className="text-right font-semibold text-slate-900">{formatIstDateTime(rentalReturnBy(start, charges.days).toISOString())}</dd>
        <dt className="text-slate-600">{t('customer.rental.dailyRate')}</dt>
        <dd className="text-right text-slate-900">
          {t('customer.tools.rateTimes', { rate: formatRupees(charges.dailyRatePaise), days: charges.days, rent: formatRupees(charges.rentPaise) })}
        </dd>
        <dt className="text-slate-600">{t('customer.rental.deposit')}</dt>
        <dd className="text-right text-slate-900">{formatRupees(charges.depositPaise)}</dd>
        <dt className="font-semibold text-slate-900">{t('customer.tools.payNow')}</dt>
        <dd className="text-right font-semibold text-slate-900">{formatRupees(charges.totalPaise)}</dd>
        <dt className="text-slate-600">{t('customer.tools.pickup')}</dt>
        <dd className="text-right text-slate-900">{tool.pickupLocation}</dd>
      </dl>
      <p className="text-xs text-slate-600">{t('customer.tools.depositNote')}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('customer.tools.notNow')}</Button>
        </DialogClose>
        <Button
          onClick={() => {
            onConfirm(tool, start);
            onClose();
          }}
        >
          {t('customer.tools.confirm', { total: formatRupees(charges.totalPaise) })}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
