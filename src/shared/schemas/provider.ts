import { z } from 'zod';
import { MAX_HOURLY_RATE_RUPEES } from '../pricing/limits';
import { formatRupees } from '../pricing/money';
import { clientUuid, idString, latitudeText, longitudeText, moneyTotalString, timeOfDay } from './common';

export const providerProfileSchema = z.object({
  userId: idString,
  hourlyRateMin: z.number().int(),
  hourlyRateMax: z.number().int(),
  serviceRadius: z.number().int(),
  /** Where the provider starts from (like a booking's coordinates); null until set. */
  baseLatitude: z.string().nullable(),
  baseLongitude: z.string().nullable(),
  /** Mean overallRating of the provider's feedback, 1 decimal; null before any feedback. */
  rating: z.number().nullable(),
  reviews: z.number().int(),
  totalJobs: z.number().int(),
  completedJobs: z.number().int(),
  canActivateProfile: z.boolean(),
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

export const updateProviderProfileBodySchema = z
  .object({
    hourlyRateMin: z.number({ message: 'Minimum rate is required' }).int('Minimum rate must be whole rupees').min(0, 'Minimum rate cannot be negative').max(MAX_HOURLY_RATE_RUPEES, `Minimum rate must be at most ${formatRupees(MAX_HOURLY_RATE_RUPEES * 100)}`),
    hourlyRateMax: z.number({ message: 'Maximum rate is required' }).int('Maximum rate must be whole rupees').min(0, 'Maximum rate cannot be negative').max(MAX_HOURLY_RATE_RUPEES, `Maximum rate must be at most ${formatRupees(MAX_HOURLY_RATE_RUPEES * 100)}`),
    serviceRadius: z
      .number({ message: 'Service radius is required' })
      .int()
      .refine((v) => (SERVICE_RADIUS_OPTIONS as readonly number[]).includes(v), 'Service radius must be 5, 10, 15 or 25 km'),
    /** Left out: the base stays as it is. Both or neither. */
    baseLatitude: latitudeText.optional(),
    baseLongitude: longitudeText.optional(),
  })
  .strict()
  .refine(ratesInOrder.check, ratesInOrder.params)
  .refine((v) => (v.baseLatitude === undefined) === (v.baseLongitude === undefined), {
    message: 'Give both the latitude and the longitude of the base',
    path: ['baseLongitude'],
  });
export type UpdateProviderProfileBody = z.infer<typeof updateProviderProfileBodySchema>;

export const availabilitySchema = z.object({
  id: idString,
  providerId: idString,
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: timeOfDay,
  endTime: timeOfDay,
  isAvailable: z.boolean(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One weekday's hours as a provider sets them (the availability form's rows). */
const dayHoursFields = {
  dayOfWeek: z.number({ message: 'Day of week is required' }).int().min(0, 'Day of week must be 0-6').max(6, 'Day of week must be 0-6'),
  startTime: z.string({ message: 'Start time is required' }).min(1, 'Start time is required').pipe(timeOfDay),
  endTime: z.string({ message: 'End time is required' }).min(1, 'End time is required').pipe(timeOfDay),
  isAvailable: z.boolean(),
};
const availabilityFields = { providerId: idString, ...dayHoursFields };
const startBeforeEnd = {
  check: (v: { startTime: string; endTime: string }) => v.startTime < v.endTime,
  params: { message: 'End time must be after start time', path: ['endTime'] },
};

export const dayHoursSchema = z.object(dayHoursFields).refine(startBeforeEnd.check, startBeforeEnd.params);
export type DayHours = z.infer<typeof dayHoursSchema>;

export const createAvailabilityBodySchema = z
  .object({ id: clientUuid.optional(), ...availabilityFields })
  .strict()
  .refine(startBeforeEnd.check, startBeforeEnd.params);
export type CreateAvailabilityBody = z.infer<typeof createAvailabilityBodySchema>;

export const updateAvailabilityBodySchema = z
  .object(availabilityFields)
  .strict()
  .refine(startBeforeEnd.check, startBeforeEnd.params);
export type UpdateAvailabilityBody = z.infer<typeof updateAvailabilityBodySchema>;

export const providerStatsSchema = z.object({
  totalJobs: z.number().int(),
  completedJobs: z.number().int(),
  /** Percentage 0-100, whole number. */
  completionRate: z.number(),
  averageRating: z.number().nullable(),
  totalEarnings: moneyTotalString,
  todayEarnings: moneyTotalString,
  pendingBids: z.number().int(),
});
export type ProviderStats = z.infer<typeof providerStatsSchema>;
