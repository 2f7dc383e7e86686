import { useLiveQuery } from './use-live-query';
import { db } from '../engine/db';
import { ownChanges, pendingRefsOf } from '../engine/own-changes';
import { SINGLETON_KEY } from '../registry/table-spec';
import type { MirrorTable, PendingMutation, RejectedMutation } from '../engine/tables';

/** The waiting changes of the signed-in account: another account's are kept but never shown (ADR 017). */
async function ownPending(): Promise<PendingMutation[]> {
  const [all, session] = await Promise.all([db.pendingMutations.orderBy('seq').toArray(), db.session.get(SINGLETON_KEY)]);
  return ownChanges(all, session);
}

/** Changes made on this device by the signed-in account that the server has not settled yet, oldest first. */
export function usePendingMutations(): PendingMutation[] | undefined {
  return useLiveQuery(ownPending, []);
}

export function usePendingCount(): number {
  return useLiveQuery(async () => (await ownPending()).length, []) ?? 0;
}

/**
 * Changes waiting for their account to sign in again: counted only while nobody is signed in
 * ("Sign in to send N changes"); to another account they do not exist.
 */
export function useChangesAwaitingSignIn(): number {
  return (
    useLiveQuery(async () => {
      const session = await db.session.get(SINGLETON_KEY);
      if (!session || session.user) return 0;
      return db.pendingMutations.count();
    }, []) ?? 0
  );
}

/** Changes the server refused on replay, newest first, until the user dismisses them. */
export function useRejectedMutations(): RejectedMutation[] | undefined {
  return useLiveQuery(() => db.rejectedMutations.orderBy('rejectedAt').reverse().toArray(), []);
}

/** Keys of rows in `table` with a change waiting to sync (to mark them "waiting" or disable buttons). */
export function usePendingKeys(table: MirrorTable): Set<string> {
  return useLiveQuery(async () => pendingRefsOf(await ownPending(), table), [table]) ?? EMPTY;
}

const EMPTY = new Set<string>();
