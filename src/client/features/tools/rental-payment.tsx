import { useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-state';
import { formatAmount } from '../../../shared/pricing/money';
import type { ToolRental } from '../../../shared/schemas/tool';
import { Button } from '../../components/ui/button';
import { RentalMoney } from '../../components/rental-money';
import { customerRefusalText } from '../../components/customer-refusals';
import { startRentalPayment } from '../../data/mutations/tool-mutations';
import { useT } from '../../i18n/use-t';

/** Opens the checkout for a rental's rent and deposit (ADR 063); what went wrong, in the customer's words, otherwise. */
export async function openRentalCheckout(rentalId: string): Promise<string | null> {
  const answer = await startRentalPayment(rentalId);
  if (answer.status === 'ok') {
    window.location.assign(answer.data.checkoutUrl);
    return null;
  }
  return answer.status === 'offline' ? PAYMENT_MESSAGES.onlineOnly : answer.message;
}

/**
 * The customer's own rental's money on the tool's card: paid, due (with "Pay ₹2,450 online" when
 * they chose to pay online), or confirming while the gateway's webhook is awaited.
 */
export function RentalPayment({ rental, confirming, problem: given }: { rental: ToolRental; confirming: boolean; problem?: string | null }) {
  const t = useT('customer');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? given ?? null;
  const payable = rental.payment?.status === 'due' && rental.payment.method === 'online' && !confirming;
  const pay = async () => {
    setBusy(true);
    setProblem(null);
    const refused = await openRentalCheckout(rental.id);
    if (refused) {
      setBusy(false);
      setProblem(refused);
    }
  };
  return (
    <div className="mt-2 grid gap-2">
      <RentalMoney rental={rental} confirming={confirming && rental.payment?.status === 'due'} />
      {payable ? (
        <Button type="button" className="w-full" onClick={() => void pay()} disabled={busy} data-testid="rental-pay-online">
          {busy ? t('customer.pay.opening') : t('customer.pay.button', { amount: formatAmount(rental.totalPayable) })}
        </Button>
      ) : null}
      {shown ? (
        <p className="text-sm text-red-700" role="alert">
          {customerRefusalText(t, shown)}
        </p>
      ) : null}
    </div>
  );
}
