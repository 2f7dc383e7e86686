import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_EVENTS, type NotificationEvent, type NotificationParams } from '../../../shared/notifications/events';
import { notificationWords } from '../../../shared/notifications/messages';
import type { DisplayLocale } from '../../../shared/domain/display-locale';
import { notifications, pushSubscriptions } from '../../db/schema';
import type { PushMessage } from '../../notifications/push-sender';
import { defineEffect } from '../effect-kind';

const payload = z.strictObject({
  notificationId: z.string().min(1),
  /** The device: its subscription's endpoint. Its keys are read when sending (they may have been renewed). */
  endpoint: z.url(),
});

export type PushNotification = z.infer<typeof payload>;

/** A 429's Retry-After up to this long is waited out in the same attempt; longer, the attempt fails and backs off. */
const LONGEST_WAIT_SECONDS = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds a push service keeps the message: until the slot for a job alert, else the event's fixed TTL. */
export function ttlOf(event: NotificationEvent, params: NotificationParams, now: Date): number {
  if (event.ttl !== 'untilSlot') return event.ttl;
  const slot = params.slot ? Date.parse(params.slot) : NaN;
  return Number.isNaN(slot) ? 0 : Math.floor((slot - now.getTime()) / 1000);
}

/** The Topic header: one per account (the device's subscription is the account's), or one per booking. */
export function topicOf(event: NotificationEvent, eventName: string, bookingId: string | null): string | undefined {
  if (event.collapse === 'account') return eventName;
  if (event.collapse === 'booking' && bookingId) return crypto.createHash('sha256').update(bookingId).digest('base64url').slice(0, 32);
  return undefined;
}

const LANGS: Record<DisplayLocale, string> = { 'en-IN': 'en', 'kn-IN': 'kn', 'hi-IN': 'hi' };

/**
 * The declarative Web Push shape (`web_push: 8030`): Safari shows it without the service worker,
 * and the worker shows the same notification everywhere else.
 */
export function pushPayload(words: { title: string; body: string }, navigate: string, locale: DisplayLocale, tag: string | undefined, id: string, event: string): string {
  return JSON.stringify({
    web_push: 8030,
    notification: { title: words.title, body: words.body, navigate, lang: LANGS[locale], ...(tag ? { tag } : {}) },
    gaadicare: { id, event },
  });
}

/** One notification to one device, through its push service (RFC 8030/8291/8292). */
export const pushNotification = defineEffect<PushNotification>({
  name: 'push.notification',
  payload,
  key: (p) => `push.notification:${p.notificationId}:${crypto.createHash('sha256').update(p.endpoint).digest('base64url').slice(0, 16)}`,
  // 2 s, ~4 s, ~8 s … capped at 10 minutes: about an hour of a push service's outage.
  retry: { limit: 10, delaySeconds: 2, maxDelaySeconds: 600 },
  // A send gives up after 10 s; a Retry-After of up to two minutes is waited out within the attempt.
  expireInSeconds: 300,
  // A process killed mid-send: its pushes are sent by another (or itself, restarted) within ~20 s.
  heartbeatSeconds: 10,
  // A job's alerts to hundreds of providers go out this many side by side (each push service call is mostly waiting).
  batchSize: 25,
  sequenceOf: (p) => p.endpoint,
  async deliver(p, _key, { db, push, publicUrl, log }) {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, p.notificationId));
    if (!row) return;
    // Unsubscribed since, or now signed in as someone else: nothing to send to this device.
    const [device] = await db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, p.endpoint), eq(pushSubscriptions.accountId, row.accountId)));
    if (!device) return;
    const event = NOTIFICATION_EVENTS[row.event as keyof typeof NOTIFICATION_EVENTS];
    const ttlSeconds = ttlOf(event, row.params, new Date());
    if (ttlSeconds <= 0) return;
    const topic = topicOf(event, row.event, row.bookingId);
    const words = notificationWords(row.event as keyof typeof NOTIFICATION_EVENTS, row.params, device.locale);
    const message: PushMessage = {
      payload: pushPayload(words, new URL(row.link, publicUrl).toString(), device.locale, topic, row.id, row.event),
      ttlSeconds,
      urgency: event.urgency,
      topic,
    };
    const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
    let outcome = await push.send(target, message);
    if (outcome.kind === 'wait' && outcome.seconds <= LONGEST_WAIT_SECONDS) {
      await sleep(outcome.seconds * 1000);
      outcome = await push.send(target, message);
    }
    switch (outcome.kind) {
      case 'sent':
        return;
      case 'gone':
        // The browser dropped the subscription: it is never sent to again.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
        return;
      case 'tooLarge':
        log.error({ effect: 'push.notification', event: row.event }, 'A push service refused a message as too large; it is not sent again');
        return;
      case 'wait':
        throw new Error(`The push service asked to wait ${outcome.seconds} s`);
      case 'failed':
        throw new Error(`The push service answered ${outcome.message}`);
    }
  },
});
