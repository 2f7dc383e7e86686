import { afterEach, describe, expect, it } from 'vitest';
import { cancelRefusal, cancelUnavailableText } from '../../shared/domain/action-refusals';
import { CANCELLATION_MESSAGES } from '../../shared/domain/cancellation-terms';
import { PAYMENT_MESSAGES } from '../../shared/payments/payment-state';
import { EXPIRED_MESSAGE } from '../../shared/domain/slot-rules';
import english from '../i18n/locales/en/customer.json';
import { KEPT_LATIN } from '../i18n/kept-latin';
import { loadAreas, setLocale, t } from '../i18n/i18n';
import { customerRefusalText } from './customer-refusals';

const slot = new Date('2026-12-01T10:00:00+05:30');
const now = new Date('2026-12-01T09:00:00+05:30');

/** What the shared rules and the payment services answer, word for word. */
const KNOWN = [
  cancelRefusal(slot, now, { allowCancellations: false, cancellationDeadlineHours: 2 }),
  cancelRefusal(slot, now, { allowCancellations: true, cancellationDeadlineHours: 2 }),
  cancelUnavailableText('in_progress'),
  cancelUnavailableText('emergency_released'),
  CANCELLATION_MESSAGES.onlineOnly,
  CANCELLATION_MESSAGES.feeChanged('150.00'),
  PAYMENT_MESSAGES.onlineOnly,
  PAYMENT_MESSAGES.notSetUp,
  PAYMENT_MESSAGES.alreadyPaid,
  PAYMENT_MESSAGES.notCompleted,
  'The payment signature does not match',
].filter((m): m is string => m !== null);

const englishIn = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_LATIN.has(w));

describe('customerRefusalText', () => {
  afterEach(() => setLocale('en'));

  it('says each refusal a customer meets when cancelling or paying as the server words it, in English', () => {
    expect(KNOWN).toHaveLength(11);
    for (const message of KNOWN) expect(customerRefusalText(t, message)).toBe(message);
    expect(customerRefusalText(t, 'Booking not found')).toBe('Booking not found');
  });

  it('says them in Kannada and Hindi, with the figures the server gave and no English word left', async () => {
    await loadAreas('customer');
    for (const locale of ['kn', 'hi'] as const) {
      await setLocale(locale);
      for (const message of KNOWN) {
        const said = customerRefusalText(t, message);
        expect(said, `${locale}: ${message}`).not.toBe(message);
        expect(englishIn(said), said).toEqual([]);
      }
      expect(customerRefusalText(t, CANCELLATION_MESSAGES.feeChanged('150.00'))).toContain('₹150.00');
      expect(customerRefusalText(t, KNOWN[1]!)).toContain('2');
      expect(customerRefusalText(t, 'Booking not found')).toBe('Booking not found');
    }
  });
});

describe('the booking details dialog', () => {
  it('says why a booking expired as the shared rule does', () => {
    expect(english['customer.details.expiredWhy']).toBe(EXPIRED_MESSAGE);
  });
});
