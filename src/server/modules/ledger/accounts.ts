/**
 * The ledger's accounts (ADR 071), named once. Debit positive, credit negative: a customer's or a
 * provider's positive balance is what they owe GaadiCare, a negative one what GaadiCare owes them.
 */
export const LEDGER_ACCOUNTS = {
  platformRevenue: 'platform:revenue',
  gstPayable: 'gst:payable',
  /** Money the gateway has taken for GaadiCare and not yet paid out to its bank account. */
  gatewayClearing: 'gateway:clearing',
  /** Payouts sent to providers that the gateway has not yet reported paid (ADR 102). */
  payoutsInTransit: 'payouts:in-transit',
  /** Tool rentals (ADR 063): the rent earned, the deposits held, the damage kept from deposits. */
  toolRent: 'tools:rent',
  toolDeposits: 'tools:deposits',
  toolDamage: 'tools:damage',
  /** Goodwill refunds GaadiCare bears alone (ADR 063): an expense of the platform's. */
  platformRefunds: 'refunds:platform',
  /** Cash taken and given back at the tool pickup desk. */
  cashDesk: 'cash:desk',
  /** GaadiCare's own bank account: bank bulk-transfer files are paid from it (ADR 068). */
  bankAccount: 'bank:account',
  customer: (id: string) => `customer:${id}`,
  provider: (id: string) => `provider:${id}`,
} as const;

/** An account name as the statement route accepts it. */
export const ACCOUNT_PATTERN = /^(platform:revenue|gst:payable|gateway:clearing|payouts:in-transit|tools:rent|tools:deposits|tools:damage|cash:desk|refunds:platform|bank:account|(customer|provider):[A-Za-z0-9_-]{1,64})$/;

/** The kinds of ledger transaction. */
export type LedgerKind = 'sale' | 'payment' | 'unapplied' | 'settlement' | 'cancellation-fee' | 'refund' | 'payout' | 'payout-processed' | 'payout-return' | 'rental-charge' | 'rental-payment' | 'rental-settlement' | 'rental-cash-back';
