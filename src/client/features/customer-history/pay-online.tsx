import { useEffect, useState } from 'react';
import { PAYMENT_MESSAGES, type PaymentMethod, type PaymentStatus } from '../../../shared/payments/payment-state';
import { formatIstDate } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { startOnlinePayment } from '../../data/mutations/payment-mutations';
import { useSession } from '../../data/hooks/use-session';
import { refreshJobs } from '../../sync/refresh-bus';
import { useT, type Translate } from '../../i18n/use-t';
import { customerRefusalText } from '../../components/customer-refusals';

/**
 * A completed booking's payment (or a late-cancelled one's fee): what was paid and how, or a
 * "Pay ₹590 online" button that opens the gateway's checkout (online only: offline it says so), or,
 * on a server without a payment gateway, how to pay instead.
 * While the gateway confirms a payment the customer came back from, it says "Payment received,
 * confirming…".
 */
export function PayOnline({ booking, confirming }: { booking: Booking; confirming: boolean }) {
  const t = useT('customer');
  const { onlinePayments } = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useConfirmedSoon(confirming && booking.payment.status === 'due');
  const payment = booking.payment;
  const fee = booking.status === 'cancelled' && payment.amount !== '0.00';
  if (booking.status !== 'completed' && !fee) return null;
  if (payment.status !== 'due') {
    return (
      <p className="mt-2 text-sm font-medium text-emerald-800" data-testid="payment-status">
        {fee ? t('customer.pay.lateFee', { amount: formatAmount(payment.amount), state: paidText(t, payment) }) : paidText(t, payment)}
      </p>
    );
  }
  if (confirming) {
    return (
      <p className="mt-2 text-sm font-medium text-amber-800" role="status" data-testid="payment-status">
        {t('customer.pay.confirming')}
      </p>
    );
  }
  if (!onlinePayments) {
    // No gateway on this server: no button that can only be refused; how to pay instead.
    return (
      <div className="mt-3 grid gap-1">
        <span className="text-sm text-slate-700" data-testid="payment-status">
          {fee ? t('customer.pay.lateFee', { amount: formatAmount(payment.amount), state: t('customer.pay.due') }) : t('customer.pay.due')}
        </span>
        <p className="text-sm text-slate-600" data-testid="pay-offline-only">
          {t('customer.pay.notSetUp')}
        </p>
      </div>
    );
  }
  const pay = async () => {
    setBusy(true);
    setProblem(null);
    const answer = await startOnlinePayment(booking.id);
    if (answer.status === 'ok') {
      window.location.assign(answer.data.checkoutUrl);
      return;
    }
    setBusy(false);
    setProblem(answer.status === 'offline' ? PAYMENT_MESSAGES.onlineOnly : answer.message);
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-700" data-testid="payment-status">
        {fee ? t('customer.pay.lateFee', { amount: formatAmount(payment.amount), state: t('customer.pay.due') }) : t('customer.pay.due')}
      </span>
      <Button type="button" onClick={() => void pay()} disabled={busy} data-testid="pay-online">
        {busy ? t('customer.pay.opening') : t('customer.pay.button', { amount: formatAmount(payment.amount) })}
      </Button>
      {problem ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {customerRefusalText(t, problem)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A booking's payment in words (as `paymentText` says it in English): "Paid online on 29 Nov 2026",
 * "Due", "Refunded", the date in India time.
 */
export function paidText(t: Translate, payment: { status: PaymentStatus; method: PaymentMethod | null; paidAt: string | null }): string {
  if (payment.status === 'due' || !payment.method) return t('customer.pay.due');
  if (payment.status === 'refunded') return t('customer.pay.refunded');
  const paid = payment.paidAt ? t('customer.pay.paidOn', { method: payment.method, date: formatIstDate(payment.paidAt) }) : t('customer.pay.paid', { method: payment.method });
  return payment.status === 'partially_refunded' ? t('customer.pay.partly', { paid }) : paid;
}

/** How often, and how long, a payment being confirmed is read again from the server. */
const CONFIRM_POLL_MS = 3_000;
const CONFIRM_POLL_FOR_MS = 120_000;

/**
 * While a payment is being confirmed, the booking is read again every few seconds (for two
 * minutes at most): the gateway's webhook usually lands moments after the customer is back.
 */
function useConfirmedSoon(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const until = Date.now() + CONFIRM_POLL_FOR_MS;
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer);
      else refreshJobs(['customerHistory', 'customerBookings']);
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
