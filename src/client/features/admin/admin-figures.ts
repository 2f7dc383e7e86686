import { toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';

export interface OverviewFigures {
  totalRevenuePaise: number;
  platformRevenuePaise: number;
  verifiedUsers: number;
  pendingBookings: number;
  recent: Booking[];
}

/** The Overview cards, from the mirrored bookings and users (revenue counts completed jobs only). */
export function overviewFigures(bookings: readonly Booking[], users: readonly User[]): OverviewFigures {
  const completed = bookings.filter((b) => b.status === 'completed');
  const sum = (pick: (b: Booking) => string) => completed.reduce((total, b) => total + toPaise(pick(b)), 0);
  return {
    totalRevenuePaise: sum((b) => b.totalAmount),
    platformRevenuePaise: sum((b) => b.platformAmount),
    verifiedUsers: users.filter((u) => u.isVerified).length,
    pendingBookings: bookings.filter((b) => b.status === 'pending').length,
    recent: [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5),
  };
}

/** Spec §4: underscores become spaces. */
/** Whether any booking on the device used the service (the server will retire rather than delete). */
export function isServiceUsed(serviceId: string, bookings: readonly Booking[]): boolean {
  return bookings.some((b) => b.serviceIds.includes(serviceId) || b.addOnIds.includes(serviceId));
}
