import * as z from 'zod/mini';
import { idString, moneyString } from './common';

/** One completed job on a provider's earnings statement. */
export const earningsJobSchema = z.object({
  bookingId: idString,
  completedAt: z.string(),
  /** The Monday (IST calendar date) of the week it was completed in. */
  weekStart: z.string(),
  services: z.array(z.string()),
  /** P: the agreed service price. */
  servicePrice: moneyString,
  platformFee: moneyString,
  /** Included in earning: paid from the platform fee for taking over a released job. */
  priorityBonus: moneyString,
  /** E = P - platform fee, less what refunds took back: what the provider keeps. */
  earning: moneyString,
  /** The part of E that refunds to the customer took back; absent when none. */
  takenBack: z.optional(moneyString),
  /** What the customer paid (P + GST). */
  customerTotal: moneyString,
});
export type EarningsJob = z.infer<typeof earningsJobSchema>;

export const earningsWeekSchema = z.object({
  /** Monday and Sunday of the week, IST calendar dates. */
  weekStart: z.string(),
  weekEnd: z.string(),
  jobs: z.number().check(z.int()),
  earning: moneyString,
});
export type EarningsWeek = z.infer<typeof earningsWeekSchema>;

/** A provider's earnings: every completed job (newest first), weekly totals, and the totals the stats show. */
export const earningsStatementSchema = z.object({
  providerId: idString,
  jobs: z.array(earningsJobSchema),
  weeks: z.array(earningsWeekSchema),
  totalEarnings: moneyString,
  todayEarnings: moneyString,
});
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;
