/**
 * A payout's states (ADR 102): queued (recorded with its ledger transaction, not yet at the gateway),
 * processing (the gateway took it), processed (the money reached the provider), reversed (the bank
 * sent it back after processing) or failed (nothing moved). Reversed and failed return the money to
 * the provider's balance. Without RazorpayX payouts (ADR 068) a payout is recorded `in_bank_file`:
 * it waits for the operator's bank bulk-transfer file, and the operator marks it processed or failed.
 */
export const PAYOUT_STATUSES = ['queued', 'processing', 'in_bank_file', 'processed', 'reversed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The states a payout does not leave (a processed payout may still be reversed). */
export const FINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = ['reversed', 'failed'];

/** The states in which the gateway settles a payout within seconds to minutes (a bank file waits for the operator). */
export const AT_GATEWAY_PAYOUT_STATUSES: readonly PayoutStatus[] = ['queued', 'processing'];

/** The states the operator must look at. */
export const FLAGGED_PAYOUT_STATUSES: readonly PayoutStatus[] = ['reversed', 'failed'];

/** Below this (paise) nothing is paid out: it waits for the next run (₹100, product decisions). */
export const MINIMUM_PAYOUT_PAISE = 10_000;

/** How a payout reaches the provider: IMPS to a bank account, UPI to a UPI ID. */
export const PAYOUT_MODES = ['IMPS', 'UPI'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/**
 * How this server pays out (ADR 068): through RazorpayX's payout API, or by a bank bulk-transfer file
 * the operator uploads to GaadiCare's bank. PAYOUTS_BY in the environment; by default the API when
 * the gateway and PAYOUT_ACCOUNT_NUMBER are set (the demo's embedded test gateway has both), else the file.
 */
export const PAYOUT_METHODS = ['razorpayx', 'bank-file'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The outcomes an operator reports for a bank file's payouts. */
export const BANK_FILE_OUTCOMES = ['processed', 'failed'] as const;
export type BankFileOutcome = (typeof BANK_FILE_OUTCOMES)[number];

export const PAYOUT_MESSAGES = {
  nothingForBankFile: 'No payout is waiting for a bank file.',
  bankFileNotFound: 'There is no bank file with this id.',
  notInBankFile: 'These payouts are not waiting in this bank file.',
  notBankFileServer: 'This server pays out through RazorpayX: there are no bank files.',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  queued: 'Queued',
  processing: 'On its way',
  in_bank_file: 'In a bank file',
  processed: 'Paid',
  reversed: 'Returned by the bank',
  failed: 'Failed',
};
