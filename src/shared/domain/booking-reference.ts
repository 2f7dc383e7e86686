/** How many characters of a booking's id make its reference. */
export const BOOKING_REFERENCE_LENGTH = 8;

/** The reference people see and quote for a booking: the end of its id, in capitals ("7A3C9B41"). */
export function bookingReference(id: string): string {
  return id.slice(-BOOKING_REFERENCE_LENGTH).toUpperCase();
}
