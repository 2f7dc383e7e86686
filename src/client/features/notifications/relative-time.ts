const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * How long ago an instant was, in the person's language ("5 minutes ago", "ನಿನ್ನೆ", "2 घंटे पहले"):
 * the largest whole unit; under a minute is "now". A time ahead of the device's clock (a clock
 * that runs slow) reads as now too, never "in 2 minutes".
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const ago = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000));
  for (const { unit, seconds } of STEPS) {
    if (ago >= seconds) return format.format(-Math.floor(ago / seconds), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time in India time, for the entry's `<time>` title; the part of the day in words in Kannada and Hindi. */
export function fullTime(iso: string, locale: string): string {
  const dayPeriod = locale === 'en-IN' ? {} : ({ dayPeriod: 'short' } as const);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', ...dayPeriod, timeZone: 'Asia/Kolkata' }).format(Date.parse(iso));
}
