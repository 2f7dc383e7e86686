import { useLiveQuery } from './use-live-query';
import type { EarningsStatement } from '../../../shared/schemas/earnings';
import type { EarningsWeeks } from '../../../shared/schemas/money-figures';
import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import type { Availability, ProviderProfile, ProviderStats } from '../../../shared/schemas/provider';
import { db } from '../engine/db';

/** A provider's weekly hours, Sunday (0) first. */
export function useAvailability(providerId: string | null | undefined): Availability[] | undefined {
  return useLiveQuery(async () => {
    if (!providerId) return [];
    const rows = await db.availability.where('providerId').equals(providerId).toArray();
    return rows.sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  }, [providerId]);
}

/** Every provider's hours on the device (time-slot checks in the booking form). */
export function useAllAvailability(): Availability[] | undefined {
  return useLiveQuery(() => db.availability.toArray(), []);
}

export function useProviderProfile(providerId: string | null | undefined): ProviderProfile | null | undefined {
  return useLiveQuery(async () => (providerId ? ((await db.providerProfiles.get(providerId)) ?? null) : null), [providerId]);
}

export function useProviderProfiles(): ProviderProfile[] | undefined {
  return useLiveQuery(() => db.providerProfiles.toArray(), []);
}

export function useProviderStats(providerId: string | null | undefined): ProviderStats | null | undefined {
  return useLiveQuery(async () => (providerId ? ((await db.providerStats.get(providerId)) ?? null) : null), [providerId]);
}

export function useVerificationStatus(providerId: string | null | undefined): VerificationStatus | null | undefined {
  return useLiveQuery(async () => (providerId ? ((await db.verification.get(providerId)) ?? null) : null), [providerId]);
}

/** A provider's earnings statement (jobs, weeks, totals); the stats show its totals. */
export function useEarningsStatement(providerId: string | null | undefined): EarningsStatement | null | undefined {
  return useLiveQuery(async () => (providerId ? ((await db.earnings.get(providerId)) ?? null) : null), [providerId]);
}

/** A provider's money per week from the ledger (earned, paid out, owed): the earnings chart. */
export function useEarningsWeeks(providerId: string | null | undefined): EarningsWeeks | null | undefined {
  return useLiveQuery(async () => (providerId ? ((await db.earningsWeeks.get(providerId)) ?? null) : null), [providerId]);
}
