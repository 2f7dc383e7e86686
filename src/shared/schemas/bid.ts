import { z } from 'zod';
import { MONEY_LIMITS } from '../pricing/limits';
import { clientUuid, idString, MONEY_PATTERN, moneyString, moneyUpTo, multiLineText } from './common';
import { priceFields } from './price';

export const BID_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const bidStatusSchema = z.enum(BID_STATUSES);
/** Live bids: still open, or the one accepted; rejected bids are history. */
export const LIVE_BID_STATUSES = ['pending', 'accepted'] as const satisfies readonly (typeof BID_STATUSES)[number][];
export type BidStatus = z.infer<typeof bidStatusSchema>;

export const bidSchema = z.object({
  id: idString,
  bookingId: idString,
  providerId: idString,
  /** The service price P for the whole job; the customer pays totalAmount (P + GST). */
  bidAmount: moneyString,
  ...priceFields,
  estimatedDuration: z.number().int(),
  message: z.string().nullable(),
  status: bidStatusSchema,
  createdAt: z.string(),
  provider: z.object({
    name: z.string(),
    profileImage: z.string().nullable(),
    location: z.string().nullable(),
  }),
  providerProfile: z.object({
    rating: z.number().nullable(),
    reviews: z.number().int(),
    completedJobs: z.number().int(),
  }),
});
export type Bid = z.infer<typeof bidSchema>;

export const placeBidBodySchema = z
  .object({
    id: clientUuid.optional(),
    bookingId: idString,
    providerId: idString,
    bidAmount: moneyUpTo(MONEY_LIMITS.bidPaise, 'Bid amount').refine((v) => !MONEY_PATTERN.test(v) || Number(v) > 0, 'Bid amount must be more than 0'),
    estimatedDuration: z
      .number({ message: 'Duration is required' })
      .int('Duration must be whole minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(1440, 'Duration must be at most 1440 minutes'),
    message: multiLineText().trim().max(500, 'Message is too long').optional().nullable(),
  })
  .strict();
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

/**
 * Accepting a bid. `expectedTotal` is the total the customer saw on the card: if the bid has
 * changed since, the acceptance is refused rather than charging another figure. It is required
 * when the bid is above the price agreed before an emergency release.
 */
export const acceptBidBodySchema = z
  .object({
    expectedTotal: moneyString.optional(),
  })
  .strict();
export type AcceptBidBody = z.infer<typeof acceptBidBodySchema>;
