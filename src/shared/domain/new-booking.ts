import { storedVehicleCategory } from '../pricing/quote';
import type { CreateBookingBody } from '../schemas/booking';
import { DEFAULT_VEHICLE_CATEGORY } from '../schemas/common';
import { INITIAL_BOOKING_STATUS } from './booking-machine';

/**
 * The fields of a new booking that come straight from its create body, shaped the one way both
 * the server's stored row and the device's optimistic row hold them.
 */
export function newBookingFields(body: Pick<CreateBookingBody, 'location' | 'vehicleType' | 'vehicleModel' | 'vehicleCategory'>) {
  return {
    status: INITIAL_BOOKING_STATUS,
    location: body.location,
    vehicleType: body.vehicleType,
    vehicleModel: body.vehicleModel || null,
    vehicleCategory: storedVehicleCategory(body.vehicleType, body.vehicleCategory ?? DEFAULT_VEHICLE_CATEGORY),
  };
}
