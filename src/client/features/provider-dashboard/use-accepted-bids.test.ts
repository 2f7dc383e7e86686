import { describe, expect, it } from 'vitest';
import type { Bid } from '../../../shared/schemas/bid';
import type { Booking } from '../../../shared/schemas/booking';
import { bidsToFollowUp } from './use-accepted-bids';

const bid = (bookingId: string, status: Bid['status'] = 'pending') => [bookingId, { bookingId, status } as Bid] as const;
const booking = (id: string) => ({ id }) as Booking;

describe('bidsToFollowUp', () => {
  const myBids = new Map([bid('a'), bid('b'), bid('c', 'accepted')]);

  it('follows up a job I bid on that left the open list, and a bid that came back accepted', () => {
    expect(bidsToFollowUp([booking('b')], new Set(['a', 'b']), myBids, []).sort()).toEqual(['a', 'c']);
  });

  it('leaves alone jobs still open, never seen open, or already among my jobs', () => {
    expect(bidsToFollowUp([booking('a'), booking('b')], new Set(['a', 'b']), myBids, [booking('c')])).toEqual([]);
    expect(bidsToFollowUp([], new Set(), new Map([bid('a')]), [])).toEqual([]);
  });
});
