import * as z from 'zod/mini';
import { MAX_HOURLY_RATE_RUPEES } from '../pricing/limits';
import { formatRupees } from '../pricing/money';
import { clientUuid, idString, latitudeText, longitudeText, moneyTotalString, timeOfDay } from './common';

/** Where a provider takes bookings, as everyone may know it (shared/domain/service-area.ts). */
export const serviceAreaSchema = z.object({ lat: z.number(), lng: z.number(), radiusKm: z.number() });
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const providerProfileSchema = z.object({
  userId: idString,
  hourlyRateMin: z.number().check(z.int()),
  hourlyRateMax: z.number().check(z.int()),
  serviceRadius: z.number().check(z.int()),
  /** Where the provider starts from (like a booking's coordinates); null until set. */
  baseLatitude: z.nullable(z.string()),
  baseLongitude: z.nullable(z.string()),
  /** Mean overallRating of the provider's feedback, 1 decimal; null before any feedback. */
  rating: z.nullable(z.number()),
  reviews: z.number().check(z.int()),
  totalJobs: z.number().check(z.int()),
  completedJobs: z.number().check(z.int()),
  canActivateProfile: z.boolean(),
  /** Where the provider takes bookings, as everyone may know it (rounded: shared/domain/service-area.ts); null when nothing places them. */
  serviceArea: z.optional(z.nullable(serviceAreaSchema)),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const SERVICE_RADIUS_OPTIONS = [5, 10, 15, 25] as const;

/** A new provider's rates and radius until they change them (database defaults and the settings form). */
export const PROVIDER_PROFILE_DEFAULTS = { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10 } as const;

/** The maximum rate is at least the minimum (the body and the settings form check it alike). */
export const ratesInOrder = {
  check: (v: { hourlyRateMin: number; hourlyRateMax: number }) => v.hourlyRateMin <= v.hourlyRateMax,
  params: { message: 'Maximum rate must be at least the minimum rate', path: ['hourlyRateMax'] },
};

/** A rate bound in whole rupees: 'Minimum rate is required', 'Maximum rate cannot be negative'… */
const hourlyRate = (bound: 'Minimum' | 'Maximum') =>
  z
    .number({ message: `${bound} rate is required` })
    .check(
      z.int(`${bound} rate must be whole rupees`),
      z.minimum(0, `${bound} rate cannot be negative`),
      z.maximum(MAX_HOURLY_RATE_RUPEES, { error: () => `${bound} rate must be at most ${formatRupees(MAX_HOURLY_RATE_RUPEES * 100)}` }),
    );

export const updateProviderProfileBodySchema = z
  .strictObject({
    hourlyRateMin: hourlyRate('Minimum'),
    hourlyRateMax: hourlyRate('Maximum'),
    serviceRadius: z
      .number({ message: 'Service radius is required' })
      .check(
        z.int(),
        z.refine((v) => (SERVICE_RADIUS_OPTIONS as readonly number[]).includes(v), 'Service radius must be 5, 10, 15 or 25 km'),
      ),
    /** Left out: the base stays as it is. Both or neither. */
    baseLatitude: z.optional(latitudeText),
    baseLongitude: z.optional(longitudeText),
  })
  .check(
    z.refine(ratesInOrder.check, ratesInOrder.params),
    z.refine((v) => (v.baseLatitude === undefined) === (v.baseLongitude === undefined), {
      message: 'Give both the latitude and the longitude of the base',
      path: ['baseLongitude'],
    }),
  );
export type UpdateProviderProfileBody = z.infer<typeof updateProviderProfileBodySchema>;

export const availabilitySchema = z.object({
  id: idString,
  providerId: idString,
  dayOfWeek: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  startTime: timeOfDay,
  endTime: timeOfDay,
  isAvailable: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One weekday's hours as a provider sets them (the availability form's rows). */
const dayHoursFields = {
  dayOfWeek: z
    .number({ message: 'Day of week is required' })
    .check(z.int(), z.minimum(0, 'Day of week must be 0-6'), z.maximum(6, 'Day of week must be 0-6')),
  startTime: z.pipe(z.string({ message: 'Start time is required' }).check(z.minLength(1, 'Start time is required')), timeOfDay),
  endTime: z.pipe(z.string({ message: 'End time is required' }).check(z.minLength(1, 'End time is required')), timeOfDay),
  isAvailable: z.boolean(),
};
const availabilityFields = { providerId: idString, ...dayHoursFields };
const startBeforeEnd = {
  check: (v: { startTime: string; endTime: string }) => v.startTime < v.endTime,
  params: { message: 'End time must be after start time', path: ['endTime'] },
};

export const dayHoursSchema = z.object(dayHoursFields).check(z.refine(startBeforeEnd.check, startBeforeEnd.params));
export type DayHours = z.infer<typeof dayHoursSchema>;

export const createAvailabilityBodySchema = z
  .strictObject({ id: z.optional(clientUuid), ...availabilityFields })
  .check(z.refine(startBeforeEnd.check, startBeforeEnd.params));
export type CreateAvailabilityBody = z.infer<typeof createAvailabilityBodySchema>;

export const updateAvailabilityBodySchema = z
  .strictObject(availabilityFields)
  .check(z.refine(startBeforeEnd.check, startBeforeEnd.params));
export type UpdateAvailabilityBody = z.infer<typeof updateAvailabilityBodySchema>;

export const providerStatsSchema = z.object({
  totalJobs: z.number().check(z.int()),
  completedJobs: z.number().check(z.int()),
  /** Percentage 0-100, whole number. */
  completionRate: z.number(),
  averageRating: z.nullable(z.number()),
  totalEarnings: moneyTotalString,
  todayEarnings: moneyTotalString,
  pendingBids: z.number().check(z.int()),
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;
