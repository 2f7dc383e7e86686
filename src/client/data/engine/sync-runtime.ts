import { liveQuery } from 'dexie';
import { setRefreshHandler } from '../../sync/refresh-bus';
import type { SchedulerClock } from '../../sync/scheduler';
import { requestWorkerReplay, requestWorkerStatus } from '../../sync/worker-bridge';
import { db } from './db';
import { syncEngineStarted } from './engine-ready';
import { resendUnsent } from './page-resend';
import { SyncEngine } from './sync-engine';
import { SINGLETON_KEY } from './tables';
import { listenToWorker } from './worker-reports';

const browserClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  random: () => Math.random(),
};

let engine: SyncEngine | null = null;

function isActive(): boolean {
  return navigator.onLine && document.visibilityState !== 'hidden';
}

/** Sends what waits: the worker's queue (it backs off unless forced) and the page's own leftovers. */
export function flushOutbox(force: boolean): void {
  requestWorkerReplay(force);
  void resendUnsent(db).catch((error) => console.error('Resending changes failed', error));
}

/**
 * Starts the page's sync machinery once: the polling engine (paused while hidden or offline),
 * the worker's reports, and replays on start-up, reconnect and becoming visible.
 */
export function ensureSyncEngine(): SyncEngine {
  if (engine) return engine;
  const started = new SyncEngine(db, browserClock, { active: isActive() });
  engine = started;
  setRefreshHandler((ids) => started.refresh(ids));

  liveQuery(() => db.session.get(SINGLETON_KEY)).subscribe({
    next: (row) => started.setContext({ userId: row?.user?.id ?? null, role: row?.user?.userType ?? null, visitor: !!row && row.user === null }),
    error: (error) => console.error('Reading the session failed', error),
  });

  listenToWorker(db);
  window.addEventListener('online', () => {
    started.setActive(isActive());
    flushOutbox(true);
  });
  window.addEventListener('offline', () => started.setActive(false));
  document.addEventListener('visibilitychange', () => {
    started.setActive(isActive());
    if (isActive()) flushOutbox(false);
  });
  // A worker that takes control later (first install) should hear about waiting changes too.
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    requestWorkerStatus();
    flushOutbox(false);
  });
  requestWorkerStatus();
  if (isActive()) flushOutbox(false);
  syncEngineStarted(started);
  return started;
}

export function getSyncEngine(): SyncEngine | null {
  return engine;
}
