import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_NAMES, type NotificationEventName } from '../../../shared/notifications/events';
import { CLOCK_TIME, DEFAULT_QUIET_HOURS, type QuietHours } from '../../../shared/notifications/quiet-hours';
import type { NotificationPreferences } from '../../../shared/schemas/notification';
import type { UserType } from '../../../shared/schemas/common';

/** What the settings form holds: quiet hours keep their times while turned off, to come back as they were. */
export interface SettingsForm {
  events: Partial<Record<NotificationEventName, boolean>>;
  quietOn: boolean;
  quiet: QuietHours;
}

/** The events a person of this role hears, in the table's order (shared/notifications/events.ts). */
export const eventsOfRole = (role: UserType): NotificationEventName[] => NOTIFICATION_EVENT_NAMES.filter((e) => NOTIFICATION_EVENTS[e].to === role);

/** Of those, the ones quiet hours never hold back. */
export const stillInQuietHours = (role: UserType): NotificationEventName[] => eventsOfRole(role).filter((e) => NOTIFICATION_EVENTS[e].evenInQuietHours);

export function formOf(saved: NotificationPreferences, role: UserType): SettingsForm {
  const events = Object.fromEntries(eventsOfRole(role).map((e) => [e, saved.events[e] !== false]));
  return { events, quietOn: saved.quietHours !== null, quiet: saved.quietHours ?? DEFAULT_QUIET_HOURS };
}

/** The form as the API takes it, or why it cannot be sent yet. */
export function preferencesOf(form: SettingsForm): { ok: true; value: NotificationPreferences } | { ok: false; problem: 'badTime' | 'sameTime' } {
  if (!form.quietOn) return { ok: true, value: { events: form.events, quietHours: null } };
  const { start, end } = form.quiet;
  if (!CLOCK_TIME.test(start) || !CLOCK_TIME.test(end)) return { ok: false, problem: 'badTime' };
  if (start === end) return { ok: false, problem: 'sameTime' };
  return { ok: true, value: { events: form.events, quietHours: { start, end } } };
}
