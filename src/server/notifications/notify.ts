import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type NotificationEventName, type NotificationParams } from '../../shared/notifications/events';
import type { Tx } from '../db/database';
import { notifications, pushSubscriptions } from '../db/schema';
import { notificationsGroupOf, type NotificationsBucketGroup } from '../changes/person-buckets';
import type { EffectQueue } from '../outbox/effect-kind';
import { pushNotification } from '../outbox/effects/push-notification';
import { smsNotification } from '../outbox/effects/sms-notification';
import { newJobAlerts, slotReminder } from '../outbox/effects/alert-effects';
import { quietUntil } from '../../shared/notifications/quiet-hours';
import { preferencesOf, preferencesOfMany, type StoredPreferences } from './preferences';

/** Something to tell one person, as a service states it. */
export interface Notice {
  accountId: string;
  event: NotificationEventName;
  params: NotificationParams;
  /** The screen it opens (an app path); default: the event's screen. */
  link?: string;
  bookingId?: string;
  /** The entry's id (default: a new UUID). A fixed id makes telling again a no-op (tellMany). */
  id?: string;
}

/** What a write left to do after its own statements: the notices written, the alerts to work out after commit. */
interface Pending {
  told: { id: string; notice: Notice }[];
  openedJobs: { bookingId: string; opening: number }[];
  reminders: { bookingId: string; slot: Date }[];
}

const pending = new WeakMap<Tx, Pending>();

function pendingOf(tx: Tx): Pending {
  let p = pending.get(tx);
  if (!p) pending.set(tx, (p = { told: [], openedJobs: [], reminders: [] }));
  return p;
}

/** The SMS events whose message is sent by an effect of their own (the rental's carries the pickup point). */
const SMS_SENT_APART: ReadonlySet<NotificationEventName> = new Set(['rentalConfirmed']);

/** How long before its slot "starts in 1 hour" is told. */
export const SLOT_REMINDER_MS = 60 * 60_000;

/**
 * Tells a person something, in the write's transaction: the inbox entry is written now; its pushes
 * are recorded in the outbox when the write finishes (`sendNotices`, called by runWrite before it
 * commits), one effect per device, so a rolled-back write tells nobody and a committed one
 * reaches each device once.
 */
export async function notify(tx: Tx, notice: Notice, now = new Date()): Promise<void> {
  const id = notice.id ?? crypto.randomUUID();
  await tx.insert(notifications).values(rowOf(id, notice, now));
  pendingOf(tx).told.push({ id, notice });
}

const rowOf = (id: string, notice: Notice, now: Date) => ({
  id,
  accountId: notice.accountId,
  event: notice.event,
  params: notice.params,
  link: notice.link ?? NOTIFICATION_EVENTS[notice.event].screen,
  bookingId: notice.bookingId ?? null,
  createdAt: now,
});

/**
 * A job has just opened to providers (created, or released back to the market): after commit the
 * outbox works out which providers it concerns and tells them (alerts.ts). `opening` tells the
 * openings of one booking apart (0 when created, then one more per release).
 */
export function announceOpenJob(tx: Tx, bookingId: string, opening: number): void {
  pendingOf(tx).openedJobs.push({ bookingId, opening });
}

/** A booking was confirmed for `slot`: provider and customer are told an hour before it. */
export function remindBeforeSlot(tx: Tx, bookingId: string, slot: Date): void {
  pendingOf(tx).reminders.push({ bookingId, slot });
}

/**
 * The notices of this transaction, recorded as push effects for every device of each person told
 * (and an SMS effect for the events sent by SMS), and the alerts it raised as effects of their
 * own; returns the change groups of the inboxes written, so their next pull is not a 304.
 */
export async function sendNotices(tx: Tx, outbox: EffectQueue, now = new Date()): Promise<NotificationsBucketGroup[]> {
  const p = pending.get(tx);
  if (!p) return [];
  pending.delete(tx);
  for (const { bookingId, opening } of p.openedJobs) await outbox.enqueue(tx, newJobAlerts, { bookingId, opening });
  for (const { bookingId, slot } of p.reminders) {
    await outbox.enqueue(tx, slotReminder, { bookingId, slot: slot.toISOString() }, { startAfter: new Date(slot.getTime() - SLOT_REMINDER_MS) });
  }
  return recordDeliveries(tx, outbox, p.told, now);
}

/**
 * Tells many people at once in one statement (a job's alert to every provider near it): entries
 * whose id is already there are skipped, so working the same alert out twice tells nobody twice.
 * Their pushes and SMS are recorded in the outbox in batches. Returns the inboxes' change groups.
 */
export async function tellMany(tx: Tx, outbox: EffectQueue, notices: readonly (Notice & { id: string })[], now = new Date()): Promise<NotificationsBucketGroup[]> {
  if (notices.length === 0) return [];
  const written = new Set<string>();
  for (let i = 0; i < notices.length; i += INSERT_BATCH) {
    const rows = notices.slice(i, i + INSERT_BATCH).map((n) => rowOf(n.id, n, now));
    const inserted = await tx.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
    for (const r of inserted) written.add(r.id);
  }
  const told = notices.filter((n) => written.has(n.id)).map((notice) => ({ id: notice.id, notice }));
  return recordDeliveries(tx, outbox, told, now);
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const INSERT_BATCH = 500;

async function recordDeliveries(tx: Tx, outbox: EffectQueue, told: readonly { id: string; notice: Notice }[], now: Date): Promise<NotificationsBucketGroup[]> {
  if (told.length === 0) return [];
  const groups = new Set<NotificationsBucketGroup>();
  const accounts = [...new Set(told.map((t) => t.notice.accountId))];
  const wanted = told.length === 1 ? new Map([[accounts[0]!, await preferencesOf(tx, accounts[0]!)]]) : await preferencesOfMany(tx, accounts);
  const devices = await devicesOf(tx, accounts);
  const pushes: { payload: { notificationId: string; endpoint: string }; startAfter?: Date }[] = [];
  for (const { id, notice } of told) {
    groups.add(notificationsGroupOf(notice.accountId));
    const event = NOTIFICATION_EVENTS[notice.event];
    const prefs: StoredPreferences | undefined = wanted.get(notice.accountId);
    if (!prefs || prefs.off.has(notice.event)) continue;
    // In quiet hours a push or SMS waits for their end, unless it is one that must not wait.
    const startAfter = (event.evenInQuietHours ? null : quietUntil(prefs.quietHours, now)) ?? undefined;
    if (event.push) for (const endpoint of devices.get(notice.accountId) ?? []) pushes.push({ payload: { notificationId: id, endpoint }, startAfter });
    if (event.sms && !SMS_SENT_APART.has(notice.event)) await outbox.enqueue(tx, smsNotification, { notificationId: id }, startAfter ? { startAfter } : {});
  }
  if (pushes.length === 1) await outbox.enqueue(tx, pushNotification, pushes[0]!.payload, pushes[0]!.startAfter ? { startAfter: pushes[0]!.startAfter } : {});
  else if (pushes.length > 1) await outbox.enqueueMany(tx, pushNotification, pushes);
  return [...groups];
}

/** Each account's devices (their endpoints), in one query. */
async function devicesOf(tx: Tx, accounts: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ accountId: pushSubscriptions.accountId, endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(accounts.length === 1 ? eq(pushSubscriptions.accountId, accounts[0]!) : inArray(pushSubscriptions.accountId, [...accounts]));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.accountId, [...(map.get(r.accountId) ?? []), r.endpoint]);
  return map;
}
