import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { bookingSchema, type Booking } from '../../../shared/schemas/booking';
import { paymentOrderSchema, verifyPaymentAnswerSchema, type PaymentOrder, type VerifyPaymentAnswer } from '../../../shared/schemas/payment';
import { refreshJobs } from '../../sync/refresh-bus';
import { liveWrite, type LiveAnswer } from './live-write';

/**
 * Opens (or finds again) the gateway order for a completed booking, to pay online. Needs the
 * network (never queued: a payment is taken now or not at all); offline the caller says so.
 */
export function startOnlinePayment(bookingId: string): Promise<LiveAnswer<PaymentOrder>> {
  return liveWrite({ ...apiRequest(apiRoutes.startPayment, { id: bookingId }), idempotencyKey: crypto.randomUUID() }, paymentOrderSchema);
}

/** The checkout's answer back to the server: the booking then shows "Payment received, confirming…" until paid. */
export function verifyOnlinePayment(body: { orderId: string; paymentId: string; signature: string }): Promise<LiveAnswer<VerifyPaymentAnswer>> {
  return liveWrite({ ...apiRequest(apiRoutes.verifyPayment), body, idempotencyKey: crypto.randomUUID() }, verifyPaymentAnswerSchema, () =>
    refreshJobs(['customerBookings']),
  );
}

/**
 * Cancels a confirmed booking with the fee the customer was shown ("0.00" while free). Needs the
 * network (a cancellation replayed later could cost a fee nobody saw); the server may answer that
 * the fee changed, with the new one.
 */
export function cancelConfirmedBooking(bookingId: string, fee: string): Promise<LiveAnswer<Booking>> {
  return liveWrite({ ...apiRequest(apiRoutes.cancelConfirmedBooking, { id: bookingId }), body: { fee }, idempotencyKey: crypto.randomUUID() }, bookingSchema, () =>
    refreshJobs(['customerBookings']),
  );
}
