import { z } from 'zod';
import { MONEY_LIMITS } from '../pricing/limits';
import { clientUuid, idString, moneyString, moneyUpTo, multiLineText } from './common';

export const bidStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type BidStatus = z.infer<typeof bidStatusSchema>;

export const bidSchema = z.object({
  id: idString,
  bookingId: idString,
  providerId: idString,
  bidAmount: moneyString,
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
    bidAmount: moneyUpTo(MONEY_LIMITS.bidPaise, 'Bid amount').refine((v) => Number(v) > 0, 'Bid amount must be more than 0'),
    estimatedDuration: z
      .number({ message: 'Duration is required' })
      .int('Duration must be whole minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(1440, 'Duration must be at most 1440 minutes'),
    message: multiLineText().trim().max(500, 'Message is too long').optional().nullable(),
  })
  .strict();
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;
