import * as z from 'zod/mini';
import { DISPLAY_LOCALES } from '../domain/display-locale';
import { NOTIFICATION_EVENT_NAMES } from '../notifications/events';
import { CLOCK_TIME } from '../notifications/quiet-hours';
import { idString } from './common';

/** One entry of a person's inbox, as the inbox pull answers it. */
export const notificationSchema = z.object({
  id: idString,
  event: z.enum(NOTIFICATION_EVENT_NAMES),
  params: z.object({
    service: z.optional(z.string()),
    serviceIn: z.optional(z.object({ kn: z.optional(z.string()), hi: z.optional(z.string()) })),
    locality: z.optional(z.string()),
    slot: z.optional(z.string()),
    count: z.optional(z.number()),
    amount: z.optional(z.string()),
    paidOut: z.optional(z.string()),
    owed: z.optional(z.string()),
    week: z.optional(z.string()),
    outcome: z.optional(z.enum(['approved', 'refused', 'passed', 'failed'])),
  }),
  /** The app path the entry opens. */
  link: z.string(),
  bookingId: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** PushSubscription.toJSON() of the browser, and the device's language for the words of its pushes. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().check(z.minLength(1, 'Endpoint is required'), z.maxLength(2048, 'Endpoint is too long (at most 2,048 characters)')),
  keys: z.object({
    p256dh: z.string().check(z.maxLength(200, 'keys.p256dh is too long')),
    auth: z.string().check(z.maxLength(50, 'keys.auth is too long')),
  }),
  locale: z.optional(z.enum(DISPLAY_LOCALES)),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushEndpointBodySchema = z.strictObject({
  endpoint: z.string().check(z.minLength(1, 'Endpoint is required'), z.maxLength(2048, 'Endpoint is too long (at most 2,048 characters)')),
});

/** Marks entries read: these ids, or every entry made up to an instant (the newest the device has). */
export const markNotificationsReadBodySchema = z
  .strictObject({
    ids: z.optional(z.array(idString).check(z.maxLength(500, 'At most 500 ids at a time'))),
    upTo: z.optional(z.iso.datetime({ offset: true })),
  })
  .check(z.refine((body) => (body.ids === undefined) !== (body.upTo === undefined), 'Give either ids or upTo'));
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** At most this many devices take pushes for one account; more are refused. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

const clockTime = z.string().check(z.regex(CLOCK_TIME, 'Use a time like 22:00'));

/**
 * What a person wants to be told: each event of their role on or off (pushes and SMS; the inbox
 * keeps everything), and quiet hours in India time (null: none) when only urgent ones come.
 */
export const notificationPreferencesSchema = z.strictObject({
  events: z.partialRecord(z.enum(NOTIFICATION_EVENT_NAMES), z.boolean()),
  quietHours: z.nullable(z.strictObject({ start: clockTime, end: clockTime })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
