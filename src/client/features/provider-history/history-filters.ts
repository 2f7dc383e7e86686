import type { Booking } from '../../../shared/schemas/booking';
import { JOBS_IN_HAND, inGroupOrder } from '../../../shared/domain/booking-machine';
import { byCodeUnits } from '../../../shared/code-unit-order';

export type HistoryTab = 'all' | 'completed' | 'active';

const newestFirst = (a: Booking, b: Booking) => byCodeUnits(b.createdAt, a.createdAt);

/** All: newest first. Completed: newest first. Active: in progress first, then confirmed. */
export function jobsForTab(bookings: readonly Booking[], tab: HistoryTab): Booking[] {
  if (tab === 'all') return [...bookings].sort(newestFirst);
  if (tab === 'completed') return bookings.filter((b) => b.status === 'completed').sort(newestFirst);
  return inGroupOrder(JOBS_IN_HAND, bookings, newestFirst);
}
