/** How many characters of a booking's id people read and type as its reference. */
export const BOOKING_REFERENCE_LENGTH = 8;

/** A booking's short reference, shown as "#1a2b3c4d": the last characters of its id. */
export function bookingReference(id: string): string {
  return id.slice(-BOOKING_REFERENCE_LENGTH);
}
