import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type NotificationEventName, type NotificationParams } from '../../shared/notifications/events';
import type { Tx } from '../db/database';
import { notifications, pushSubscriptions } from '../db/schema';
import { notificationsGroupOf, type NotificationsBucketGroup } from '../changes/person-buckets';
import type { EffectQueue } from '../outbox/effect-kind';
import { pushNotification } from '../outbox/effects/push-notification';
import { quietUntil } from '../../shared/notifications/quiet-hours';
import { preferencesOf } from './preferences';

/** Something to tell one person, as a service states it. */
export interface Notice {
  accountId: string;
  event: NotificationEventName;
  params: NotificationParams;
  /** The screen it opens (an app path); default: the event's screen. */
  link?: string;
  bookingId?: string;
}

const told = new WeakMap<Tx, { id: string; notice: Notice }[]>();

/**
 * Tells a person something, in the write's transaction: the inbox entry is written now; its pushes
 * are recorded in the outbox when the write finishes (`sendNotices`, called by runWrite before it
 * commits), one effect per device, so a rolled-back write tells nobody and a committed one
 * reaches each device once.
 */
export async function notify(tx: Tx, notice: Notice, now = new Date()): Promise<void> {
  const id = crypto.randomUUID();
  await tx.insert(notifications).values({
    id,
    accountId: notice.accountId,
    event: notice.event,
    params: notice.params,
    link: notice.link ?? NOTIFICATION_EVENTS[notice.event].screen,
    bookingId: notice.bookingId ?? null,
    createdAt: now,
  });
  const list = told.get(tx) ?? [];
  list.push({ id, notice });
  told.set(tx, list);
}

/**
 * The notices of this transaction, recorded as push effects for every device of each person told;
 * returns the change groups of their inboxes, so their next pull is not a 304.
 */
export async function sendNotices(tx: Tx, outbox: EffectQueue, now = new Date()): Promise<NotificationsBucketGroup[]> {
  const list = told.get(tx);
  if (!list) return [];
  told.delete(tx);
  const groups = new Set<NotificationsBucketGroup>();
  for (const { id, notice } of list) {
    groups.add(notificationsGroupOf(notice.accountId));
    const event = NOTIFICATION_EVENTS[notice.event];
    if (!event.push) continue;
    const devices = await tx.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, notice.accountId));
    if (devices.length === 0) continue;
    const wanted = await preferencesOf(tx, notice.accountId);
    if (wanted.off.has(notice.event)) continue;
    // In quiet hours a push waits for their end, unless it is one that must not wait.
    const startAfter = event.evenInQuietHours ? null : quietUntil(wanted.quietHours, now);
    for (const { endpoint } of devices) await outbox.enqueue(tx, pushNotification, { notificationId: id, endpoint }, startAfter ? { startAfter } : {});
  }
  return [...groups];
}
