import type { Notification, NotificationPreferences } from '../../../shared/schemas/notification';
import { db } from '../engine/db';
import { SINGLETON_KEY } from '../registry/table-spec';
import { useLiveQuery } from './use-live-query';

/** The inbox on this device, newest first (the `notifications` job fills it). */
export function useNotifications(): Notification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('createdAt').reverse().toArray(), []);
}

/** How many entries on this device are unread: the bell's badge. */
export function useUnreadCount(): number | undefined {
  return useLiveQuery(() => unreadCount(), []);
}

export function unreadCount(): Promise<number> {
  return db.notifications.filter((entry) => entry.readAt === null).count();
}

/** The person's notification settings as last pulled or saved here; null until first fetched. */
export function useNotificationPreferences(): NotificationPreferences | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.notificationPreferences.get(SINGLETON_KEY);
    if (!row) return null;
    const { key: _key, ...preferences } = row;
    return preferences;
  }, []);
}
