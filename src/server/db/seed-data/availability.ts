import { DEFAULT_AVAILABILITY, weeklyHours, type AvailabilityRow } from '../../../shared/domain/provider-hours';

/** The demo providers' hours as the spec gives them; every other provider starts with the default. */
const SEED_HOURS: Record<string, readonly AvailabilityRow[]> = {
  'provider-1': weeklyHours(['09:00', '18:00'], ['10:00', '16:00']),
  'provider-2': weeklyHours(['08:00', '19:00']),
};

export function seedAvailability(providerId: string): readonly AvailabilityRow[] {
  return SEED_HOURS[providerId] ?? DEFAULT_AVAILABILITY;
}
