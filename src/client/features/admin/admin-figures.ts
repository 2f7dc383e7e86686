import { toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import type { User } from '../../../shared/schemas/user';
import { byCodeUnits } from '../../../shared/code-unit-order';

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
  return [...bookings].sort((a, b) => byCodeUnits(b.createdAt, a.createdAt)).slice(0, 5);
}

/** Whether any booking on the device used the service (the server will retire rather than delete). */
export function isServiceUsed(serviceId: string, bookings: readonly Booking[]): boolean {
  return bookings.some((b) => b.serviceIds.includes(serviceId) || b.addOnIds.includes(serviceId));
}

/** A provider whose identity documents wait for the operator's review, and since when. */
export interface AwaitingApproval {
  user: User;
  submittedAt: string | null;
}

/** Providers waiting for approval, the longest-waiting first (those without a time last). */
export function awaitingApproval(users: readonly User[], verifications: ReadonlyMap<string, VerificationStatus>): AwaitingApproval[] {
  return users
    .filter((u) => u.userType === 'provider' && verifications.get(u.id)?.identityPending)
    .map((user) => ({ user, submittedAt: verifications.get(user.id)?.identity?.submittedAt ?? null }))
    .sort((a, b) => byCodeUnits(a.submittedAt ?? '\uffff', b.submittedAt ?? '\uffff'));
}

const HOUR_MS = 3_600_000;

/** How long something has waited, as an operator reads it: "under an hour", "5 h", "2 days". */
export function waitedText(since: string, now: Date): string {
  const hours = Math.floor((now.getTime() - new Date(since).getTime()) / HOUR_MS);
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
