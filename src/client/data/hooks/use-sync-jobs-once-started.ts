import { useEffect } from 'react';
import { whenSyncEngine } from '../engine/engine-ready';
import type { JobRef } from '../engine/sync-jobs';

/**
 * `useSyncJobs` for what every page shows (the header's bell): the jobs are declared once the
 * page's sync engine has started, whoever started it (app/header-status-items.tsx when the page
 * is idle, or on a first visit with the first-visit download: data/engine/start-sync.ts). This
 * module imports no engine code by value, so the header's own code carries no row schema and no
 * zod (ADR 030, ADR 085); a screen's chunk loads the runtime anyway and uses `useSyncJobs`.
 */
export function useSyncJobsOnceStarted(refs: readonly JobRef[]): void {
  const signature = JSON.stringify(refs);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const cancel = whenSyncEngine((engine) => {
      unsubscribe = engine.subscribe(JSON.parse(signature) as JobRef[]);
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [signature]);
}
