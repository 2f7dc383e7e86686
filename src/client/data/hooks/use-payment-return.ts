import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '../../../shared/payments/payment-state';
import { verifyOnlinePayment } from '../mutations/payment-mutations';

/**
 * Back from the checkout (?razorpay_order_id=…&razorpay_payment_id=…&razorpay_signature=…): the
 * answer is sent to the server once, the query is cleared, and the booking it paid shows as
 * confirming until the gateway's webhook marks it paid. Returns that booking's id (null for a
 * tool rental's payment, ADR 063: the screen it returned to shows its rental as confirming).
 */
export function usePaymentReturn(): { bookingId: string | null; orderId: string | null; problem: string | null } {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<{ bookingId: string | null; orderId: string | null; problem: string | null }>({ bookingId: null, orderId: null, problem: null });
  const sent = useRef(false);
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  useEffect(() => {
    if (!orderId || !paymentId || !signature || sent.current) return;
    sent.current = true;
    void verifyOnlinePayment({ orderId, paymentId, signature }).then((answer) => {
      if (answer.status === 'ok') setState({ bookingId: answer.data.bookingId, orderId: answer.data.orderId, problem: null });
      else setState({ bookingId: null, orderId: null, problem: answer.status === 'offline' ? PAYMENT_MESSAGES.onlineOnly : answer.message });
      setParams({}, { replace: true });
    });
  }, [orderId, paymentId, signature, setParams]);
  return state;
}
