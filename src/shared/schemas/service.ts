import * as z from 'zod/mini';
import { MONEY_LIMITS } from '../pricing/limits';
import { clientUuid, idString, moneyString, moneyUpTo, singleLineText } from './common';
import { NO_TRANSLATIONS } from '../catalogue/languages';
import { CATALOGUE_TEXT_MAX, catalogueDescription, catalogueName, translatedTextFields, translatedTextSchema } from './catalogue-text';

export const serviceVehicleTypeSchema = z.enum(['car', 'bike', 'both'], {
  message: 'Vehicle type must be car, bike or both',
});
export type ServiceVehicleType = z.infer<typeof serviceVehicleTypeSchema>;

/** SAC 998714: maintenance and repair services of transport machinery and equipment (vehicle care). */
export const DEFAULT_SAC_CODE = '998714';
export const sacCodeSchema = z.string().check(z.trim(), z.regex(/^99\d{4}$/, 'A SAC code is 6 digits starting with 99'));

export const serviceSchema = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  /** The name and description in Kannada and Hindi, '' where not written (ADR 104). */
  ...translatedTextSchema,
  basePrice: moneyString,
  duration: z.number().check(z.int()),
  vehicleType: serviceVehicleTypeSchema,
  /** 'wash' services are the cards, 'maintenance' ones the add-ons; other categories are possible. */
  category: z.string(),
  /** The SAC code on its tax invoice lines. */
  sacCode: z.string(),
  /** A retired service is hidden from booking but kept for history. */
  retired: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The longest name, description and category a service may have, in characters. */
export const SERVICE_TEXT_MAX = { ...CATALOGUE_TEXT_MAX, category: 40 } as const;

/** A service's fields as the create and update bodies check them (the admin form derives from them). */
export const serviceFields = {
  name: catalogueName,
  description: catalogueDescription,
  ...translatedTextFields,
  basePrice: moneyUpTo(MONEY_LIMITS.serviceBasePricePaise, 'Base price'),
  duration: z
    .number()
    .check(z.int('Duration must be whole minutes'), z.minimum(1, 'Duration must be at least 1 minute'), z.maximum(1440, 'Duration must be at most 1440 minutes')),
  vehicleType: serviceVehicleTypeSchema,
  category: singleLineText().check(z.minLength(1, 'Category is required'), z.maxLength(SERVICE_TEXT_MAX.category, `Category must be at most ${SERVICE_TEXT_MAX.category} characters`)),
  sacCode: sacCodeSchema,
};

/** A new service's fields; the optional ones get their defaults. */
export const serviceFieldsSchema = z.object({
  ...serviceFields,
  description: z._default(serviceFields.description, ''),
  nameKn: z._default(serviceFields.nameKn, NO_TRANSLATIONS.nameKn),
  nameHi: z._default(serviceFields.nameHi, NO_TRANSLATIONS.nameHi),
  descriptionKn: z._default(serviceFields.descriptionKn, NO_TRANSLATIONS.descriptionKn),
  descriptionHi: z._default(serviceFields.descriptionHi, NO_TRANSLATIONS.descriptionHi),
  vehicleType: z._default(serviceFields.vehicleType, 'car'),
  category: z._default(serviceFields.category, 'wash'),
  sacCode: z._default(serviceFields.sacCode, DEFAULT_SAC_CODE),
});

export const createServiceBodySchema = z.strictObject({ ...serviceFieldsSchema.shape, id: z.optional(clientUuid) });
export type CreateServiceBody = z.infer<typeof createServiceBodySchema>;

/** GET /api/services?includeRetired=true: the administrator's list, retired services included. */
export const serviceListQuerySchema = z.object({
  includeRetired: z._default(z.enum(['true', 'false'], { message: 'includeRetired must be true or false' }), 'false'),
});

/** An edit changes only the fields it names (no defaults, so nothing else is reset). */
export const updateServiceBodySchema = z.partial(z.strictObject(serviceFields));
export type UpdateServiceBody = z.infer<typeof updateServiceBodySchema>;
