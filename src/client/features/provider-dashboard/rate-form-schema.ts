import * as z from 'zod/mini';
import { ratesInOrder, updateProviderProfileBodySchema } from '../../../shared/schemas/provider';
import { numberText } from '../../components/number-text';

const body = updateProviderProfileBodySchema.shape;
const isWhole = (v: string) => /^\d+$/.test(v);

/**
 * Rate settings (spec §5): the profile body's fields and rules, as text inputs. Its own messages
 * are `forms` ids; the body's are its English, worded by `formText` (ADR 031).
 */
export const rateFormSchema = z
  .object({
    hourlyRateMin: numberText(body.hourlyRateMin, { required: 'forms.rates.minRequired', notANumber: 'forms.rates.wholeRupees' }),
    hourlyRateMax: numberText(body.hourlyRateMax, { required: 'forms.rates.maxRequired', notANumber: 'forms.rates.wholeRupees' }),
    serviceRadius: numberText(body.serviceRadius, { required: 'forms.rates.radiusRequired', notANumber: 'forms.rates.radiusOptions' }),
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
