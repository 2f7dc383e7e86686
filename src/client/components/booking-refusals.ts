import { CHOOSE_AREA_MESSAGE } from '../../shared/domain/localities';
import { OUTSIDE_SERVICE_AREA_MESSAGE } from '../../shared/domain/service-area';
import { EXPIRED_MESSAGE, OVERDUE_MESSAGE } from '../../shared/domain/slot-rules';
import { escapeRegExp } from '../../shared/escape-reg-exp';
import { serverText, type KnownRefusal } from '../i18n/server-text';
import type { Translate } from '../i18n/use-t';

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/**
 * The refusals a customer meets when booking (the `booking` area): the shared rules' own texts
 * (service area, overdue, expired, the place) and the booking service's, in the chosen language;
 * any other refusal in the server's words. Used by the booking form and by the toasts of a
 * booking made offline and refused when it was sent.
 */
const KNOWN: KnownRefusal[] = [
  { pattern: exactly(OUTSIDE_SERVICE_AREA_MESSAGE), id: 'booking.refusal.outsideArea' },
  { pattern: exactly(CHOOSE_AREA_MESSAGE), id: 'forms.booking.chooseArea' },
  { pattern: exactly(OVERDUE_MESSAGE), id: 'booking.refusal.overdue' },
  { pattern: exactly(EXPIRED_MESSAGE), id: 'booking.refusal.expired' },
  { pattern: /^No provider is available at this time slot; please choose another$/, id: 'booking.refusal.noProviderAtSlot' },
  { pattern: /^You already have (\d+) active bookings, the most allowed at once\./, id: 'booking.refusal.tooMany', values: (m) => ({ count: Number(m[1]) }) },
  { pattern: /^Minimum order value is (₹[\d,.]+)$/, id: 'booking.refusal.minimum', values: (m) => ({ amount: m[1] }) },
  // The time and date are already in the display language (beforePhotoRefusal formats it on this device).
  { pattern: /^Before photos can be added from (.+?) on (.+), when the job may start$/, id: 'booking.progress.beforeFrom', values: (m) => ({ time: m[1], date: m[2] }) },
  { pattern: /^GaadiCare is under maintenance\. New bookings are paused; please try again later\.$/, id: 'booking.refusal.maintenance' },
];

export function bookingRefusalText(t: Translate, message: string): string {
  return serverText(t, message, KNOWN);
}
