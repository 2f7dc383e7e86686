import { and, asc, count, desc, eq, gt, inArray, isNull, lte, max, ne } from 'drizzle-orm';
import type { Notification } from '../../../shared/schemas/notification';
import type { DbOrTx } from '../../db/database';
import { notifications, pushSubscriptions } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event as Notification['event'],
    params: row.params,
    link: row.link,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** A person's newest entries, newest first. */
export async function newestNotifications(db: DbOrTx, accountId: string, limit: number): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.accountId, accountId)).orderBy(desc(notifications.createdAt)).limit(limit);
  return rows.map(toNotification);
}

/** A person's entries whose version is above `version`, oldest change first. */
export async function notificationsChangedSince(db: DbOrTx, accountId: string, version: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), gt(notifications.version, version)))
    .orderBy(asc(notifications.version))
    .limit(limit);
}

export async function newestNotificationVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ v: max(notifications.version) }).from(notifications);
  return Number(row?.v ?? 0);
}

/** Marks a person's unread entries read: these ids, or every one made up to `upTo`. Returns how many. */
export async function markRead(db: DbOrTx, accountId: string, which: { ids: string[] } | { upTo: Date }, now: Date): Promise<number> {
  const chosen = 'ids' in which ? inArray(notifications.id, which.ids) : lte(notifications.createdAt, which.upTo);
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt), chosen))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countSubscriptionsOf(db: DbOrTx, accountId: string, besides: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), ne(pushSubscriptions.endpoint, besides)));
  return row?.n ?? 0;
}

/** One row per endpoint: a device that subscribes again (or for someone else who signed in on it) moves its row. */
export async function saveSubscription(
  db: DbOrTx,
  row: { endpoint: string; accountId: string; p256dh: string; auth: string; locale: typeof pushSubscriptions.$inferInsert.locale },
  now: Date,
): Promise<'created' | 'updated'> {
  const [before] = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, row.endpoint));
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { accountId: row.accountId, p256dh: row.p256dh, auth: row.auth, locale: row.locale, updatedAt: now },
    });
  return before ? 'updated' : 'created';
}

/** Deletes the endpoint's row if it is the account's; returns whether one was. */
export async function deleteSubscription(db: DbOrTx, accountId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.accountId, accountId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return rows.length > 0;
}
