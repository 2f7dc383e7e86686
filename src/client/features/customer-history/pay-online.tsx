import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_MESSAGES, paymentText } from '../../../shared/payments/payment-state';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { startOnlinePayment, verifyOnlinePayment } from '../../data/mutations/payment-mutations';

/**
 * A completed booking's payment: what was paid and how, or a "Pay ₹590 online" button that opens
 * the gateway's checkout (online only: offline it says so). While the gateway confirms a payment
 * the customer came back from, it says "Payment received, confirming…".
 */
export function PayOnline({ booking, confirming }: { booking: Booking; confirming: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (booking.status !== 'completed') return null;
  const payment = booking.payment;
  if (payment.status !== 'due') {
    return (
      <p className="mt-2 text-sm font-medium text-emerald-800" data-testid="payment-status">
        {paymentText(payment)}
      </p>
    );
  }
  if (confirming) {
    return (
      <p className="mt-2 text-sm font-medium text-amber-800" role="status" data-testid="payment-status">
        {PAYMENT_MESSAGES.confirming}
      </p>
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
        {PAYMENT_MESSAGES.due}
      </span>
      <Button type="button" onClick={() => void pay()} disabled={busy} data-testid="pay-online">
        {busy ? 'Opening payment…' : `Pay ${formatAmount(payment.amount)} online`}
      </Button>
      {problem ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Back from the checkout (?razorpay_order_id=…&razorpay_payment_id=…&razorpay_signature=…): the
 * answer is sent to the server once, the query is cleared, and the booking it paid shows as
 * confirming until the gateway's webhook marks it paid. Returns that booking's id.
 */
export function usePaymentReturn(): { bookingId: string | null; problem: string | null } {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<{ bookingId: string | null; problem: string | null }>({ bookingId: null, problem: null });
  const sent = useRef(false);
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  useEffect(() => {
    if (!orderId || !paymentId || !signature || sent.current) return;
    sent.current = true;
    void verifyOnlinePayment({ orderId, paymentId, signature }).then((answer) => {
      if (answer.status === 'ok') setState({ bookingId: answer.data.bookingId, problem: null });
      else setState({ bookingId: null, problem: answer.status === 'offline' ? PAYMENT_MESSAGES.onlineOnly : answer.message });
      setParams({}, { replace: true });
    });
  }, [orderId, paymentId, signature, setParams]);
  return state;
}
