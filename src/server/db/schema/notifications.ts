/** What people are told: their inbox and the phones that take their pushes (docs/notifications.md). */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationEventName } from '../../../shared/notifications/events';
import { DISPLAY_LOCALES } from '../../../shared/domain/display-locale';
import { NOTIFICATION_EVENT_NAMES, type NotificationParams } from '../../../shared/notifications/events';
import { users } from './accounts';
import { oneOf, rowVersion, ts } from './columns';

/** One entry of a person's inbox; read through delta pulls like the other mirrored rows. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => users.id),
    event: text('event', { enum: NOTIFICATION_EVENT_NAMES as [string, ...string[]] }).notNull(),
    /** The service, locality, slot, count or amount the words are filled with: never another person's name or phone. */
    params: jsonb('params').$type<NotificationParams>().notNull(),
    /** The screen it opens: a path of the app. */
    link: text('link').notNull(),
    /** The booking it is about, when it is about one (collapsed pushes are per booking). */
    bookingId: text('booking_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
    version: rowVersion(),
  },
  (t) => [
    index('notifications_account_version').on(t.accountId, t.version),
    // A provider's unread job alerts, counted into each new one's "N new jobs near you" (ADR 086).
    index('notifications_unread_job_alerts').on(t.accountId).where(sql`event = 'newJobsNearby' and read_at is null`),
    check('notifications_event', oneOf(t.event, NOTIFICATION_EVENT_NAMES)),
  ],
);

/** A browser's push subscription (RFC 8030): one row per endpoint, bound to the account signed in on it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    accountId: text('account_id').notNull().references(() => users.id),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's language when it last subscribed: its pushes are worded in it. */
    locale: text('locale', { enum: DISPLAY_LOCALES }).notNull().default('en-IN'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_account').on(t.accountId), check('push_subscriptions_locale', oneOf(t.locale, DISPLAY_LOCALES))],
);

/** What a person wants to be told (no row: every event, quiet 22:00–07:00). The inbox keeps every entry either way. */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: text('account_id').primaryKey().references(() => users.id),
  /** Events turned off for pushes and SMS; an event not named is on. */
  events: jsonb('events').$type<Partial<Record<NotificationEventName, boolean>>>().notNull().default({}),
  /** "HH:MM" in India time; both null: no quiet hours. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
