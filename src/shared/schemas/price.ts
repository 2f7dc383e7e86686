import * as z from 'zod/mini';
import { moneyString } from './common';

/**
 * The price of a bid or a booking as the model computes it (shared/pricing/price-model.ts),
 * frozen when it is made: a bid when placed, a booking when a bid is accepted.
 */
export const priceFields = {
  /** CGST and SGST, each half of the GST on the service price; they add up to `gst`. */
  cgst: moneyString,
  sgst: moneyString,
  gst: moneyString,
  /** What the customer pays: service price + CGST + SGST. */
  totalAmount: moneyString,
  /** The provider's earning: service price - platform fee. */
  providerAmount: moneyString,
  platformAmount: moneyString,
  /** Part of the provider's earning paid from the platform fee for taking over a released job. */
  priorityBonus: moneyString,
  /** GST percentage (CGST and SGST are half each) and platform fee percentage the price used. */
  gstRate: z.number(),
  platformFeeRate: z.number(),
};
