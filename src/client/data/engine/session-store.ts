import type { Session } from '../../../shared/schemas/user';
import type { GaadiDb } from './db';
import { applyOps, opsByRef, outboxTables, writeVisible } from './rows';
import { isOwnChange } from './own-changes';
import { sessionRowSchema } from '../registry/account';
import { PER_USER_TABLES, SINGLETON_KEY, parseRowRef, type SyncMeta } from './tables';

/**
 * Stores who is signed in. When the account differs from the stored one, the per-user mirrors and
 * every ETag are dropped so nothing of the previous account stays on screen and the next polls
 * refetch in full. Returns true when the account changed.
 *
 * `syncState` (the session job's ETag) is written in the same transaction. A session equal to the
 * stored one is not written again: every screen, the header and the sync engine read the session
 * row live, and each write would run their queries and renders once more (ADR 045).
 *
 * `askedAt` is given for a polled answer (the session job) and left out for the answer to the
 * person's own action, which always wins over a poll that was under way.
 */
export async function applySession(database: GaadiDb, session: Session, syncState?: SyncMeta, askedAt?: SessionAskedAt): Promise<boolean> {
  const row = sessionRowSchema.parse({ ...session, key: SINGLETON_KEY });
  if (askedAt === undefined) sessionsSet += 1;
  return database.transaction('rw', [...outboxTables(database), database.syncMeta], async () => {
    // An answer asked before the person signed in, out or switched on this page speaks of the
    // account that was: storing it would undo what they just did.
    if (askedAt !== undefined && askedAt !== sessionsSet) return false;
    const current = await database.session.get(SINGLETON_KEY);
    if (current && sameRow(current, row)) {
      if (syncState) await database.syncMeta.put(syncState);
      return false;
    }
    const changed = !!current && (current.user?.id ?? null) !== (row.user?.id ?? null);
    if (changed) {
      for (const table of PER_USER_TABLES) await database.table(table).clear();
      await database.syncMeta.clear();
      // The new account's own changes still waiting to sync stay visible; another account's are
      // kept (they replay only as that account, ADR 017) but not shown.
      const own = (await database.pendingMutations.toArray()).filter((m) => isOwnChange(m, row.user?.id ?? null));
      const pending = opsByRef(own);
      for (const [ref, ops] of pending) {
        if (!PER_USER_TABLES.includes(parseRowRef(ref).table)) continue;
        const shadow = await database.shadows.get(ref);
        await writeVisible(database, ref, applyOps(shadow?.row ?? null, ops));
      }
    }
    await database.session.put(row);
    // After the account change above, which forgets every ETag.
    if (syncState) await database.syncMeta.put(syncState);
    return changed;
  });
}

/** Marks when a session answer was asked for; applySession drops it if an action set a session since. */
export type SessionAskedAt = number;

/** When the page's own first answers were made: before any action on this page. */
export const SESSION_AT_PAGE_LOAD: SessionAskedAt = 0;

/** How many sessions this page has stored from the person's own actions (sign-in, sign-out, switch). */
let sessionsSet: SessionAskedAt = SESSION_AT_PAGE_LOAD;

/** Taken before a session request goes out, and passed to applySession with its answer. */
export function sessionAskedNow(): SessionAskedAt {
  return sessionsSet;
}

/** Rows as stored: plain data, the same schema's output, so equal rows serialise alike. */
function sameRow(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
