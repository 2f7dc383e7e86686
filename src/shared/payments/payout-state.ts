/**
 * A payout's states (ADR 102): queued (recorded with its ledger transaction, not yet at the gateway),
 * processing (the gateway took it), processed (the money reached the provider), reversed (the bank
 * sent it back after processing) or failed (nothing moved). Reversed and failed return the money to
 * the provider's balance.
 */
export const PAYOUT_STATUSES = ['queued', 'processing', 'processed', 'reversed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The states a payout does not leave (a processed payout may still be reversed). */
export const FINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = ['reversed', 'failed'];

/** The states the operator must look at. */
export const FLAGGED_PAYOUT_STATUSES: readonly PayoutStatus[] = ['reversed', 'failed'];

/** Below this (paise) nothing is paid out: it waits for the next run (₹100, product decisions). */
export const MINIMUM_PAYOUT_PAISE = 10_000;

/** How a payout reaches the provider: IMPS to a bank account, UPI to a UPI ID. */
export const PAYOUT_MODES = ['IMPS', 'UPI'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

export const PAYOUT_MESSAGES = {
  notSetUp: 'Payouts are not set up on this server yet (PAYOUT_ACCOUNT_NUMBER and the gateway keys).',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  queued: 'Queued',
  processing: 'On its way',
  processed: 'Paid',
  reversed: 'Returned by the bank',
  failed: 'Failed',
};
