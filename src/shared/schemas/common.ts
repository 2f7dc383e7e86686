import * as z from 'zod/mini';
import { formatRupees, fromPaise, toPaise } from '../pricing/money';
import { CONTROL_CHARACTERS_MESSAGE, MONEY_FORMAT_MESSAGE, MONEY_PATTERN, NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS } from '../domain/text-rules';
import { DEFAULT_VEHICLE_CATEGORY as defaultVehicleCategory, VEHICLE_CATEGORIES, VEHICLE_TYPES } from '../domain/vehicle';

export { VEHICLE_CATEGORIES, VEHICLE_TYPES };

export { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, CONTROL_CHARACTERS_MESSAGE, MONEY_PATTERN };

/** A one-line string, trimmed first (a pasted trailing line break is harmless): names, ids, addresses. */
export const singleLineText = () => z.string().check(z.trim(), z.regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE));
/** Free text that may span lines. */
export const multiLineText = () => z.string().check(z.regex(NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, CONTROL_CHARACTERS_MESSAGE));

/** Money on the wire: a non-negative amount in rupees with at most 2 decimals, e.g. "299.00" (MONEY_PATTERN). */
export const moneyString = z.string().check(z.regex(MONEY_PATTERN, MONEY_FORMAT_MESSAGE));

/**
 * An amount the server stores, bounded by one of MONEY_LIMITS (src/shared/pricing/limits.ts):
 * `label must be at most ₹1,00,000`. Money is formatted only when a message is shown: building
 * the currency format (Intl) as the schemas load cost every page a long task (ADR 040).
 */
export const moneyUpTo = (maxPaise: number, label: string) =>
  z.string().check(
    // A minus sign is said as such, not as a format problem ("at most 2 decimals").
    z.refine((v) => !/^\s*-/.test(v), { message: `${label} cannot be negative`, abort: true }),
    z.regex(MONEY_PATTERN, MONEY_FORMAT_MESSAGE),
    z.refine((v) => !MONEY_PATTERN.test(v) || toPaise(v) <= maxPaise, { error: () => `${label} must be at most ${formatRupees(maxPaise)}` }),
    z.describe(`Rupees with at most 2 decimals, at most ${fromPaise(maxPaise)}`),
  );

/** A sum the server computes (earnings over many jobs): wider than any single amount accepted. */
export const moneyTotalString = z.string().check(z.regex(/^\d{1,13}\.\d{2}$/));

export const idString = singleLineText().check(z.minLength(1, 'Id is required'), z.maxLength(64, 'Id is too long'));

/** A client-generated id for a new row (rows created offline carry it so retries never duplicate). */
/** A coordinate as the API carries it: a decimal number in a string, within the globe's range. */
const coordinateText = (label: string, limit: number) =>
  z
    .string()
    .check(
      z.regex(/^-?\d{1,3}(\.\d+)?$/, `${label} must be a number`),
      z.refine((v) => Math.abs(Number(v)) <= limit, `${label} must be between -${limit} and ${limit}`),
    );
export const latitudeText = coordinateText('Latitude', 90);
export const longitudeText = coordinateText('Longitude', 180);

export const clientUuid = z.uuid('Must be a UUID');

export const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM'));

export const isoDateTime = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time' });

export const vehicleTypeSchema = z.enum(VEHICLE_TYPES, { message: 'Vehicle type must be car or bike' });
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

export const vehicleCategorySchema = z.enum(VEHICLE_CATEGORIES, {
  message: 'Vehicle category must be hatchback, sedan, suv or luxury',
});
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;
/** The category a car has until its model says otherwise, and the one a bike is stored with. */
export const DEFAULT_VEHICLE_CATEGORY: VehicleCategory = defaultVehicleCategory;

export const userTypeSchema = z.enum(['customer', 'provider', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;

/** Every error answer of the API. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
