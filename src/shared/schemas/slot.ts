import * as z from 'zod/mini';
import { isSlotStart, SLOT_START_MESSAGE } from '../domain/slot-rules';
import { IST_ISO_PATTERN, parseIsoInstant } from '../domain/time';
import { isoDateTime } from './common';

/**
 * A booking's slot on the wire (ADR 055): one instant, `scheduledTime`, and nothing else names it.
 *
 * As the API answers it: ISO 8601 in IST with its offset, '2026-11-29T09:00:00+05:30' (written by
 * `istIso`). Every rule and every screen reads this one field; screens format it with the IST helpers.
 */
export const scheduledTimeSchema = z
  .string()
  .check(
    z.regex(IST_ISO_PATTERN, 'Must be an ISO date-time in IST (+05:30)'),
    z.describe("The booking's slot: when it begins, in IST with its offset, e.g. 2026-11-29T09:00:00+05:30"),
  );

/**
 * As a request names it: an ISO date-time with its offset (IST is what the app sends; another offset
 * names the same instant) that begins an hourly slot of the service day (slot-rules.ts, ADR 021).
 * Whether the slot is still ahead and within the booking horizon depends on the time of the
 * request, so the server checks that itself.
 */
export const slotStartSchema = isoDateTime.check(
  z.refine(
    (iso) => {
      const ms = parseIsoInstant(iso);
      // An unreadable date-time is the format's refusal above, said once.
      return ms === null || isSlotStart(new Date(ms));
    },
    { message: SLOT_START_MESSAGE },
  ),
  z.describe("The booking's slot: an ISO date-time with its offset (IST, +05:30, as the app sends it) on the hour, 6:00 AM to 9:00 PM IST"),
);
