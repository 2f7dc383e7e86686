import { z } from 'zod';
import { dayHoursSchema, type Availability } from '../../../shared/schemas/provider';
import { DAY_NAMES } from '../../../shared/domain/provider-hours';

export const DEFAULT_START = '09:00';
export const DEFAULT_END = '18:00';

export const availabilityFormSchema = z.object({ days: z.array(dayHoursSchema).length(7) });
export type AvailabilityFormValues = z.infer<typeof availabilityFormSchema>;

/** Seven days, Sunday (0) first; days with no stored row start at 09:00–18:00, available. */
export function toFormValues(rows: readonly Availability[]): AvailabilityFormValues {
  return {
    days: DAY_NAMES.map((_, dayOfWeek) => {
      const row = rows.find((r) => r.dayOfWeek === dayOfWeek);
      return row
        ? { dayOfWeek, startTime: row.startTime, endTime: row.endTime, isAvailable: row.isAvailable }
        : { dayOfWeek, startTime: DEFAULT_START, endTime: DEFAULT_END, isAvailable: true };
    }),
  };
}
