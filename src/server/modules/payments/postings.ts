import type { Tx } from '../../db/database';
import type { PaymentMethod, RefundBorneBy } from '../../../shared/payments/payment-state';
import { payablePaise, type BookingRow } from '../bookings/booking-mapper';
import { LEDGER_ACCOUNTS as A } from '../ledger/accounts';
import { post } from '../ledger/service';

/**
 * The booking's money as the price model made it at acceptance (price-model.ts): T the customer
 * pays, E the provider earns, the platform fee and the GST; T = E + fee + GST.
 */
export function bookingMoney(row: Pick<BookingRow, 'totalPaise' | 'providerPaise' | 'platformPaise' | 'gstPaise'>) {
  return { total: row.totalPaise, earning: row.providerPaise, fee: row.platformPaise, gst: row.gstPaise };
}

/** The sale (ADR 071): the customer owes T; GaadiCare owes the provider E, keeps the fee, owes the GST. Once per booking. */
export function postSale(tx: Tx, row: BookingRow): Promise<boolean> {
  const m = bookingMoney(row);
  return post(tx, {
    key: `sale:${row.id}`,
    kind: 'sale',
    bookingId: row.id,
    memo: `Invoice ${row.invoiceNumber ?? ''}`.trim(),
    entries: [
      { account: A.customer(row.customerId), paise: m.total },
      { account: A.provider(row.selectedProviderId!), paise: -m.earning },
      { account: A.platformRevenue, paise: -m.fee },
      { account: A.gstPayable, paise: -m.gst },
    ],
  });
}

/**
 * The customer's payment of T (of a cancelled booking, its late fee), once per booking (the key
 * `payment:<booking>` is what makes a racing cash record and captured webhook post one payment):
 * online it lands in the gateway's clearing account; in cash or by UPI the provider holds it, so
 * they owe T − E.
 */
export function postPayment(tx: Tx, row: BookingRow, method: PaymentMethod, reference: string): Promise<boolean> {
  const paid = payablePaise(row);
  const into = method === 'online' ? A.gatewayClearing : A.provider(row.selectedProviderId!);
  return post(tx, {
    key: `payment:${row.id}`,
    kind: 'payment',
    bookingId: row.id,
    memo: `${method} ${reference}`,
    entries: [
      { account: into, paise: paid },
      { account: A.customer(row.customerId), paise: -paid },
    ],
  });
}

/** Money the gateway took that pays for nothing (a wrong amount, a second payment): GaadiCare holds it for the customer until the operator returns it. */
export function postUnapplied(tx: Tx, paymentId: string, customerId: string, bookingId: string | null, amountPaise: number): Promise<boolean> {
  return post(tx, {
    key: `unapplied:${paymentId}`,
    kind: 'unapplied',
    bookingId,
    memo: `gateway payment ${paymentId} held for the operator`,
    entries: [
      { account: A.gatewayClearing, paise: amountPaise },
      { account: A.customer(customerId), paise: -amountPaise },
    ],
  });
}

/** A provider paying online what they owe from cash jobs. */
export function postSettlement(tx: Tx, paymentId: string, providerId: string, amountPaise: number): Promise<boolean> {
  return post(tx, {
    key: `settlement:${paymentId}`,
    kind: 'settlement',
    memo: `gateway payment ${paymentId}`,
    entries: [
      { account: A.gatewayClearing, paise: amountPaise },
      { account: A.provider(providerId), paise: -amountPaise },
    ],
  });
}

/**
 * A confirmed booking cancelled late (ADR 092): the customer owes the fee, all of it the provider's.
 * Posted at the cancellation, once per booking; the fee's payment is the booking's payment.
 */
export function postCancellationFee(tx: Tx, row: BookingRow, feePaise: number): Promise<boolean> {
  return post(tx, {
    key: `cancellation-fee:${row.id}`,
    kind: 'cancellation-fee',
    bookingId: row.id,
    memo: 'late cancellation fee',
    entries: [
      { account: A.customer(row.customerId), paise: feePaise },
      { account: A.provider(row.selectedProviderId!), paise: -feePaise },
    ],
  });
}

/**
 * The entries of a refund of A out of what the customer paid (ADR 092): the money leaves the
 * gateway's clearing account, and what the payment paid for is undone in the same proportion — for
 * a job, the provider's earning, the GST and the platform fee (the fee takes the rounding); for a
 * late cancellation fee, the provider's fee. A goodwill refund (`platform`) undoes nothing: the
 * platform bears it alone as an expense, the provider keeps their earning.
 */
export function refundEntries(row: BookingRow, amountPaise: number, borneBy: RefundBorneBy = 'proportional'): { account: string; paise: number }[] {
  if (borneBy === 'platform') {
    return [
      { account: A.platformRefunds, paise: amountPaise },
      { account: A.gatewayClearing, paise: -amountPaise },
    ];
  }
  if (row.status === 'cancelled') {
    return [
      { account: A.provider(row.selectedProviderId!), paise: amountPaise },
      { account: A.gatewayClearing, paise: -amountPaise },
    ];
  }
  const m = bookingMoney(row);
  const earning = Math.round((amountPaise * m.earning) / m.total);
  const gst = Math.round((amountPaise * m.gst) / m.total);
  return [
    { account: A.provider(row.selectedProviderId!), paise: earning },
    { account: A.gstPayable, paise: gst },
    { account: A.platformRevenue, paise: amountPaise - earning - gst },
    { account: A.gatewayClearing, paise: -amountPaise },
  ];
}

/** A refund the gateway processed, once per refund. */
export function postRefund(tx: Tx, row: BookingRow, refundId: string, amountPaise: number, borneBy: RefundBorneBy = 'proportional'): Promise<boolean> {
  const memo = borneBy === 'platform' ? `goodwill refund ${refundId}, borne by the platform` : `refund ${refundId}`;
  return post(tx, { key: `refund:${refundId}`, kind: 'refund', bookingId: row.id, memo, entries: refundEntries(row, amountPaise, borneBy) });
}
