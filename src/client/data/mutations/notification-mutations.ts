import { apiRequest } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import type { Notification, NotificationPreferences } from '../../../shared/schemas/notification';
import { notificationPreferencesSchema } from '../../../shared/schemas/notification';
import { runMutation, type MutationResult } from '../engine/run-mutation';
import { SINGLETON_KEY } from '../engine/tables';

type ReadAnswer = { read: number };

/**
 * Marks one entry read (opening it). Kept for later offline like any queued write (the route's
 * offline policy) and sent once with its Idempotency-Key; the inbox shows it read at once.
 */
export function markNotificationRead(entry: Notification, now = new Date()): Promise<MutationResult<ReadAnswer>> {
  return runMutation<ReadAnswer>({
    label: 'Mark a notification read',
    ...apiRequest(apiRoutes.markNotificationsRead),
    body: { ids: [entry.id] },
    optimistic: (w) => w.update('notifications', entry.id, { readAt: now.toISOString() }),
    refresh: ['notifications'],
    notice: { kind: 'markNotificationsRead', all: false },
  });
}

/**
 * "Mark all as read": every entry up to the newest this device holds, so one that arrives while
 * the change waits offline stays unread. Null when nothing is unread.
 */
export function markAllNotificationsRead(entries: readonly Notification[], now = new Date()): Promise<MutationResult<ReadAnswer>> | null {
  const unread = entries.filter((e) => e.readAt === null);
  if (unread.length === 0) return null;
  const upTo = entries.reduce((newest, e) => (e.createdAt > newest ? e.createdAt : newest), entries[0]!.createdAt);
  const readAt = now.toISOString();
  return runMutation<ReadAnswer>({
    label: 'Mark all notifications read',
    ...apiRequest(apiRoutes.markNotificationsRead),
    body: { upTo },
    optimistic: async (w) => {
      for (const entry of unread) await w.update('notifications', entry.id, { readAt });
    },
    refresh: ['notifications'],
    notice: { kind: 'markNotificationsRead', all: true },
  });
}

/**
 * Saves which events the person hears and their quiet hours: the whole settings each time, so a
 * change kept offline and sent later says exactly what the screen showed (ADR 084).
 */
export function saveNotificationPreferences(next: NotificationPreferences): Promise<MutationResult<NotificationPreferences>> {
  return runMutation<NotificationPreferences>({
    label: 'Notification settings',
    ...apiRequest(apiRoutes.saveNotificationPreferences),
    body: next,
    // Settings the server would refuse never enter the mirror; they still go out for its reason.
    optimistic: notificationPreferencesSchema.safeParse(next).success ? (w) => w.put('notificationPreferences', { ...next, key: SINGLETON_KEY }) : undefined,
    refresh: ['notificationPreferences'],
    notice: { kind: 'saveNotificationPreferences' },
  });
}
