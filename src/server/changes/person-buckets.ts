/**
 * Bids' and own bookings' change state is kept per bucket of people (ADR 033): a write to a bid
 * moves the `bids:` bucket of the bid's provider and of its booking's customer; a write to a
 * booking moves the `bookings:` bucket of its customer, its selected provider and every provider
 * who released it. A person's pull of their bids (their bookings) is made of their own bucket, so
 * a write elsewhere in the city leaves their poll a 304 (all but about one in PERSON_BUCKETS of
 * the others' writes). Buckets instead of one group per person keep change_state small whatever
 * the number of people.
 */
export const PERSON_BUCKETS = 256;

export type BidsBucketGroup = `bids:${number}`;
export type BookingsBucketGroup = `bookings:${number}`;
/** A person's inbox: moved by every notification to someone in the bucket. */
export type NotificationsBucketGroup = `notifications:${number}`;

/** FNV-1a of the person's id, modulo PERSON_BUCKETS. */
export function personBucket(personId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < personId.length; i++) {
    h ^= personId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % PERSON_BUCKETS;
}

export function bidsGroupOf(personId: string): BidsBucketGroup {
  return `bids:${personBucket(personId)}`;
}

export function bookingsGroupOf(personId: string): BookingsBucketGroup {
  return `bookings:${personBucket(personId)}`;
}

export function notificationsGroupOf(personId: string): NotificationsBucketGroup {
  return `notifications:${personBucket(personId)}`;
}
