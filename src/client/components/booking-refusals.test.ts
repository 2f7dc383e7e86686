import { afterEach, describe, expect, it } from 'vitest';
import { CHOOSE_AREA_MESSAGE } from '../../shared/domain/localities';
import { OUTSIDE_SERVICE_AREA_MESSAGE } from '../../shared/domain/service-area';
import { EXPIRED_MESSAGE, OVERDUE_MESSAGE } from '../../shared/domain/slot-rules';
import { loadAreas, setLocale, t } from '../i18n/i18n';
import { bookingRefusalText } from './booking-refusals';

/** What the booking service answers (server/modules/bookings/service.ts), word for word. */
const SERVER = {
  slot: 'No provider is available at this time slot; please choose another',
  tooMany: 'You already have 3 active bookings, the most allowed at once. Complete or cancel one before booking again.',
  minimum: 'Minimum order value is ₹199.00',
  maintenance: 'GaadiCare is under maintenance. New bookings are paused; please try again later.',
};

describe('bookingRefusalText', () => {
  afterEach(() => setLocale('en'));

  it('says each refusal a customer meets when booking as the server words it, in English', () => {
    for (const message of [OUTSIDE_SERVICE_AREA_MESSAGE, CHOOSE_AREA_MESSAGE, OVERDUE_MESSAGE, EXPIRED_MESSAGE, ...Object.values(SERVER)]) {
      expect(bookingRefusalText(t, message)).toBe(message);
    }
    expect(bookingRefusalText(t, 'Booking not found')).toBe('Booking not found');
  });

  it('says them in Kannada and Hindi, with the figures the server gave and no English word left', async () => {
    await loadAreas('booking', 'forms');
    for (const locale of ['kn', 'hi'] as const) {
      await setLocale(locale);
      for (const message of [OUTSIDE_SERVICE_AREA_MESSAGE, CHOOSE_AREA_MESSAGE, OVERDUE_MESSAGE, EXPIRED_MESSAGE, ...Object.values(SERVER)]) {
        const said = bookingRefusalText(t, message);
        expect(said, `${locale}: ${message}`).not.toBe(message);
        expect(said.replace('GaadiCare', '').match(/[A-Za-z]{2,}/g), said).toBeNull();
      }
      expect(bookingRefusalText(t, SERVER.tooMany)).toContain('3');
      expect(bookingRefusalText(t, SERVER.minimum)).toContain('₹199.00');
    }
  });
});
