import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { refundSchema, type Refund, type RefundBody } from '../../../shared/schemas/payment';
import { refreshJobs } from '../../sync/refresh-bus';
import { liveWrite, type LiveAnswer } from './live-write';

/**
 * An administrator refunds (part of) a booking's online payment (ADR 092). Needs the network: a
 * refund is made now or not at all. One Idempotency-Key per tap, so a retried send makes one refund.
 */
export function refundBooking(bookingId: string, body: RefundBody): Promise<LiveAnswer<Refund>> {
  return liveWrite({ ...apiRequest(apiRoutes.refundBooking, { id: bookingId }), body, idempotencyKey: crypto.randomUUID() }, refundSchema, () =>
    refreshJobs(['allBookings']),
  );
}
