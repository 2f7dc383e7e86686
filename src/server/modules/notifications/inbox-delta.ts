import type { Notification } from '../../../shared/schemas/notification';
import type { DeltaAnswer } from '../../../shared/schemas/sync';
import type { DbOrTx } from '../../db/database';
import { decodeCursor, encodeCursor, scopeKey } from '../sync/cursor';
import { newestNotificationVersion, newestNotifications, notificationsChangedSince, toNotification } from './repository';

/** A reset sends the newest entries only: older ones are history the inbox does not show. */
export const INBOX_RESET_ENTRIES = 200;
const DELTA_LIMIT = 500;

/**
 * The caller's inbox as changes since `since` (docs/delta-sync.md): new entries and entries read
 * since. Entries never leave a person's inbox, so `removed` is empty.
 */
export async function pullInbox(db: DbOrTx, accountId: string, at: { epoch: string; known: number }, since: string | undefined): Promise<DeltaAnswer<Notification>> {
  const scope = scopeKey(['notifications', accountId]);
  const cursor = decodeCursor(since, at.epoch, scope);
  const reset = async (): Promise<DeltaAnswer<Notification>> => {
    const version = Math.max(at.known, await newestNotificationVersion(db));
    return { changes: await newestNotifications(db, accountId, INBOX_RESET_ENTRIES), removed: [], cursor: encodeCursor(at.epoch, version, scope), reset: true };
  };
  if (!cursor) return reset();
  const changed = await notificationsChangedSince(db, accountId, cursor.version, DELTA_LIMIT + 1);
  if (changed.length > DELTA_LIMIT) return reset();
  const newest = Math.max(at.known, cursor.version, ...changed.map((r) => r.version));
  return { changes: changed.map(toNotification), removed: [], cursor: encodeCursor(at.epoch, newest, scope), reset: false };
}
