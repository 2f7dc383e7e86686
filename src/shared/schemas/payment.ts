import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, PROVIDER_PAYMENT_METHODS, REFUND_STATUSES } from '../payments/payment-state';
import { idString } from './common';
import { BANK_FILE_OUTCOMES, PAYOUT_METHODS, PAYOUT_MODES, PAYOUT_STATUSES } from '../payments/payout-state';

/** A signed rupee amount ("-120.50"): ledger balances may be negative. */
export const signedMoney = z.string().check(z.regex(/^-?\d+\.\d{2}$/, 'An amount in rupees with two decimals'));
const rupees = z.string().check(z.regex(/^\d+\.\d{2}$/, 'An amount in rupees with two decimals'));
/**
 * A balance that may fall below zero: a refund that takes back an earning already paid out leaves
 * the provider's available balance negative until their next earnings cover it.
 */
const balanceRupees = z.string().check(z.regex(/^-?\d+\.\d{2}$/, 'An amount in rupees with two decimals'));

/** A booking's money as every booking answer carries it (ADR 071). */
export const bookingPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  method: z.nullable(z.enum(PAYMENT_METHODS)),
  /** What the customer pays (the total T). */
  amount: rupees,
  paidAt: z.nullable(z.string()),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** A gateway order to pay, what the checkout opens (POST /api/bookings/:id/payment). */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  amount: rupees,
  currency: z.literal('INR'),
  keyId: z.string(),
  /** The checkout page: the gateway's, or the embedded test gateway's "Test payment" page. */
  checkoutUrl: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What the checkout hands back to the app. */
export const verifyPaymentBodySchema = z.strictObject({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentId: z.string().check(z.minLength(1), z.maxLength(64)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'The signature is 64 hexadecimal characters')),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentAnswerSchema = z.object({
  orderId: z.string(),
  bookingId: z.nullable(idString),
  status: z.enum(ORDER_STATUSES),
  message: z.string(),
});
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswerSchema>;

export const cashPaymentBodySchema = z.strictObject({ method: z.enum(PROVIDER_PAYMENT_METHODS) });
export type CashPaymentBody = z.infer<typeof cashPaymentBodySchema>;

/** A provider's money (GET /api/provider/:id/balance). */
export const providerBalanceSchema = z.object({
  /** Online jobs' earnings past the payout hold, less what was paid out (below zero when taken back after a payout). */
  available: balanceRupees,
  /** Online jobs' earnings still within the payout hold. */
  pending: rupees,
  /** Cash and UPI jobs' fee and GST the provider holds for GaadiCare, less what they settled. */
  owed: rupees,
  /** Whether `owed` is over the cash limit: no new bid of theirs is accepted until they settle. */
  overLimit: z.boolean(),
  cashOwedLimit: rupees,
});
export type ProviderBalance = z.infer<typeof providerBalanceSchema>;

export const trialBalanceSchema = z.object({
  accounts: z.array(z.object({ account: z.string(), balance: signedMoney })),
  total: signedMoney,
});

export const accountStatementSchema = z.object({
  account: z.string(),
  balance: signedMoney,
  entries: z.array(
    z.object({ transactionId: z.number(), key: z.string(), kind: z.string(), bookingId: z.nullable(z.string()), memo: z.nullable(z.string()), at: z.string(), amount: signedMoney }),
  ),
});

export const paymentFlagsSchema = z.array(
  z.object({
    key: z.string(),
    reason: z.string(),
    orderId: z.nullable(z.string()),
    bookingId: z.nullable(z.string()),
    paymentId: z.nullable(z.string()),
    amount: z.nullable(signedMoney),
    at: z.string(),
  }),
);

/**
 * Cancelling a confirmed booking (POST /api/bookings/:id/cancellation): `fee` is what the customer
 * was shown and agreed to ("0.00" while free); if it is no longer right, 409 says the new fee.
 */
export const cancelConfirmedBodySchema = z.strictObject({ fee: rupees });
export type CancelConfirmedBody = z.infer<typeof cancelConfirmedBodySchema>;

/** The longest reason a refund may give. */
export const REFUND_REASON_MAX = 300;

/** An administrator's refund of a booking's online payment (POST /api/admin/bookings/:id/refunds). */
export const refundBodySchema = z.strictObject({
  amount: z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'An amount in rupees with at most 2 decimals'), z.refine((v) => Number(v) >= 1, 'A refund is at least ₹1.00')),
  reason: z.string().check(z.trim(), z.minLength(3, 'Say why, in a few words'), z.maxLength(REFUND_REASON_MAX, `At most ${REFUND_REASON_MAX} characters`)),
  /** A goodwill refund GaadiCare bears alone: the provider keeps their earning. */
  goodwill: z.optional(z.boolean()),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundSchema = z.object({
  id: z.string(),
  /** The booking refunded, or null for a rental's deposit going back (then `rentalId`, ADR 063). */
  bookingId: z.nullable(idString),
  rentalId: z.optional(z.nullable(idString)),
  amount: rupees,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** Borne by GaadiCare alone (goodwill), not undone in proportion. */
  goodwill: z.optional(z.boolean()),
  gatewayRefundId: z.nullable(z.string()),
  requestedBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundListSchema = z.array(refundSchema);

/** Every provider with money in the ledger, their balance, those over the cash limit first (administrator). */
export const providerBalancesSchema = z.array(
  z.object({
    providerId: idString,
    name: z.nullable(z.string()),
    available: balanceRupees,
    pending: rupees,
    owed: rupees,
    overLimit: z.boolean(),
  }),
);
export type ProviderBalances = z.infer<typeof providerBalancesSchema>;

/** A payout of a provider's available balance (ADR 102): to the provider themself, or the administrator's list. */
export const payoutSchema = z.object({
  id: z.string(),
  providerId: idString,
  name: z.optional(z.nullable(z.string())),
  amount: rupees,
  mode: z.enum(PAYOUT_MODES),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.array(payoutSchema);

/** What "Pay out now" did: the payouts made (none when every balance was paid or held). */
export const payoutRunSchema = z.object({ payouts: payoutListSchema, total: rupees });
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/**
 * The operator's bank bulk-transfer files (ADR 068): how this server pays out, the payouts waiting
 * for a file, and the latest files with their payouts and each one's state.
 */
export const bankFilesSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  waiting: z.object({ count: z.number().check(z.int()), total: rupees }),
  files: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      total: rupees,
      payouts: z.array(
        z.object({
          id: z.string(),
          providerId: idString,
          name: z.nullable(z.string()),
          amount: rupees,
          mode: z.enum(PAYOUT_MODES),
          status: z.enum(PAYOUT_STATUSES),
          failureReason: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type BankFiles = z.infer<typeof bankFilesSchema>;

/** A bank file made: its id (null when every waiting payout failed), and the payouts in it and failed. */
export const bankFileMadeSchema = z.object({ fileId: z.nullable(z.string()), payouts: z.number().check(z.int()), total: rupees, failed: z.number().check(z.int()) });
export type BankFileMade = z.infer<typeof bankFileMadeSchema>;

/** The bank's outcome for some of a file's payouts, as the operator reports it. */
export const bankFileOutcomeBodySchema = z.strictObject({
  outcome: z.enum(BANK_FILE_OUTCOMES),
  payoutIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(500)),
  reason: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(300))),
});
export type BankFileOutcomeBody = z.infer<typeof bankFileOutcomeBodySchema>;
