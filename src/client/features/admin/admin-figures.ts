import { toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { User } from '../../../shared/schemas/user';

/** The Overview cards drawn from bookings (revenue counts completed jobs only). */
export interface BookingFigures {
  totalRevenuePaise: number;
  platformRevenuePaise: number;
  pendingBookings: number;
}

/** The Overview's booking figures, from the mirrored bookings. */
export function bookingFigures(bookings: readonly Booking[]): BookingFigures {
  const completed = bookings.filter((b) => b.status === 'completed');
  const sum = (pick: (b: Booking) => string) => completed.reduce((total, b) => total + toPaise(pick(b)), 0);
  return {
    totalRevenuePaise: sum((b) => b.totalAmount),
    platformRevenuePaise: sum((b) => b.platformAmount),
    pendingBookings: bookings.filter((b) => b.status === 'pending').length,
  };
}

/** The Overview's Verified Users card. */
export function verifiedUserCount(users: readonly User[]): number {
  return users.filter((u) => u.isVerified).length;
}

/** The Overview's Recent Bookings: the five newest, newest first. */
export function recentBookings(bookings: readonly Booking[]): Booking[] {
  return [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
}

/** Whether any booking on the device used the service (the server will retire rather than delete). */
export function isServiceUsed(serviceId: string, bookings: readonly Booking[]): boolean {
  return bookings.some((b) => b.serviceIds.includes(serviceId) || b.addOnIds.includes(serviceId));
}
