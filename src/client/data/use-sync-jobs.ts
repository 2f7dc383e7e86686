import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { db } from './db';
import { jobUrl, type JobRef } from './sync-jobs';
import { ensureSyncEngine } from './sync-runtime';
import { useSession } from './use-session';

/**
 * Declares the sync jobs a screen needs while it is mounted, e.g.
 * `useSyncJobs(['tools', 'toolRentals'])` or `useSyncJobs([{ id: 'booking', params: { bookingId } }])`.
 * They run at once (navigation), then on their interval, on reconnect and on becoming visible.
 */
export function useSyncJobs(refs: readonly JobRef[]): void {
  // Callers usually pass a fresh array literal; key the effect on its contents.
  const signature = JSON.stringify(refs);
  useEffect(() => {
    const engine = ensureSyncEngine();
    return engine.subscribe(JSON.parse(signature) as JobRef[]);
  }, [signature]);
}

/**
 * When this job last brought data for the acting persona: undefined while unknown, null when it
 * never has (show a skeleton while online, an empty/offline state otherwise).
 */
export function useJobSyncedAt(ref: JobRef): number | null | undefined {
  const { user } = useSession();
  const url = useMemo(() => (user ? jobUrl(ref, { userId: user.id, role: user.userType }) : jobUrl(ref, { userId: null, role: null })), [ref, user]);
  return useLiveQuery(async () => (url ? ((await db.syncMeta.get(url))?.fetchedAt ?? null) : null), [url]);
}
