import { useMemo } from 'react';
import type { VerificationStatus } from '../../../shared/schemas/onboarding';
import type { User } from '../../../shared/schemas/user';
import { db } from '../../data/engine/db';
import { useLiveQuery } from '../../data/hooks/use-live-query';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';

/**
 * Keeps every provider's onboarding status on the device (one pull each) and reads them back,
 * keyed by provider id: whether an identity submission waits for review, and since when.
 */
export function useProviderVerifications(users: readonly User[] | undefined): Map<string, VerificationStatus> | undefined {
  const jobs = useMemo(
    () => (users ?? []).filter((u) => u.userType === 'provider').map((p) => ({ id: 'verification' as const, params: { providerId: p.id } })),
    [users],
  );
  useSyncJobs(jobs);
  return useLiveQuery(async () => {
    const rows = await db.verification.toArray();
    return new Map(rows.map(({ providerId, ...status }) => [providerId, status as VerificationStatus]));
  }, []);
}
