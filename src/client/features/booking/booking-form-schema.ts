import * as z from 'zod/mini';
import { slotIso } from '../../../shared/domain/time';
import { CHOOSE_AREA_MESSAGE, coordinateText, resolveCoordinates } from '../../../shared/domain/localities';
import { quoteBooking, storedVehicleCategory, type Quote } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import { addOnIdsSchema, createBookingBodySchema, vehicleModelText, type CreateBookingBody } from '../../../shared/schemas/booking';
import { DEFAULT_VEHICLE_CATEGORY, vehicleCategorySchema } from '../../../shared/schemas/common';
import { SLOT_HOURS, SLOT_START_MESSAGE } from '../../../shared/domain/slot-rules';
import type { Service } from '../../../shared/schemas/service';

/**
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

export function emptyBookingForm(date: string): BookingFormValues {
  return {
    vehicleType: 'car',
    vehicleModel: '',
    vehicleCategory: DEFAULT_VEHICLE_CATEGORY,
    location: '',
    latitude: null,
    longitude: null,
    locationMode: 'address',
    houseFlat: '',
    landmark: '',
    serviceIds: [],
    addOnIds: [],
    date,
    slotHour: null,
  };
}

/** Services shown for a vehicle: the type matches (or is 'both') and the service is on offer. */
export function servicesFor(services: readonly Service[], vehicleType: 'car' | 'bike') {
  const fits = services.filter((s) => !s.retired && (s.vehicleType === 'both' || s.vehicleType === vehicleType));
  return {
    main: fits.filter((s) => s.category !== 'maintenance'),
    addOns: fits.filter((s) => s.category === 'maintenance'),
  };
}

/** The price preview of the chosen services and add-ons (unknown ids are left out). */
export function previewQuote(
  values: Pick<BookingFormValues, 'vehicleType' | 'vehicleCategory' | 'serviceIds' | 'addOnIds'>,
  services: readonly Service[],
  pricing: PricingConfig,
): Quote {
  const byId = new Map(services.map((s) => [s.id, s]));
  const items = [...values.serviceIds, ...values.addOnIds]
    .map((id) => byId.get(id))
    .filter((s): s is Service => s !== undefined)
    .map((s) => ({ id: s.id, basePrice: s.basePrice }));
  return quoteBooking({ vehicleType: values.vehicleType, vehicleCategory: values.vehicleCategory, items }, pricing);
}

/** The picked point as typed, else the centre of the locality the address names. */
function coordinatesOf(values: BookingFormValues): { latitude: string | null; longitude: string | null } {
  if (values.latitude && values.longitude) return { latitude: values.latitude, longitude: values.longitude };
  const place = resolveCoordinates(values.location, null, null);
  return place ? { latitude: coordinateText(place.lat), longitude: coordinateText(place.lng) } : { latitude: null, longitude: null };
}

/** The POST /api/bookings body for valid form values; the server prices it itself. */
export function toCreateBody(
  values: BookingFormValues,
  ctx: { customerId: string },
): Omit<CreateBookingBody, 'id'> & { customerId: string } {
  const bike = values.vehicleType === 'bike';
  if (values.slotHour === null) throw new TypeError('Choose a time slot before building the booking');
  return {
    customerId: ctx.customerId,
    serviceIds: values.serviceIds,
    addOnIds: values.addOnIds,
    vehicleType: values.vehicleType,
    vehicleModel: bike ? null : values.vehicleModel.trim() || null,
    vehicleCategory: storedVehicleCategory(values.vehicleType, values.vehicleCategory),
    location: values.location.trim(),
    ...coordinatesOf(values),
    scheduledTime: slotIso(values.date, values.slotHour),
  };
}
