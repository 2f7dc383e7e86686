import type { BookingStatus } from './booking-machine';
import { istParts, parseIsoInstant, slotIso, slotLabel, formatIstDate } from './time';

/**
 * Where every rule about booking slots lives (docs/product-decisions.md "Slots"): the service
 * day, the hourly slots customers choose from, the availability providers may set, when a
 * job may be started and when an unanswered booking expires. Client and server both import
 * these; nothing else defines them.
 */

/** The service day in IST: providers set hours inside it and every slot starts and ends inside it. */
export const SERVICE_DAY = { opensHour: 6, closesHour: 22 } as const;

/** Hourly slot starts, one per hour of the service day: 6:00 AM to 9:00 PM (the last ends at closing). */
export const SLOT_HOURS: readonly number[] = Array.from(
  { length: SERVICE_DAY.closesHour - SERVICE_DAY.opensHour },
  (_, i) => SERVICE_DAY.opensHour + i,
);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Whether `at` begins one of the hourly slots: on the hour (IST), inside the service day. */
export function isSlotStart(at: Date): boolean {
  const { hour, minute } = istParts(at);
  return minute === 0 && at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0 && SLOT_HOURS.includes(hour);
}

/** Availability picker choices: 30-minute steps across the service day, opening to closing. */
export const AVAILABILITY_TIME_OPTIONS: readonly string[] = Array.from(
  { length: (SERVICE_DAY.closesHour - SERVICE_DAY.opensHour) * 2 + 1 },
  (_, i) => {
    const minutes = SERVICE_DAY.opensHour * 60 + i * 30;
    return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  },
);

/** "6:00 AM to 9:00 PM": the slot range in words, for refusals and hints. */
export const SLOT_RANGE_TEXT = `${slotLabel(SLOT_HOURS[0])} to ${slotLabel(SLOT_HOURS[SLOT_HOURS.length - 1])}`;

/** The refusal of an instant that does not begin a slot. */
export const SLOT_START_MESSAGE = `Choose an hourly slot from ${SLOT_RANGE_TEXT}`;

/** How long before its slot a job may be started unless the administrator sets otherwise. */
export const DEFAULT_EARLY_START_MINUTES = 30;
/** The most an administrator may allow: the booking horizon (today and the next 6 days). */
export const MAX_EARLY_START_MINUTES = 7 * 24 * 60;

const MINUTE_MS = 60_000;

/** The instant the IST calendar day of `at` ends (the next IST midnight). */
export function endOfIstDay(at: Date): Date {
  const { ymd } = istParts(at);
  const midnight = parseIsoInstant(`${ymd}T00:00:00+05:30`)!;
  return new Date(midnight + 24 * 60 * MINUTE_MS);
}

/** The start of the IST calendar day of `at`. */
export function startOfIstDay(at: Date): Date {
  return new Date(endOfIstDay(at).getTime() - 24 * 60 * MINUTE_MS);
}

/**
 * When a booking nobody has taken stops being open for bids: a pending booking when its slot
 * begins; a job released in an emergency at the end of its slot's day, since a provider who
 * takes it over may still start it that day. Other statuses never expire.
 */
export function openForBidsUntil(status: BookingStatus, scheduledTime: Date): Date | null {
  if (status === 'pending') return scheduledTime;
  if (status === 'emergency_released') return endOfIstDay(scheduledTime);
  return null;
}

/** Whether a booking in `status` has passed its time without an accepted bid. */
export function isOverdue(status: BookingStatus, scheduledTime: Date, now: Date): boolean {
  const until = openForBidsUntil(status, scheduledTime);
  return until !== null && until.getTime() <= now.getTime();
}

/** What the customer is told about an expired booking. */
export const EXPIRED_MESSAGE = 'No provider was confirmed before the time slot, so this booking expired. Nothing was charged; please book a new slot.';

/** The refusal of a bid or an acceptance on a booking whose time has passed. */
export const OVERDUE_MESSAGE = 'This booking’s time slot has passed without an accepted bid; it can no longer be taken';

/** From when until when a job scheduled at `scheduledTime` may be started. */
export function startWindow(scheduledTime: Date, earlyStartMinutes: number): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(scheduledTime.getTime() - earlyStartMinutes * MINUTE_MS),
    closesAt: endOfIstDay(scheduledTime),
  };
}

/** '10:30 AM on 25 Nov 2026' (IST). */
export function atText(at: Date): string {
  const p = istParts(at);
  return `${slotLabel(p.hour, p.minute)} on ${formatIstDate(slotIso(p.ymd, 0))}`;
}

/**
 * Why before photos cannot be added at `now`, or null when they can: they show the vehicle as it
 * was when the job could begin, so not before the start window opens (the time rule only).
 */
export function beforePhotoRefusal(scheduledTime: Date, now: Date, earlyStartMinutes: number): string | null {
  const { opensAt } = startWindow(scheduledTime, earlyStartMinutes);
  return now.getTime() < opensAt.getTime() ? `Before photos can be added from ${atText(opensAt)}, when the job may start` : null;
}

/** The refusal of a start once the job's day is over. */
export const START_DAY_ENDED_MESSAGE = 'This job’s day has ended, so it can no longer be started';

/** Why a job cannot be started at `now`, or null when it can (the time rule only; status is the machine's). */
export function startRefusal(scheduledTime: Date, now: Date, earlyStartMinutes: number): string | null {
  const { opensAt, closesAt } = startWindow(scheduledTime, earlyStartMinutes);
  if (now.getTime() < opensAt.getTime()) {
    return `You can start this job from ${atText(opensAt)}, ${earlyStartMinutes} ${earlyStartMinutes === 1 ? 'minute' : 'minutes'} before its slot`;
  }
  if (now.getTime() >= closesAt.getTime()) return START_DAY_ENDED_MESSAGE;
  return null;
}
