import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DisplayLocale } from '../../../shared/domain/display-locale';
import type { NotificationEventName } from '../../../shared/notifications/events';
import { notificationWords } from '../../../shared/notifications/messages';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import type { DbOrTx } from '../../db/database';
import { linksOnlyTo, templateIdOf } from '../../sms/templates';
import { defineEffect } from '../effect-kind';

const payload = z.strictObject({ notificationId: z.string().min(1) });

export type SmsNotification = z.infer<typeof payload>;

/**
 * The text of an event's SMS: its notification's words in the person's language and a link to its
 * screen on the app's own address (the only address a DLT template may carry).
 */
export function smsText(event: NotificationEventName, params: Parameters<typeof notificationWords>[1], locale: DisplayLocale, link: string): string {
  const words = notificationWords(event, params, locale);
  return `GaadiCare: ${words.title}. ${words.body} ${link}`;
}

/** A person's language: that of the device they last subscribed for pushes on, else English. */
export async function languageOf(db: DbOrTx, accountId: string): Promise<DisplayLocale> {
  const [device] = await db
    .select({ locale: pushSubscriptions.locale })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId))
    .orderBy(desc(pushSubscriptions.updatedAt))
    .limit(1);
  return device?.locale ?? 'en-IN';
}

/**
 * One notification by SMS (the events marked `sms` in events.ts), to the person's own number,
 * with the event's DLT template id. The number and the words are read when it is sent: an
 * account erased since, or without a number, gets nothing.
 */
export const smsNotification = defineEffect<SmsNotification>({
  name: 'sms.notification',
  payload,
  key: (p) => `sms.notification:${p.notificationId}`,
  // 1 s, ~2 s, ~4 s … capped at 5 minutes, as the rental SMS.
  retry: { limit: 10, delaySeconds: 1, maxDelaySeconds: 300 },
  expireInSeconds: 60,
  async deliver(p, key, { db, sms, log, publicUrl, smsTemplates }) {
    const [row] = await db
      .select({ event: notifications.event, params: notifications.params, link: notifications.link, accountId: notifications.accountId, phone: users.phone })
      .from(notifications)
      .innerJoin(users, and(eq(users.id, notifications.accountId), isNull(users.erasedAt)))
      .where(eq(notifications.id, p.notificationId));
    if (!row?.phone) return;
    const event = row.event as NotificationEventName;
    const locale = await languageOf(db, row.accountId);
    const message = smsText(event, row.params, locale, new URL(row.link, publicUrl).toString());
    if (!linksOnlyTo(message, publicUrl)) {
      // Never sent: a carrier would block it, and trying again cannot change the words.
      log.error({ effect: 'sms.notification', event }, 'An SMS would carry an address other than PUBLIC_URL; it is not sent');
      return;
    }
    await sms.send(row.phone, message, log, { key, templateId: templateIdOf(smsTemplates ?? {}, event, locale) });
  },
});
