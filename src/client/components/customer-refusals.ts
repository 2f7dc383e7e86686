import { CANCELLATION_MESSAGES } from '../../shared/domain/cancellation-terms';
import { cancelUnavailableText } from '../../shared/domain/action-refusals';
import { PAYMENT_MESSAGES } from '../../shared/payments/payment-state';
import { RENTAL_MONEY_MESSAGES } from '../../shared/payments/rental-money';
import { escapeRegExp } from '../../shared/escape-reg-exp';
import { serverText, type KnownRefusal } from '../i18n/server-text';
import type { Translate } from '../i18n/use-t';

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/**
 * Why a booking cannot be cancelled, or how cancelling or paying went wrong, in the customer's
 * language (the `customer` area): the shared rules' own texts (action-refusals, the cancellation
 * terms, the payment messages), the figures read from them; any other text as the server said it.
 */
const KNOWN: KnownRefusal[] = [
  { pattern: /^Cancellations are turned off$/, id: 'customer.cancel.turnedOff' },
  { pattern: /^Bookings can only be cancelled at least (\d+) hours? before the time slot$/, id: 'customer.cancel.deadline', values: (m) => ({ hours: Number(m[1]) }) },
  { pattern: exactly(cancelUnavailableText('in_progress') ?? '\0'), id: 'customer.cancel.started' },
  { pattern: exactly(cancelUnavailableText('emergency_released') ?? '\0'), id: 'customer.cancel.released' },
  { pattern: exactly(CANCELLATION_MESSAGES.onlineOnly), id: 'customer.cancel.onlineOnly' },
  { pattern: /^Cancelling now costs ₹([\d,.]+)\. Check the amount and confirm again\.$/, id: 'customer.cancel.feeChanged', values: (m) => ({ fee: `₹${m[1]}` }) },
  { pattern: exactly(PAYMENT_MESSAGES.onlineOnly), id: 'customer.pay.onlineOnly' },
  { pattern: exactly(PAYMENT_MESSAGES.notSetUp), id: 'customer.pay.notSetUp' },
  { pattern: exactly(PAYMENT_MESSAGES.alreadyPaid), id: 'customer.pay.alreadyPaid' },
  { pattern: exactly(PAYMENT_MESSAGES.notCompleted), id: 'customer.pay.notCompleted' },
  { pattern: /^The payment signature does not match$/, id: 'customer.pay.signature' },
  { pattern: exactly(RENTAL_MONEY_MESSAGES.alreadyPaid), id: 'customer.rentalMoney.alreadyPaid' },
  { pattern: exactly(RENTAL_MONEY_MESSAGES.notYours), id: 'customer.rentalMoney.notYours' },
];

export function customerRefusalText(t: Translate, message: string): string {
  return serverText(t, message, KNOWN);
}
