import type { Availability, DayHours, ProviderProfile, UpdateProviderProfileBody } from '../../../shared/schemas/provider';
import { DAY_NAMES } from '../../../shared/domain/provider-hours';
import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { runMutation, type MutationResult } from '../engine/run-mutation';

/** True when the stored row already says what the form says (nothing to send). */
export function sameHours(row: Availability | undefined, day: DayHours): boolean {
  return (
    !!row &&
    row.startTime === day.startTime &&
    row.endTime === day.endTime &&
    row.isAvailable === day.isAvailable
  );
}

/**
 * Saves one weekday: PATCH when the provider already has a row for it, POST (with a client id,
 * so an offline retry never makes two) when it does not.
 */
export function saveDayHours(providerId: string, day: DayHours, existing: Availability | undefined): Promise<MutationResult<Availability>> {
  const fields = { providerId, ...day };
  if (existing) {
    return runMutation<Availability>({
      label: `Hours for ${DAY_NAMES[day.dayOfWeek]}`,
      ...apiRequest(apiRoutes.updateAvailability, { id: existing.id }),
      body: fields,
      optimistic: (w) => w.update('availability', existing.id, day),
      answerTable: 'availability',
      refresh: ['availability'],
      notice: { kind: 'saveDayHours', dayOfWeek: day.dayOfWeek },
    });
  }
  const id = crypto.randomUUID();
  return runMutation<Availability>({
    label: `Hours for ${DAY_NAMES[day.dayOfWeek]}`,
    ...apiRequest(apiRoutes.createAvailability),
    body: { id, ...fields },
    optimistic: (w) => w.put('availability', { id, ...fields }),
    answerTable: 'availability',
    refresh: ['availability'],
    notice: { kind: 'saveDayHours', dayOfWeek: day.dayOfWeek },
  });
}

/** Saves the provider's hourly rates, service radius and base. */
export function saveRates(providerId: string, rates: UpdateProviderProfileBody, current: ProviderProfile | null | undefined): Promise<MutationResult<ProviderProfile>> {
  return runMutation<ProviderProfile>({
    label: 'Rate settings',
    ...apiRequest(apiRoutes.updateProviderProfile, { providerId }),
    body: rates,
    optimistic: current ? (w) => w.update('providerProfiles', providerId, rates) : undefined,
    answerTable: 'providerProfiles',
    refresh: ['providerProfile'],
    notice: { kind: 'saveRates' },
  });
}
