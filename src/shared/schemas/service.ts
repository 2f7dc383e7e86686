import { z } from 'zod';
import { clientUuid, idString, moneyString } from './common';

export const serviceVehicleTypeSchema = z.enum(['car', 'bike', 'both'], {
  message: 'Vehicle type must be car, bike or both',
});
export type ServiceVehicleType = z.infer<typeof serviceVehicleTypeSchema>;

export const serviceSchema = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  basePrice: moneyString,
  duration: z.number().int(),
  vehicleType: serviceVehicleTypeSchema,
  /** 'wash' services are the cards, 'maintenance' ones the add-ons; other categories are possible. */
  category: z.string(),
  /** A retired service is hidden from booking but kept for history. */
  retired: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  description: z.string().trim().max(500, 'Description is too long').default(''),
  basePrice: moneyString,
  duration: z.number().int('Duration must be whole minutes').min(1, 'Duration must be at least 1 minute').max(1440, 'Duration must be at most 1440 minutes'),
  vehicleType: serviceVehicleTypeSchema.default('car'),
  category: z.string().trim().min(1, 'Category is required').max(40, 'Category is too long').default('wash'),
});

export const createServiceBodySchema = serviceFieldsSchema.extend({ id: clientUuid.optional() }).strict();
export type CreateServiceBody = z.infer<typeof createServiceBodySchema>;

/** GET /api/services?includeRetired=true: the administrator's list, retired services included. */
export const serviceListQuerySchema = z.object({
  includeRetired: z.enum(['true', 'false'], { message: 'includeRetired must be true or false' }).default('false'),
});

export const updateServiceBodySchema = serviceFieldsSchema.partial().strict();
export type UpdateServiceBody = z.infer<typeof updateServiceBodySchema>;
