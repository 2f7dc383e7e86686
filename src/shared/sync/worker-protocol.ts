/**
 * Messages between the page and the service worker.
 * Page -> worker: postMessage to the active registration (that wakes a stopped worker).
 * Worker -> pages: the BroadcastChannel SYNC_CHANNEL (every open tab hears it).
 */
export const SYNC_CHANNEL = 'gaadicare-sync';
export const QUEUE_NAME = 'gaadicare-writes';
/** The Background Sync tag Workbox registers for the queue (for CDP dispatchSyncEvent). */
export const SYNC_TAG = `workbox-background-sync:${QUEUE_NAME}`;

export type PageToWorker =
  | { type: 'REPLAY'; force: boolean }
  | { type: 'ACK'; keys: string[] }
  | { type: 'DISCARD'; key: string }
  | { type: 'STATUS' }
  | { type: 'SKIP_WAITING' };

export type ReplayOutcome = 'done' | 'rejected' | 'blocked';

export type WorkerToPage =
  | { type: 'OUTCOME'; key: string; outcome: ReplayOutcome; status: number; body?: unknown; message?: string }
  /** retryAt: when a failed replay may be tried again (ms since epoch), 0 when not backing off. */
  | { type: 'QUEUE'; keys: string[]; replaying: boolean; retryAt: number }
  /** A push arrived: open pages pull now. */
  | { type: 'PUSHED' };

export type OutcomeMessage = Extract<WorkerToPage, { type: 'OUTCOME' }>;
