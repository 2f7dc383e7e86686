import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { pendingRefsOf } from './outbox';
import type { MirrorTable, PendingMutation, RejectedMutation } from './tables';

/** Changes made on this device that the server has not settled yet, oldest first. */
export function usePendingMutations(): PendingMutation[] | undefined {
  return useLiveQuery(() => db.pendingMutations.orderBy('seq').toArray(), []);
}

export function usePendingCount(): number {
  return useLiveQuery(() => db.pendingMutations.count(), []) ?? 0;
}

/** Changes the server refused on replay, newest first, until the user dismisses them. */
export function useRejectedMutations(): RejectedMutation[] | undefined {
  return useLiveQuery(() => db.rejectedMutations.orderBy('rejectedAt').reverse().toArray(), []);
}

/** Keys of rows in `table` with a change waiting to sync (to mark them "waiting" or disable buttons). */
export function usePendingKeys(table: MirrorTable): Set<string> {
  return useLiveQuery(async () => pendingRefsOf(await db.pendingMutations.toArray(), table), [table]) ?? EMPTY;
}

const EMPTY = new Set<string>();

/** Kept here too: screens import it next to useRejectedMutations. */
export { dismissRejected } from './outbox-actions';
