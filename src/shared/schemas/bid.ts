import * as z from 'zod/mini';
import { BID_DURATION_MINUTES, BID_MESSAGE_MAX, BID_MESSAGES } from '../domain/bid-rules';
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
  estimatedDuration: z.number().check(z.int()),
  message: z.nullable(z.string()),
  status: bidStatusSchema,
  createdAt: z.string(),
  provider: z.object({
    name: z.string(),
    profileImage: z.nullable(z.string()),
    location: z.nullable(z.string()),
  }),
  providerProfile: z.object({
    rating: z.nullable(z.number()),
    reviews: z.number().check(z.int()),
    completedJobs: z.number().check(z.int()),
  }),
});
export type Bid = z.infer<typeof bidSchema>;

/** A bid's note to the customer; the bid form checks it alike. */
export const bidMessageText = multiLineText().check(z.trim(), z.maxLength(BID_MESSAGE_MAX, BID_MESSAGES.messageLong));

export const placeBidBodySchema = z.strictObject({
    id: z.optional(clientUuid),
    bookingId: idString,
    providerId: idString,
    bidAmount: moneyUpTo(MONEY_LIMITS.bidPaise, 'Bid amount').check(z.refine((v) => !MONEY_PATTERN.test(v) || Number(v) > 0, BID_MESSAGES.amountPositive)),
    estimatedDuration: z
      .number({ message: BID_MESSAGES.durationMissing })
      .check(
        z.int(BID_MESSAGES.durationWhole),
        z.minimum(BID_DURATION_MINUTES.min, BID_MESSAGES.durationMin),
        z.maximum(BID_DURATION_MINUTES.max, BID_MESSAGES.durationMax),
      ),
    message: z.nullable(z.optional(bidMessageText)),
  });
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

/**
 * Accepting a bid. `expectedTotal` is the total the customer saw on the card: if the bid has
 * changed since, the acceptance is refused rather than charging another figure. It is required
 * when the bid is above the price agreed before an emergency release.
 */
export const acceptBidBodySchema = z.strictObject({
  expectedTotal: z.optional(moneyString),
});
export type AcceptBidBody = z.infer<typeof acceptBidBodySchema>;
