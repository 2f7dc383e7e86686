/**
 * The ledger (ADR 071) and the payment gateway's orders and events (ADR 072). Money is integer paise.
 * Entries are immutable: a trigger refuses UPDATE and DELETE on them and on their transactions, and
 * a deferred trigger refuses a transaction whose entries do not sum to zero (migration 0013).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_METHODS, REFUND_BORNE_BY, REFUND_STATUSES } from '../../../shared/payments/payment-state';
import { PAYOUT_MODES, PAYOUT_STATUSES } from '../../../shared/payments/payout-state';
import { oneOf, ts } from './columns';
import { users } from './accounts';
import { bookings } from './bookings';
import { toolRentals } from './tools';

/** One money event: its entries sum to zero; a repeat of its idempotency key posts nothing. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    bookingId: text('booking_id').references(() => bookings.id),
    memo: text('memo'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // The admin's money per day reads the last days' transactions (ADR 066).
  (t) => [index('ledger_transactions_booking').on(t.bookingId), index('ledger_transactions_created').on(t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** 'customer:<id>', 'provider:<id>', 'platform:revenue', 'gst:payable', 'gateway:clearing'. */
    account: text('account').notNull(),
    /** Debit positive, credit negative. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.account, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_not_zero', sql`${t.amountPaise} <> 0`),
  ],
);

/** An order at the payment gateway: a booking's total, a tool rental's rent and deposit (ADR 063), or a provider settling what they owe. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id. */
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['booking', 'settlement', 'rental'] }).notNull(),
    bookingId: text('booking_id').references(() => bookings.id),
    rentalId: text('rental_id').references(() => toolRentals.id),
    providerId: text('provider_id').references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    receipt: text('receipt').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    paymentId: text('payment_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One order per booking: asked again, the same order is answered.
    uniqueIndex('payment_orders_one_per_booking').on(t.bookingId).where(sql`purpose = 'booking'`),
    uniqueIndex('payment_orders_one_per_rental').on(t.rentalId).where(sql`purpose = 'rental'`),
    index('payment_orders_open').on(t.status, t.createdAt),
    check('payment_orders_status_known', oneOf(t.status, ORDER_STATUSES)),
  ],
);

/** Each gateway webhook event once, by its event id; worked through the outbox. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
});

/** What the operator must look at: a wrong amount, a booking paid twice. Each once, by its key. */
export const paymentFlags = pgTable('payment_flags', {
  key: text('key').primaryKey(),
  reason: text('reason').notNull(),
  orderId: text('order_id'),
  bookingId: text('booking_id'),
  paymentId: text('payment_id'),
  amountPaise: bigint('amount_paise', { mode: 'number' }),
  method: text('method', { enum: PAYMENT_METHODS }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A refund of a booking's online payment through the gateway (ADR 092). Its id is the receipt the
 * gateway keeps with it, so a retried call finds the refund it made instead of making another.
 * Posted to the ledger once, when the gateway says the money went back.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** Ours, and the gateway refund's receipt. */
    id: text('id').primaryKey(),
    /** The booking refunded, or (a deposit going back, ADR 063) the tool rental: one of the two. */
    bookingId: text('booking_id').references(() => bookings.id),
    rentalId: text('rental_id').references(() => toolRentals.id),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** The gateway payment refunded. */
    paymentId: text('payment_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    /** Who bears it in the ledger: in proportion (the provider's earning, GST, fee) or the platform alone (goodwill). */
    borneBy: text('borne_by', { enum: REFUND_BORNE_BY }).notNull().default('proportional'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    /** Who asked: an administrator, or the customer cancelling. */
    requestedBy: text('requested_by'),
    /** While one process is asking the gateway; another waits until this is old. */
    sendingSince: ts('sending_since'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('refunds_booking').on(t.bookingId),
    index('refunds_rental').on(t.rentalId),
    check('refunds_booking_or_rental', sql`(${t.bookingId} is null) <> (${t.rentalId} is null)`),
    index('refunds_status').on(t.status, t.createdAt),
    check('refunds_status_known', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_borne_by_known', oneOf(t.borneBy, REFUND_BORNE_BY)),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Where a provider is paid (ADR 093): a bank account and IFSC, or a UPI ID. The full number is kept
 * only to pay; every answer masks it. A change holds the next payout until `payouts_held_until`.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    providerId: text('provider_id')
      .primaryKey()
      .references(() => users.id),
    kind: text('kind', { enum: ['bank', 'upi'] }).notNull(),
    accountHolder: text('account_holder'),
    accountNumber: text('account_number'),
    ifsc: text('ifsc'),
    vpa: text('vpa'),
    payoutsHeldUntil: ts('payouts_held_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payout_accounts_kind_known', sql`${t.kind} in ('bank', 'upi')`),
    check('payout_accounts_complete', sql`(${t.kind} = 'bank' and ${t.accountNumber} is not null and ${t.ifsc} is not null) or (${t.kind} = 'upi' and ${t.vpa} is not null)`),
  ],
);

/**
 * A bank bulk-transfer file (ADR 068): the payouts of a server without RazorpayX payouts, put in one
 * file once, for the operator to upload to GaadiCare's bank. Its payouts name it (`payouts.bank_file_id`).
 */
export const payoutBankFiles = pgTable('payout_bank_files', {
  id: text('id').primaryKey(),
  /** The administrator who made it, or 'cli'. */
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A payout of a provider's available balance through the gateway (ADR 102). Its id is the gateway's
 * reference_id and X-Payout-Idempotency, so a retried call never pays twice; its ledger transaction
 * `payout:<id>` is posted with the row, and one returning the money if it is reversed or fails.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    mode: text('mode', { enum: PAYOUT_MODES }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('queued'),
    /** The gateway's payout id, once it took the payout. */
    gatewayPayoutId: text('gateway_payout_id').unique(),
    /** The gateway's reason for a failure or reversal. */
    failureReason: text('failure_reason'),
    /** Who asked: 'schedule' or the administrator's id. */
    requestedBy: text('requested_by').notNull(),
    /** The bank file it was put in (ADR 068), once; null for a payout through the gateway or one still waiting for a file. */
    bankFileId: text('bank_file_id').references(() => payoutBankFiles.id),
    /** Whom the bank file pays, as the payout account said when the file was made: the file reads the same every time. */
    beneficiaryName: text('beneficiary_name'),
    /** The account number or UPI ID the bank file pays to. */
    beneficiaryAccount: text('beneficiary_account'),
    /** The IFSC of a bank account in the bank file; null for a UPI ID. */
    beneficiaryIfsc: text('beneficiary_ifsc'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payouts_provider').on(t.providerId, t.createdAt),
    index('payouts_status').on(t.status, t.createdAt),
    index('payouts_bank_file').on(t.bankFileId),
    check('payouts_status_known', oneOf(t.status, PAYOUT_STATUSES)),
    check('payouts_mode_known', oneOf(t.mode, PAYOUT_MODES)),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
