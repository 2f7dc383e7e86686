import { z } from 'zod';

/** Money on the wire: a non-negative amount in rupees with at most 2 decimals, e.g. "299.00". */
export const moneyString = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Must be an amount in rupees with at most 2 decimals');

export const idString = z.string().trim().min(1, 'Id is required').max(64, 'Id is too long');

/** A client-generated id for a new row (rows created offline carry it so retries never duplicate). */
export const clientUuid = z.uuid('Must be a UUID');

export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM');

export const isoDateTime = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time' });

export const vehicleTypeSchema = z.enum(['car', 'bike'], { message: 'Vehicle type must be car or bike' });
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

export const vehicleCategorySchema = z.enum(['hatchback', 'sedan', 'suv', 'luxury'], {
  message: 'Vehicle category must be hatchback, sedan, suv or luxury',
});
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;

export const userTypeSchema = z.enum(['customer', 'provider', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;

/** Every error answer of the API. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
