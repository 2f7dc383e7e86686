// Which waiting changes are the signed-in account's (ADR 017). No row schemas here: the header's
// sync status reads it on every page.
import { splitRowRef } from '../registry/table-spec';
import type { MirrorTable, PendingMutation } from './tables';

/** A waiting change belongs to the signed-in account (changes from before accounts had no owner). */
export function isOwnChange(mutation: { userId: string | null }, userId: string | null): boolean {
  return mutation.userId === null || mutation.userId === userId;
}

/** The waiting changes to show: the signed-in account's; all of them before any session was stored. */
export function ownChanges<M extends { userId: string | null }>(mutations: M[], session: { user: { id: string } | null } | undefined): M[] {
  if (!session) return mutations;
  return mutations.filter((m) => isOwnChange(m, session.user?.id ?? null));
}

/** Rows (as "table:key") that have an unsettled local change. */
export function pendingRefsOf(entries: readonly PendingMutation[], table: MirrorTable): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries) {
    for (const ref of entry.touched) {
      const parsed = splitRowRef(ref);
      if (parsed.table === table) keys.add(parsed.key);
    }
  }
  return keys;
}
