import { z } from 'zod';
import { MAX_HOURLY_RATE_RUPEES } from '../../../shared/pricing/limits';
import { formatRupees } from '../../../shared/pricing/money';
import { SERVICE_RADIUS_OPTIONS } from '../../../shared/schemas/provider';

const wholeRupees = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort: true })
    .regex(/^\d{1,6}$/, 'Enter whole rupees, e.g. 500')
    .refine((v) => Number(v) <= MAX_HOURLY_RATE_RUPEES, `Rates are at most ${formatRupees(MAX_HOURLY_RATE_RUPEES * 100)} an hour`);

/** Rate settings (spec §5): both rates and the radius required; radius 5, 10, 15 or 25 km. */
export const rateFormSchema = z
  .object({
    hourlyRateMin: wholeRupees('Minimum rate is required'),
    hourlyRateMax: wholeRupees('Maximum rate is required'),
    serviceRadius: z
      .string()
      .min(1, { message: 'Service radius is required', abort: true })
      .refine((v) => (SERVICE_RADIUS_OPTIONS as readonly number[]).includes(Number(v)), 'Service radius must be 5, 10, 15 or 25 km'),
    /** Where jobs are measured from; '' while not set (the account's area is used meanwhile). */
    baseLatitude: z.string(),
    baseLongitude: z.string(),
  })
  .refine((v) => !/^\d+$/.test(v.hourlyRateMin) || !/^\d+$/.test(v.hourlyRateMax) || Number(v.hourlyRateMin) <= Number(v.hourlyRateMax), {
    message: 'Maximum rate must be at least the minimum rate',
    path: ['hourlyRateMax'],
  });

export type RateFormValues = z.infer<typeof rateFormSchema>;

export const RATE_DEFAULTS = { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: 10 } as const;
