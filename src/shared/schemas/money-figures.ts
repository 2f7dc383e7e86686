import * as z from 'zod/mini';
import { idString } from './common';
import { signedMoney } from './payment';

/** IST calendar date 'YYYY-MM-DD'. */
const istDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date YYYY-MM-DD'));

/**
 * One IST week (Monday to Sunday) of a provider's money, from the ledger (ADR 066): the jobs sold
 * that week, what they earned from them (less refunds), what was paid out to them (less payouts
 * returned), and what they owed GaadiCare from cash and UPI jobs when the week ended.
 */
export const moneyWeekSchema = z.object({
  weekStart: istDate,
  weekEnd: istDate,
  jobs: z.number().check(z.int()),
  earned: signedMoney,
  paidOut: signedMoney,
  owed: signedMoney,
});
export type MoneyWeek = z.infer<typeof moneyWeekSchema>;

/** A provider's last weeks, oldest first, the current (unfinished) week last. */
export const earningsWeeksSchema = z.object({
  providerId: idString,
  weeks: z.array(moneyWeekSchema),
});
export type EarningsWeeks = z.infer<typeof earningsWeeksSchema>;

/**
 * One IST day of the platform's money, from the ledger (ADR 066): what customers paid, the platform
 * fees earned (less refunds' share), the payouts sent to providers (less those returned), and the
 * refunds made.
 */
export const moneyDaySchema = z.object({
  day: istDate,
  paid: signedMoney,
  fees: signedMoney,
  payouts: signedMoney,
  refunds: signedMoney,
});
export type MoneyDay = z.infer<typeof moneyDaySchema>;

/** How many days the admin's chart may ask for (default: two weeks). */
export const MONEY_DAYS = { default: 14, max: 92 } as const;

export const moneyDaysQuerySchema = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MONEY_DAYS.max))),
});

/** The last days, oldest first, today (IST) last. */
export const moneyDaysSchema = z.object({
  days: z.array(moneyDaySchema),
});
export type MoneyDays = z.infer<typeof moneyDaysSchema>;

/** How many weeks the provider's chart shows, the current one included. */
export const MONEY_WEEKS = 8;
