import type { Tx } from '../../db/database';
import type { PaymentMethod } from '../../../shared/payments/payment-state';
import type { BookingRow } from '../bookings/booking-mapper';
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
 * The customer's payment of T, once per booking (the key `payment:<booking>` is what makes a
 * racing cash record and captured webhook post one payment): online it lands in the gateway's
 * clearing account; in cash or by UPI the provider holds it, so they owe T − E.
 */
export function postPayment(tx: Tx, row: BookingRow, method: PaymentMethod, reference: string): Promise<boolean> {
  const m = bookingMoney(row);
  const into = method === 'online' ? A.gatewayClearing : A.provider(row.selectedProviderId!);
  return post(tx, {
    key: `payment:${row.id}`,
    kind: 'payment',
    bookingId: row.id,
    memo: `${method} ${reference}`,
    entries: [
      { account: into, paise: m.total },
      { account: A.customer(row.customerId), paise: -m.total },
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
