import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHOOSE_AREA_MESSAGE, resolveCoordinates } from '../../../shared/domain/localities';
import { addOnIdsSchema, createBookingBodySchema, vehicleModelText } from '../../../shared/schemas/booking';
import { vehicleCategorySchema } from '../../../shared/schemas/common';
import { SLOT_HOURS, SLOT_START_MESSAGE } from '../../../shared/domain/slot-rules';

/**
 * The booking form's rules: loaded once the person starts on the form or a kept draft is read,
 * not with its first view (ADR 107: zod's core and the booking schemas stay off the route until
 * then; load-later.ts names this module). The values' type and the helpers without zod are in
 * booking-form-values.ts.
 *
 * The booking form: the wire body's own field rules (location, services, vehicle) plus the
 * form-only choices (date, the slot's hour, how the location was picked). Amounts are not typed in;
 * they are the price preview computed at submit.
 */
export const bookingFormSchema = z
  .extend(z.pick(createBookingBodySchema, { vehicleType: true, location: true, serviceIds: true, latitude: true, longitude: true }), {
    vehicleModel: vehicleModelText,
    vehicleCategory: vehicleCategorySchema,
    addOnIds: addOnIdsSchema,
    locationMode: z.enum(['address', 'map']),
    /** With a point picked on the map: the door to come to, and a landmark to find it by. */
    houseFlat: z.string().check(z.maxLength(100, 'House or flat is too long')),
    landmark: z.string().check(z.maxLength(100, 'Landmark is too long')),
    date: z.string().check(z.minLength(1, 'Date is required')),
    /** The chosen slot's IST hour (a number from SLOT_HOURS); null until one is chosen. */
    slotHour: z.nullable(z.number()).check(
      z.refine((hour) => hour !== null, 'Time slot is required'),
      z.refine((hour) => hour === null || SLOT_HOURS.includes(hour), SLOT_START_MESSAGE),
    ),
  })
  .check(
    // Every booking has a place: a picked point, or an address naming a known locality or PIN code.
    z.refine((v) => v.location.trim() === '' || resolveCoordinates(v.location, v.latitude, v.longitude) !== null, {
      message: CHOOSE_AREA_MESSAGE,
      path: ['location'],
    }),
    // A point on a map is not a door: a provider needs the house or flat to come to.
    z.refine((v) => v.locationMode !== 'map' || !v.latitude || (v.houseFlat ?? '').trim() !== '', {
      message: 'Enter the house or flat number',
      path: ['houseFlat'],
      // Checked even while other fields are still empty, so the field says so as it is left blank.
      when: () => true,
    }),
  );

export type BookingFormValues = z.infer<typeof bookingFormSchema>;

/** The form's resolver, with which react-hook-form checks it (booking-form-control.tsx, ADR 109). */
export const bookingFormResolver = zodResolver(bookingFormSchema);

/** A kept draft's text (booking-draft.ts) as the form's values, or null when it no longer is one. */
export function parseBookingDraft(text: string): BookingFormValues | null {
  try {
    const parsed = bookingFormSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

