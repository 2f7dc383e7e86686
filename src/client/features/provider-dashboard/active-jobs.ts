import type { Booking } from '../../../shared/schemas/booking';
import { JOBS_IN_HAND, inGroupOrder } from '../../../shared/domain/booking-machine';

/** Jobs in hand: in progress first, then confirmed; each group by its slot. */
export function activeJobsOf(bookings: readonly Booking[]): Booking[] {
  return inGroupOrder(JOBS_IN_HAND, bookings, (a, b) => Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime));
}
