import { discardQueuedInWorker } from '../../sync/worker-bridge';
import { db } from '../engine/db';
import { reportChange } from '../engine/change-reports';
import { settleRejected } from '../engine/outbox';

/** Removes rejected changes from the list once the user has read them (all when no key). */
export async function dismissRejected(key?: string): Promise<void> {
  if (key) await db.rejectedMutations.delete(key);
  else await db.rejectedMutations.clear();
}

/**
 * Gives up a change that cannot sync (e.g. blocked after a persona change): the worker drops it
 * and the optimistic rows go back to the server's version.
 */
export async function discardPending(key: string): Promise<void> {
  discardQueuedInWorker(key);
  const entry = await settleRejected(db, key, { status: 0, reason: 'Discarded on this device', remember: false });
  if (entry) reportChange({ kind: 'discarded', change: entry });
}
