import { useLiveQuery } from './use-live-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { db } from '../engine/db';
import { jobUrl, type JobRef } from '../engine/sync-jobs';
import { ensureSyncEngine } from '../engine/sync-runtime';
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

const NO_JOBS: readonly JobRef[] = [];

/**
 * Jobs a screen needs but not first: declared once `ready` (e.g. its main list has rendered), or
 * after `maxWaitMs` whatever happens, so on a slow connection the first pulls are not queued
 * behind them. Once declared they stay while the screen is mounted. Declaring them changes nothing
 * on screen, so the screen's re-render for it is a transition (it yields to the browser).
 */
export function useSyncJobsOnceReady(ready: boolean, refs: readonly JobRef[], maxWaitMs = 8_000): void {
  const [started, setStarted] = useState(ready);
  useEffect(() => {
    if (started) return;
    const start = () => startTransition(() => setStarted(true));
    if (ready) {
      start();
      return;
    }
    const handle = setTimeout(start, maxWaitMs);
    return () => clearTimeout(handle);
  }, [ready, started, maxWaitMs]);
  useSyncJobs(started ? refs : NO_JOBS);
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
