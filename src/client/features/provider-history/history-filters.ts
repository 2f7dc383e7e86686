import type { Booking } from '../../../shared/schemas/booking';

export type HistoryTab = 'all' | 'completed' | 'active';

const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt);

/** All: newest first. Completed: newest first. Active: in progress first, then confirmed. */
export function jobsForTab(bookings: readonly Booking[], tab: HistoryTab): Booking[] {
  if (tab === 'all') return [...bookings].sort(newestFirst);
  if (tab === 'completed') return bookings.filter((b) => b.status === 'completed').sort(newestFirst);
  const rank = (b: Booking) => (b.status === 'in_progress' ? 0 : 1);
  return bookings
    .filter((b) => b.status === 'in_progress' || b.status === 'confirmed')
    .sort((a, b) => rank(a) - rank(b) || newestFirst(a, b));
}
