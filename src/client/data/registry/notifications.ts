import * as z from 'zod/mini';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { notificationPreferencesSchema, notificationSchema } from '../../../shared/schemas/notification';
import { SINGLETON_KEY, WHOLE_TABLE, mirrorTable, singletonRow } from './table-spec';

export const notificationPreferencesRowSchema = z.extend(notificationPreferencesSchema, { key: z.literal(SINGLETON_KEY) });

/** Only customers and providers are told anything (shared/notifications/events.ts). */
const TOLD = ['customer', 'provider'] as const;

/** What the person is told (their inbox) and what they want to be told (their settings). */
export const notificationTables = {
  notifications: mirrorTable({
    schema: notificationSchema,
    key: 'id',
    indexes: ['createdAt'],
    perUser: true,
    jobs: {
      // The inbox as changes since the last pull (docs/delta-sync.md), for the bell on every
      // screen: at once when a push arrives (the worker's PUSHED report), else every 30 s. Only
      // this pull fills the table, which is emptied when the person changes: a reset (the
      // newest 200) replaces all of it.
      notifications: {
        shape: 'delta', intervalMs: 30_000, roles: TOLD,
        url: () => apiUrl(apiRoutes.pullNotifications), scope: () => WHOLE_TABLE,
      },
    },
  }),
  notificationPreferences: mirrorTable({
    schema: notificationPreferencesRowSchema,
    key: 'key',
    indexes: [],
    perUser: true,
    jobs: {
      notificationPreferences: {
        shape: 'object', roles: TOLD,
        url: () => apiUrl(apiRoutes.getNotificationPreferences),
        scope: () => ({ kind: 'keys', keys: [SINGLETON_KEY] }), toRow: singletonRow,
      },
    },
  }),
};
