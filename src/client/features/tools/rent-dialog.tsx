import { useId, useState } from 'react';
import type { RentalPaymentMethod } from '../../../shared/payments/rental-money';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatRupees } from '../../../shared/pricing/money';
import { rentalCharges, rentalReturnBy } from '../../../shared/pricing/rental';
import type { Tool } from '../../../shared/schemas/tool';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';

/**
 * Asks before renting: the dates, the daily rate, the refundable deposit, what is paid now, how
 * (online now through the checkout, or cash at pickup; ADR 063) and where to pick the tool up.
 * `onConfirm` receives the start time shown and the way chosen, so the rental is the one the
 * person agreed to.
 */
type Confirm = (tool: Tool, start: Date, method: RentalPaymentMethod) => void;

/** Why paying online cannot be chosen now (no connection, or no gateway on this server), or null when it can. */
export type OnlineBlocked = 'customer.pay.onlineOnly' | 'customer.pay.notSetUp' | null;

export function RentDialog({ tool, onClose, onConfirm, onlineBlocked }: { tool: Tool | null; onClose: () => void; onConfirm: Confirm; onlineBlocked: OnlineBlocked }) {
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tool ? <RentSummary key={tool.id} tool={tool} onClose={onClose} onConfirm={onConfirm} onlineBlocked={onlineBlocked} /> : null}
    </Dialog>
  );
}

function RentSummary({ tool, onClose, onConfirm, onlineBlocked }: { tool: Tool; onClose: () => void; onConfirm: Confirm; onlineBlocked: OnlineBlocked }) {
  // The start is fixed when the dialog opens: the dates shown are the dates rented.
  const t = useT('customer', 'catalogue');
  const [start] = useState(() => new Date());
  // Paying online needs a connection and a gateway: without either, cash at pickup is the way (the rental itself may wait).
  const canPayOnline = onlineBlocked === null;
  const [method, setMethod] = useState<RentalPaymentMethod>(canPayOnline ? 'online' : 'cash');
  const name = useId();
  const charges = rentalCharges(tool);
  const total = formatRupees(charges.totalPaise);
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t('customer.tools.askTitle', { tool: catalogueText(t, tool, 'name') })}</DialogTitle>
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
      <fieldset className="grid gap-2" data-testid="rent-pay-how">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('customer.tools.payHow')}</legend>
        {(['online', 'cash'] as const).map((way) => (
          <label
            key={way}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${method === way ? 'border-brand-500 bg-brand-50' : 'border-slate-200'} ${way === 'online' && !canPayOnline ? 'cursor-not-allowed opacity-60' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={way}
              className="mt-0.5 h-4 w-4 accent-brand-600"
              checked={method === way}
              disabled={way === 'online' && !canPayOnline}
              onChange={() => setMethod(way)}
            />
            <span>
              <span className="block font-medium text-slate-900">{t(way === 'online' ? 'customer.tools.payOnline' : 'customer.tools.payCash')}</span>
              <span className="block text-slate-600">
                {way === 'online' && onlineBlocked !== null ? t(onlineBlocked) : t(way === 'online' ? 'customer.tools.payOnlineHint' : 'customer.tools.payCashHint', { total })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('customer.tools.notNow')}</Button>
        </DialogClose>
        <Button
          onClick={() => {
            onConfirm(tool, start, method);
            onClose();
          }}
        >
          {t(method === 'online' ? 'customer.tools.confirmOnline' : 'customer.tools.confirm', { total })}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
