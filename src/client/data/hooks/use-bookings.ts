import { useLiveQuery } from './use-live-query';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking, BookingStatus } from '../../../shared/schemas/booking';
import type { Feedback } from '../../../shared/schemas/feedback';
import type { TaxInvoice } from '../../../shared/schemas/invoice';
import { toPaise } from '../../../shared/pricing/money';
import { db } from '../engine/db';
import { byCodeUnits } from '../../../shared/code-unit-order';

const newestFirst = (a: Booking, b: Booking) => byCodeUnits(b.createdAt, a.createdAt);

export function useBooking(id: string | null | undefined): Booking | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.bookings.get(id)) ?? null) : null), [id]);
}

export function useBookingsForCustomer(customerId: string | null | undefined): Booking[] | undefined {
  return useLiveQuery(async () => {
    if (!customerId) return [];
    return (await db.bookings.where('customerId').equals(customerId).toArray()).sort(newestFirst);
  }, [customerId]);
}

/** Bookings assigned to a provider (its active and past jobs). */
export function useBookingsForProvider(providerId: string | null | undefined): Booking[] | undefined {
  return useLiveQuery(async () => {
    if (!providerId) return [];
    return (await db.bookings.where('selectedProviderId').equals(providerId).toArray()).sort(newestFirst);
  }, [providerId]);
}

export function useBookingsByStatus(status: BookingStatus): Booking[] | undefined {
  return useLiveQuery(async () => (await db.bookings.where('status').equals(status).toArray()).sort(newestFirst), [status]);
}

/** Open jobs for providers: pending bookings. */
export function usePendingBookings(): Booking[] | undefined {
  return useBookingsByStatus('pending');
}

export function useEmergencyReleasedBookings(): Booking[] | undefined {
  return useBookingsByStatus('emergency_released');
}

/** Every booking on the device (the admin's list), newest first. */
export function useAllBookings(): Booking[] | undefined {
  return useLiveQuery(async () => (await db.bookings.toArray()).sort(newestFirst), []);
}

/** Bids on one booking, lowest customer total first (the first is "Best Value"). */
export function useBidsForBooking(bookingId: string | null | undefined): Bid[] | undefined {
  return useLiveQuery(async () => {
    if (!bookingId) return [];
    const rows = await db.bids.where('bookingId').equals(bookingId).toArray();
    return rows.sort((a, b) => toPaise(a.totalAmount) - toPaise(b.totalAmount) || byCodeUnits(a.createdAt, b.createdAt));
  }, [bookingId]);
}

export function useBidsByProvider(providerId: string | null | undefined): Bid[] | undefined {
  return useLiveQuery(async () => (providerId ? db.bids.where('providerId').equals(providerId).toArray() : []), [providerId]);
}

export function useFeedback(filter: { bookingId?: string; customerId?: string; providerId?: string } = {}): Feedback[] | undefined {
  const { bookingId, customerId, providerId } = filter;
  return useLiveQuery(async () => {
    if (bookingId) return db.feedback.where('bookingId').equals(bookingId).toArray();
    if (customerId) return db.feedback.where('customerId').equals(customerId).toArray();
    if (providerId) return db.feedback.where('providerId').equals(providerId).toArray();
    return db.feedback.toArray();
  }, [bookingId, customerId, providerId]);
}

/** A booking's tax invoice as last fetched (kept on the device, so it opens offline once seen). */
export function useInvoice(bookingId: string | null | undefined): TaxInvoice | null | undefined {
  return useLiveQuery(async () => (bookingId ? ((await db.invoices.get(bookingId)) ?? null) : null), [bookingId]);
}
