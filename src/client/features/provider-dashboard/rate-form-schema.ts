import * as z from 'zod/mini';
import { ratesInOrder, updateProviderProfileBodySchema } from '../../../shared/schemas/provider';
import { numberText } from '../../components/number-text';

const body = updateProviderProfileBodySchema.shape;
const isWhole = (v: string) => /^\d+$/.test(v);

/** Rate settings (spec §5): the profile body's fields and rules, as text inputs. */
export const rateFormSchema = z
  .object({
    hourlyRateMin: numberText(body.hourlyRateMin, { required: 'Minimum rate is required', notANumber: 'Enter whole rupees, e.g. 500' }),
    hourlyRateMax: numberText(body.hourlyRateMax, { required: 'Maximum rate is required', notANumber: 'Enter whole rupees, e.g. 500' }),
    serviceRadius: numberText(body.serviceRadius, { required: 'Service radius is required', notANumber: 'Service radius must be 5, 10, 15 or 25 km' }),
    /** Where jobs are measured from; '' while not set (the account's area is used meanwhile). */
    baseLatitude: z.string(),
    baseLongitude: z.string(),
  })
  .check(
    z.refine(
      (v) => !isWhole(v.hourlyRateMin) || !isWhole(v.hourlyRateMax) || ratesInOrder.check({ hourlyRateMin: Number(v.hourlyRateMin), hourlyRateMax: Number(v.hourlyRateMax) }),
      ratesInOrder.params,
    ),
  );

export type RateFormValues = z.infer<typeof rateFormSchema>;
