import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import type { ProviderPaymentMethod } from '../../../shared/payments/payment-state';
import type { Booking } from '../../../shared/schemas/booking';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { jobLabel, jobSubject } from './provider-job-mutations';

/**
 * The provider records that the customer paid in cash or by UPI. Works offline: shown as paid at
 * once, kept on the device and sent once when the signal returns (Idempotency-Key).
 */
export function recordCashPayment(booking: Booking, method: ProviderPaymentMethod, now: Date = new Date()): Promise<MutationResult<Booking>> {
  return runMutation<Booking>({
    label: `Paid ${method === 'upi' ? 'by UPI' : 'in cash'}: ${jobLabel(booking)}`,
    ...apiRequest(apiRoutes.recordCashPayment, { id: booking.id }),
    body: { method },
    optimistic: (w) => w.update('bookings', booking.id, { payment: { ...booking.payment, status: 'paid', method, paidAt: now.toISOString() } }),
    answerTable: 'bookings',
    refresh: ['providerBookings', 'providerHistory'],
    notice: { kind: 'recordPayment', method, job: jobSubject(booking) },
  });
}
