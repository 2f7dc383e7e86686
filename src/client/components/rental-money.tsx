import { formatAmount } from '../../shared/pricing/money';
import type { ToolRental } from '../../shared/schemas/tool';
import { useT } from '../i18n/use-t';

/**
 * A rental's money in the customer's words (ADR 063): what is still to pay and how, or how it was
 * paid; once the tool is back, the deposit — waiting to be checked, going back, refunded, to
 * collect or paid back in cash — and any damage kept, with its reason.
 */
export function RentalMoney({ rental, confirming = false }: { rental: ToolRental; confirming?: boolean }) {
  const t = useT('customer');
  const payment = rental.payment;
  if (!payment) return null;
  const deposit = rental.deposit ?? null;
  let paid: string;
  if (payment.status === 'paid') paid = t('customer.rentalMoney.paid', { method: payment.method ?? 'cash', amount: formatAmount(rental.totalPayable) });
  else if (confirming) paid = t('customer.pay.confirming');
  else paid = t(payment.method === 'online' ? 'customer.rentalMoney.dueOnline' : 'customer.rentalMoney.dueCash', { amount: formatAmount(rental.totalPayable) });
  let back: string | null = null;
  if (deposit) {
    const amounts = { back: formatAmount(deposit.back) };
    back =
      deposit.status === 'kept'
        ? t('customer.rentalMoney.kept')
        : t(`customer.rentalMoney.${deposit.status}`, amounts);
  } else if (rental.status === 'returned' && payment.status === 'paid') {
    back = t('customer.rentalMoney.awaiting', { amount: formatAmount(rental.depositAmount) });
  }
  return (
    <div className="grid gap-0.5 text-sm" data-testid="rental-money">
      <p className={payment.status === 'paid' ? 'font-medium text-emerald-800' : confirming ? 'font-medium text-amber-800' : 'text-slate-700'} data-testid="rental-payment">
        {paid}
      </p>
      {back ? (
        <p className="text-slate-700" data-testid="rental-deposit">
          {back}
        </p>
      ) : null}
      {deposit && deposit.damage !== '0.00' && deposit.reason ? (
        <p className="text-slate-600" data-testid="rental-damage">
          {t('customer.rentalMoney.damage', { damage: formatAmount(deposit.damage), reason: deposit.reason })}
        </p>
      ) : null}
    </div>
  );
}
