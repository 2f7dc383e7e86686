import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import { db } from '../../data/engine/db';
import { useLiveQuery } from '../../data/hooks/use-live-query';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';

const JOBS = [{ id: 'verifications' as const }];

/**
 * Keeps every provider's onboarding status on the device (one pull for all) and reads them back,
 * keyed by provider id: whether an identity submission waits for review, and since when.
 */
export function useProviderVerifications(): Map<string, VerificationStatus> | undefined {
  useSyncJobs(JOBS);
  return useLiveQuery(async () => {
    const rows = await db.verification.toArray();
    return new Map(rows.map(({ providerId, ...status }) => [providerId, status as VerificationStatus]));
  }, []);
}
