/** How many characters of a booking's id make its reference. */
export const BOOKING_REFERENCE_LENGTH = 8;

/**
 * A booking's short reference, shown as "#7A3C9B41": the last characters of its id, in capitals
 * (a reference typed in any case finds the booking: compare references, not raw ids).
 */
export function bookingReference(id: string): string {
  return id.slice(-BOOKING_REFERENCE_LENGTH).toUpperCase();
}

/** The reference as every screen, message and export shows it: "#7A3C9B41". */
export function bookingReferenceText(id: string): string {
  return `#${bookingReference(id)}`;
}
