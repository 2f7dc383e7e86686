import type { SystemSettings } from '../schemas/admin';
import { toPaise } from '../pricing/money';

/**
 * What cancelling a confirmed booking costs (product decisions, "Paying, settling and refunding";
 * ADR 092): nothing until `freeCancellationHours` before the slot; after that the
 * `lateCancellationFee`, never more than the booking's total, goes to the provider. The server
 * charges by this and the customer's dialog shows the same figure before they confirm.
 */
export type CancellationTermsSettings = Pick<SystemSettings, 'freeCancellationHours' | 'lateCancellationFee'>;

const HOUR_MS = 3_600_000;

/** The last instant a confirmed booking can be cancelled for free. */
export function freeCancellationUntil(scheduledTime: Date, settings: CancellationTermsSettings): Date {
  return new Date(scheduledTime.getTime() - settings.freeCancellationHours * HOUR_MS);
}

/** The fee (paise) for cancelling a confirmed booking of `totalPaise` at `now`: 0 while free. */
export function cancellationFeePaise(scheduledTime: Date, now: Date, settings: CancellationTermsSettings, totalPaise: number): number {
  if (now.getTime() <= freeCancellationUntil(scheduledTime, settings).getTime()) return 0;
  return Math.max(0, Math.min(toPaise(settings.lateCancellationFee), totalPaise));
}

export const CANCELLATION_MESSAGES = {
  feeChanged: (fee: string) => `Cancelling now costs ₹${fee}. Check the amount and confirm again.`,
  onlineOnly: 'Cancelling a confirmed booking needs a connection. Try again when you are back online.',
} as const;
