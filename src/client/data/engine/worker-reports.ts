import type { WorkerToPage } from '../../../shared/sync/worker-protocol';
import { acknowledgeWorkerOutcomes, listenToWorkerReports, requestWorkerReplay } from '../../sync/worker-bridge';
import type { GaadiDb } from './db';
import { resendUnsent } from './page-resend';
import { applyOutcome } from './settle';
import { refreshAll } from '../../sync/refresh-bus';

/**
 * Handles one report from the service worker. Outcomes are acknowledged once applied so the
 * worker stops re-announcing them; a tab that finds no entry for the key (another tab settled
 * it) acknowledges too.
 */
export async function handleWorkerMessage(database: GaadiDb, message: WorkerToPage): Promise<void> {
  if (message.type === 'OUTCOME') {
    if (message.outcome === 'done') {
      await applyOutcome(database, message.key, { kind: 'done', body: message.body });
    } else if (message.outcome === 'rejected') {
      await applyOutcome(database, message.key, {
        kind: 'rejected',
        status: message.status,
        reason: message.message ?? `Request failed (${message.status})`,
        remember: true,
      });
    } else {
      await applyOutcome(database, message.key, { kind: 'blocked', reason: message.message ?? 'Not allowed for this persona' });
      return;
    }
    acknowledgeWorkerOutcomes([message.key]);
    return;
  }
  if (message.type === 'PUSHED') {
    // Something changed for this person: every pull the open screens use runs now.
    refreshAll();
    return;
  }
  if (message.type === 'QUEUE') {
    scheduleReplayAt(message.retryAt);
    if (await reconcileWithQueue(database, message.keys, message.replaying)) await resendUnsent(database);
  }
}

let replayTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * The worker backs off after a failed replay and nothing wakes it when the wait ends (a worker
 * may not keep timers); while a page is open it asks again then, so a write never waits for
 * the next reconnect or visibility change.
 */
function scheduleReplayAt(retryAt: number): void {
  if (replayTimer) clearTimeout(replayTimer);
  replayTimer = null;
  if (!retryAt) return;
  replayTimer = setTimeout(() => {
    replayTimer = null;
    requestWorkerReplay(false);
  }, Math.max(0, retryAt - Date.now()) + 50);
}

/** How old a 'queued' entry must be before its absence from the worker's queue means it was lost. */
const LOST_AFTER_MS = 15_000;

/**
 * Entries the worker holds are 'queued' here even if this tab missed the 202. An entry marked
 * 'queued' that the worker no longer holds, and whose result never arrived (site data partly
 * cleared, worker replaced), is handed back to the page to resend: same key, applied once.
 */
async function reconcileWithQueue(database: GaadiDb, keys: readonly string[], replaying: boolean): Promise<boolean> {
  const held = new Set(keys);
  let lost = false;
  await database.pendingMutations.toCollection().modify((entry) => {
    if (held.has(entry.key)) {
      if (entry.state === 'sending' || entry.state === 'unsent') entry.state = 'queued';
    } else if (!replaying && entry.state === 'queued' && entry.createdAt < Date.now() - LOST_AFTER_MS) {
      entry.state = 'unsent';
      lost = true;
    }
  });
  return lost;
}

/** Listens for the worker's reports; returns a stop function. */
export function listenToWorker(database: GaadiDb): () => void {
  return listenToWorkerReports((message) => handleWorkerMessage(database, message));
}
