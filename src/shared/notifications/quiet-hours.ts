import { IST_OFFSET_MINUTES } from '../domain/time';

/** A daily window in India time, "HH:MM" to "HH:MM"; it may run past midnight (22:00–07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const DAY_MINUTES = 24 * 60;

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or they are none,
 * or start and end are the same time).
 */
export function quietUntil(quiet: QuietHours | null, now: Date): Date | null {
  if (!quiet) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const istMinutes = Math.floor((now.getTime() / 60_000 + IST_OFFSET_MINUTES) % DAY_MINUTES);
  const inside = start < end ? istMinutes >= start && istMinutes < end : istMinutes >= start || istMinutes < end;
  if (!inside) return null;
  const wait = (end - istMinutes + DAY_MINUTES) % DAY_MINUTES;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
