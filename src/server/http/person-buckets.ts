/**
 * Bids' change state is kept per bucket of people (ADR 033): a write to a bid moves the bucket of
 * the bid's provider and of its booking's customer, and a person's pull of their bids is made of
 * their own bucket, so a bid elsewhere in the city leaves their poll a 304 (all but about one in
 * PERSON_BUCKETS of the others' bids). Buckets instead of one group per person keep change_state
 * small whatever the number of people.
 */
export const PERSON_BUCKETS = 256;

export type BidsBucketGroup = `bids:${number}`;

/** FNV-1a of the person's id, modulo PERSON_BUCKETS. */
export function bidsGroupOf(personId: string): BidsBucketGroup {
  let h = 0x811c9dc5;
  for (let i = 0; i < personId.length; i++) {
    h ^= personId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `bids:${(h >>> 0) % PERSON_BUCKETS}`;
}
