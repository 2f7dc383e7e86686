import { slotIso } from '../../../shared/domain/time';
import { coordinateText, resolveCoordinates } from '../../../shared/domain/localities';
import { DEFAULT_VEHICLE_CATEGORY } from '../../../shared/domain/vehicle';
import { quoteBooking, storedVehicleCategory, type Quote } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { CreateBookingBody } from '../../../shared/schemas/booking';
import type { Service } from '../../../shared/schemas/service';
import type { BookingFormValues } from './booking-form-schema';

// The booking form's values and what its first view computes from them, without zod: the rules
// (booking-form-schema.ts) load once the person starts on the form (ADR 107).
export type { BookingFormValues };

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
