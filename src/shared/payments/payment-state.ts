import { formatIstDate } from '../domain/time';

/**
 * A booking's money (docs/decisions/071-ledger-in-the-database.md): whether what the customer owes
 * is still due or was paid, and how. The one home of these lists and of the words people read.
 */
export const PAYMENT_STATUSES = ['due', 'paid', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a booking was paid: online through the gateway, or in cash / by UPI straight to the provider. */
export const PAYMENT_METHODS = ['online', 'cash', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the provider records on the job (cash-payment route). */
export const PROVIDER_PAYMENT_METHODS = ['cash', 'upi'] as const;
export type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number];

/** A gateway order's own states: created, the customer back from checkout (confirming), paid. */
export const ORDER_STATUSES = ['created', 'confirming', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A refund's states (ADR 092): requested (recorded, not yet at the gateway), pending (the gateway
 * took it), processed (the money went back; posted to the ledger), failed (nothing moved).
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Who bears a refund (ADR 063's goodwill switch, ADR 092): `proportional` undoes what the payment
 * paid for (the provider's earning, the GST, the fee) in proportion; `platform` is a goodwill
 * refund GaadiCare bears alone — the provider keeps their earning, the invoice stands.
 */
export const REFUND_BORNE_BY = ['proportional', 'platform'] as const;
export type RefundBorneBy = (typeof REFUND_BORNE_BY)[number];

/** Where the checkout sends the customer back to: their history, which finishes the payment (verify). */
export const PAYMENT_RETURN_PATH = '/customer-history';

export const PAYMENT_MESSAGES = {
  confirming: 'Payment received, confirming…',
  paid: 'Paid',
  due: 'Due',
  notCompleted: 'A booking is paid once its job is completed',
  alreadyPaid: 'This booking is already paid',
  onlineOnly: 'Paying online needs a connection. Try again when you are back online.',
  notSetUp: 'Paying online is not set up on this server yet. Please pay the provider in cash or by UPI.',
  notOnline: 'This booking was not paid online: a refund goes back the way the money came, so return it in cash or by UPI.',
  nothingPaid: 'Nothing was paid for this booking, so there is nothing to refund',
  refundTooLarge: (amount: string, left: string) => `A refund of ₹${amount} is more than the ₹${left} left to refund`,
  owedLimit: (owed: string, limit: string) =>
    `This provider owes GaadiCare ${owed} from cash jobs, more than the ${limit} limit; no new bid of theirs can be accepted until they settle.`,
} as const;

const methodWords: Record<PaymentMethod, string> = { online: 'online', cash: 'in cash', upi: 'by UPI' };

/** "Paid by UPI on 29 Nov 2026" / "Paid online on …" / "Due": `on` is the date already formatted. */
export function paymentLine(payment: { status: PaymentStatus; method: PaymentMethod | null }, on: string | null): string {
  if (payment.status === 'due' || !payment.method) return PAYMENT_MESSAGES.due;
  if (payment.status === 'refunded') return 'Refunded';
  const paid = `Paid ${methodWords[payment.method]}`;
  const line = on ? `${paid} on ${on}` : paid;
  return payment.status === 'partially_refunded' ? `${line}, partly refunded` : line;
}

/** A booking's payment in words, its date in India time: "Paid online on 29 Nov 2026", "Due". */
export function paymentText(payment: { status: PaymentStatus; method: PaymentMethod | null; paidAt: string | null }): string {
  return paymentLine(payment, payment.paidAt ? formatIstDate(payment.paidAt) : null);
}
