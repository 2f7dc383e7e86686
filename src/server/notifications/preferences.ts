import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_NAMES, type NotificationEventName } from '../../shared/notifications/events';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '../../shared/notifications/quiet-hours';
import type { NotificationPreferences } from '../../shared/schemas/notification';
import type { UserType } from '../../shared/schemas/common';
import type { DbOrTx } from '../db/database';
import { notificationPreferences } from '../db/schema';

export interface StoredPreferences {
  off: ReadonlySet<NotificationEventName>;
  quietHours: QuietHours | null;
}

const DEFAULTS: StoredPreferences = { off: new Set(), quietHours: DEFAULT_QUIET_HOURS };

type PreferencesRow = typeof notificationPreferences.$inferSelect;

function storedOf(row: PreferencesRow | undefined): StoredPreferences {
  if (!row) return DEFAULTS;
  const off = new Set(NOTIFICATION_EVENT_NAMES.filter((event) => row.events[event] === false));
  return { off, quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null };
}

/** A person's preferences: their row, or every event on and quiet 22:00–07:00. */
export async function preferencesOf(db: DbOrTx, accountId: string): Promise<StoredPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.accountId, accountId));
  return storedOf(row);
}

/** Many people's preferences in one query (an alert's fan-out). */
export async function preferencesOfMany(db: DbOrTx, accountIds: readonly string[]): Promise<Map<string, StoredPreferences>> {
  const rows = accountIds.length ? await db.select().from(notificationPreferences).where(inArray(notificationPreferences.accountId, [...accountIds])) : [];
  const byAccount = new Map(rows.map((r) => [r.accountId, r]));
  return new Map(accountIds.map((id) => [id, storedOf(byAccount.get(id))]));
}

/** The events a person of this role can hear. */
export const eventsFor = (role: UserType): NotificationEventName[] => NOTIFICATION_EVENT_NAMES.filter((e) => NOTIFICATION_EVENTS[e].to === role);

/** As the API answers them: every event of the role, on or off. */
export function describePreferences(stored: StoredPreferences, role: UserType): NotificationPreferences {
  return { events: Object.fromEntries(eventsFor(role).map((e) => [e, !stored.off.has(e)])), quietHours: stored.quietHours };
}

export async function savePreferences(db: DbOrTx, accountId: string, next: NotificationPreferences, now: Date): Promise<void> {
  const values = {
    events: next.events,
    quietStart: next.quietHours?.start ?? null,
    quietEnd: next.quietHours?.end ?? null,
    updatedAt: now,
  };
  await db
    .insert(notificationPreferences)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.accountId, set: values });
}
