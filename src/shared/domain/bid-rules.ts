import { MONEY_LIMITS } from '../pricing/limits';
import { formatRupees, toPaise } from '../pricing/money';
import { CONTROL_CHARACTERS_MESSAGE, MONEY_FORMAT_MESSAGE, MONEY_PATTERN, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS } from './text-rules';

/**
 * A bid's limits and their messages, written once: the bid body's schema (shared/schemas/bid.ts)
 * checks with them, and so do the checks below, which the first view's bid form runs before the
 * app (and zod) has arrived (ADR 111). A message is a `forms` id (worded where shown) or the
 * English the API answers with, as the app's bid form (bid-form-schema.ts) says it.
 */
export const BID_DURATION_MINUTES = { min: 1, max: 1440 } as const;
export const BID_MESSAGE_MAX = 500;

export const BID_MESSAGES = {
  amountRequired: 'forms.bid.amountRequired',
  amountNegative: 'Bid amount cannot be negative',
  amountMax: () => `Bid amount must be at most ${formatRupees(MONEY_LIMITS.bidPaise)}`,
  amountPositive: 'Bid amount must be more than 0',
  durationRequired: 'forms.bid.durationRequired',
  durationNumber: 'forms.bid.durationNumber',
  durationMissing: 'Duration is required',
  durationWhole: 'Duration must be whole minutes',
  durationMin: `Duration must be at least ${BID_DURATION_MINUTES.min} minute`,
  durationMax: `Duration must be at most ${BID_DURATION_MINUTES.max} minutes`,
  messageLong: 'Message is too long',
} as const;

/** The bid amount as typed: its first problem (a message, as above), or null. */
export function bidAmountProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return BID_MESSAGES.amountRequired;
  if (/^\s*-/.test(text)) return BID_MESSAGES.amountNegative;
  if (!MONEY_PATTERN.test(text)) return MONEY_FORMAT_MESSAGE;
  if (toPaise(text) > MONEY_LIMITS.bidPaise) return BID_MESSAGES.amountMax();
  if (!(Number(text) > 0)) return BID_MESSAGES.amountPositive;
  return null;
}

/** Minutes as a number: its first problem against the body's limits, or null. */
export function bidMinutesProblem(minutes: number): string | null {
  if (!Number.isInteger(minutes)) return BID_MESSAGES.durationWhole;
  if (minutes < BID_DURATION_MINUTES.min) return BID_MESSAGES.durationMin;
  if (minutes > BID_DURATION_MINUTES.max) return BID_MESSAGES.durationMax;
  return null;
}

/** The estimated duration as typed (whole minutes): its first problem, or null. */
export function bidDurationProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return BID_MESSAGES.durationRequired;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return BID_MESSAGES.durationNumber;
  return bidMinutesProblem(Number(text));
}

/** The note to the customer as typed: its first problem, or null (it may be empty). */
export function bidMessageProblem(typed: string): string | null {
  if (!NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(typed)) return CONTROL_CHARACTERS_MESSAGE;
  if (typed.trim().length > BID_MESSAGE_MAX) return BID_MESSAGES.messageLong;
  return null;
}
