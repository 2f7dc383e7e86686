/**
 * Asia/Kolkata helpers. India has had a fixed +05:30 offset and no daylight saving since 1945,
 * so plain offset arithmetic is exact and no timezone database is needed. Dates and times read
 * as shown here in English (en-IN) and through Intl in the display language otherwise.
 */
import { displayLocale, type DisplayLocale } from './display-locale';

export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type IstParts = { ymd: string; dayOfWeek: number; hour: number; minute: number };

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The IST calendar date (YYYY-MM-DD), weekday (0 Sunday) and wall-clock time of an instant. */
export function istParts(d: Date): IstParts {
  const shifted = new Date(d.getTime() + IST_OFFSET_MS);
  const ymd = `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
  return { ymd, dayOfWeek: shifted.getUTCDay(), hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/** Bookable dates: today and the next 6 days, by the IST calendar. */
export function bookingDates(now: Date): string[] {
  return Array.from({ length: 7 }, (_, i) => istParts(new Date(now.getTime() + i * DAY_MS)).ymd);
}

/** 12-hour clock text: 8 -> '8:00 AM', 12 -> '12:00 PM', 19 -> '7:00 PM'. */
export function slotLabel(hour: number, minute = 0): string {
  if (displayLocale() !== 'en-IN') return localFormat('time').format(Date.UTC(2000, 0, 1, hour, minute));
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad2(minute)} ${suffix}`;
}

/** The wire form of a slot: '2026-11-22T08:00:00+05:30'. */
export function slotIso(ymd: string, hour: number): string {
  return `${ymd}T${pad2(hour)}:00:00+05:30`;
}

/**
 * The wire form of an instant (ADR 055): ISO 8601 in IST with its offset, '2026-11-22T08:00:00+05:30'
 * (milliseconds only when there are some: '2026-11-22T08:00:00.250+05:30').
 */
export function istIso(at: Date): string {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const ms = shifted.getUTCMilliseconds();
  const fraction = ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`;
  return `${istParts(at).ymd}T${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}:${pad2(shifted.getUTCSeconds())}${fraction}+05:30`;
}

/** What `istIso` writes, and only that: the form every instant of a booking's slot has on the wire. */
export const IST_ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+05:30$/;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds of an ISO date-time that carries its offset (or Z); null otherwise. Strings
 * without an offset are refused because their meaning would depend on the device's zone.
 */
export function parseIsoInstant(iso: string): number | null {
  if (!ISO_INSTANT.test(iso)) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** The IST date, weekday and hour of a slot sent with any offset. */
export function parseSlot(iso: string): { ymd: string; dayOfWeek: number; hour: number } | null {
  const ms = parseIsoInstant(iso);
  if (ms === null) return null;
  const { ymd, dayOfWeek, hour } = istParts(new Date(ms));
  return { ymd, dayOfWeek, hour };
}

/** Weekday (0 Sunday) of an IST calendar date. */
export function dayOfWeekOf(ymd: string): number {
  const m = YMD.exec(ymd);
  if (!m) throw new RangeError(`Not a date: ${ymd}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/** A slot is past once its start time has been reached. */
export function isSlotPast(ymd: string, hour: number, now: Date): boolean {
  const start = parseIsoInstant(slotIso(ymd, hour));
  if (start === null) throw new RangeError(`Not a date: ${ymd}`);
  return start <= now.getTime();
}

/** '22 Nov 2026' for an ISO date-time (shown in IST) or a plain 'YYYY-MM-DD'. */
export function formatIstDate(iso: string): string {
  const plain = YMD.exec(iso);
  if (plain) return formatYmd(iso);
  const ms = parseIsoInstant(iso);
  if (ms === null) return iso;
  return formatYmd(istParts(new Date(ms)).ymd);
}

/** '22 Nov 2026, 8:00 AM' in IST. */
export function formatIstDateTime(iso: string): string {
  const ms = parseIsoInstant(iso);
  if (ms === null) return formatIstDate(iso);
  const parts = istParts(new Date(ms));
  return `${formatYmd(parts.ymd)}, ${slotLabel(parts.hour, parts.minute)}`;
}

/** '22 Nov' for a 'YYYY-MM-DD' date: a chart's axis, where the year is in the caption. */
export function formatDayMonth(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  if (displayLocale() !== 'en-IN') return localFormat('dayMonth').format(Date.UTC(y, m - 1, d));
  return `${d} ${MONTHS[m - 1]}`;
}

function formatYmd(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  if (displayLocale() !== 'en-IN') return spaceAfterComma(localFormat('date').format(Date.UTC(y, m - 1, d)));
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** CLDR's Kannada date pattern is "MMM d,y" ("ನವೆಂ 26,2026"): a comma is followed by a space, as in print. */
const spaceAfterComma = (text: string) => text.replace(/,(?=\S)/g, ', ');

const localFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates and times in the display language other than English (Kannada or Hindi month names),
 * from wall-clock values placed at UTC, so the formatter adds no zone of its own.
 */
function localFormat(kind: 'date' | 'dayMonth' | 'time'): Intl.DateTimeFormat {
  const key = `${displayLocale()} ${kind}`;
  let format = localFormats.get(key);
  if (!format) {
    const fields: Intl.DateTimeFormatOptions = kind === 'date'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : kind === 'dayMonth'
          ? { day: 'numeric', month: 'short' }
          : // The part of the day in words (ಬೆಳಗ್ಗೆ 11:00, सुबह 11:00): CLDR's Kannada and Hindi would print AM/PM.
          { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
    format = new Intl.DateTimeFormat(displayLocale(), { ...fields, timeZone: 'UTC' });
    localFormats.set(key, format);
  }
  return format;
}

/** A weekday's name (0 Sunday) in the display language: 'Sunday', 'ಭಾನುವಾರ', 'रविवार'. */
export function weekdayName(dayOfWeek: number): string {
  // 1 January 2023 was a Sunday.
  return new Intl.DateTimeFormat(displayLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + dayOfWeek));
}

/** The short words for hours and minutes in each display language. */
const DURATION_UNITS: Record<DisplayLocale, { h: string; min: string }> = {
  'en-IN': { h: 'h', min: 'min' },
  'kn-IN': { h: 'ಗಂ', min: 'ನಿಮಿ' },
  'hi-IN': { h: 'घं', min: 'मि' },
};

/** A length of work in words: 45 -> '45 min', 60 -> '1 h', 150 -> '2 h 30 min' (in the display language). */
export function formatDuration(minutes: number): string {
  const units = DURATION_UNITS[displayLocale()];
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} ${units.min}`;
  return m === 0 ? `${h} ${units.h}` : `${h} ${units.h} ${m} ${units.min}`;
}

/**
 * What a provider's duration field starts at: the catalogue durations of the booking's services
 * and add-ons added up (services missing from the catalogue count nothing); null when none is known.
 */
export function catalogueMinutes(serviceIds: readonly string[], catalogue: readonly { id: string; duration: number }[]): number | null {
  const byId = new Map(catalogue.map((s) => [s.id, s.duration]));
  const total = serviceIds.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0);
  return total > 0 ? total : null;
}
