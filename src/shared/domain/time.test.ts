import { describe, expect, it } from 'vitest';
import {
  catalogueMinutes,
  formatDuration,
  bookingDates,
  dayOfWeekOf,
  formatIstDate,
  formatIstDateTime,
  isSlotPast,
  istParts,
  parseSlot,
  slotIso,
  IST_ISO_PATTERN,
  istIso,
  slotLabel,
  weekdayName,
} from './time';
import { setDisplayLocale } from './display-locale';

describe('istParts', () => {
  it('moves to the next IST day at 18:30 UTC', () => {
    expect(istParts(new Date('2026-11-21T18:29:00Z'))).toEqual({ ymd: '2026-11-21', dayOfWeek: 6, hour: 23, minute: 59 });
    expect(istParts(new Date('2026-11-21T18:30:00Z'))).toEqual({ ymd: '2026-11-22', dayOfWeek: 0, hour: 0, minute: 0 });
  });

  it('crosses the year in IST before UTC does', () => {
    expect(istParts(new Date('2026-12-31T20:00:00Z')).ymd).toBe('2027-01-01');
  });
});

describe('bookingDates', () => {
  it('lists today and the next 6 IST days', () => {
    expect(bookingDates(new Date('2026-12-28T10:00:00Z'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('starts from the IST date just after IST midnight', () => {
    // 00:15 IST on 22 Nov is still 21 Nov in UTC.
    const dates = bookingDates(new Date('2026-11-21T18:45:00Z'));
    expect(dates[0]).toBe('2026-11-22');
    expect(dates[6]).toBe('2026-11-28');
  });
});

describe('slots', () => {
  it('labels hours on a 12-hour clock', () => {
    expect(slotLabel(8)).toBe('8:00 AM');
    expect(slotLabel(11)).toBe('11:00 AM');
    expect(slotLabel(12)).toBe('12:00 PM');
    expect(slotLabel(19)).toBe('7:00 PM');
    expect(slotLabel(0)).toBe('12:00 AM');
  });

  it('builds and parses the wire form', () => {
    expect(slotIso('2026-11-22', 8)).toBe('2026-11-22T08:00:00+05:30');
    expect(parseSlot('2026-11-22T08:00:00+05:30')).toEqual({ ymd: '2026-11-22', dayOfWeek: 0, hour: 8 });
    expect(istIso(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-22T08:00:00+05:30');
    expect(istIso(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22T00:00:00+05:30');
  });

  it('writes any instant in IST with its offset, keeping minutes, seconds and milliseconds', () => {
    const at = new Date('2026-11-21T23:59:07.250Z');
    expect(istIso(at)).toBe('2026-11-22T05:29:07.250+05:30');
    expect(Date.parse(istIso(at))).toBe(at.getTime());
    expect(istIso(at)).toMatch(IST_ISO_PATTERN);
    expect('2026-11-22T00:00:00Z').not.toMatch(IST_ISO_PATTERN);
  });

  it('parses slots sent with other offsets into IST', () => {
    expect(parseSlot('2026-11-22T02:30:00Z')).toEqual({ ymd: '2026-11-22', dayOfWeek: 0, hour: 8 });
    expect(parseSlot('2026-11-21T19:30:00.000Z')).toEqual({ ymd: '2026-11-22', dayOfWeek: 0, hour: 1 });
    expect(parseSlot('2026-11-21T23:00:00-05:00')).toEqual({ ymd: '2026-11-22', dayOfWeek: 0, hour: 9 });
  });

  it('refuses text without an offset or not a date', () => {
    expect(parseSlot('2026-11-22T08:00:00')).toBeNull();
    expect(parseSlot('09:00')).toBeNull();
    expect(parseSlot('2026-13-45T08:00:00Z')).toBeNull();
  });

  it('treats a slot as past from its start', () => {
    const start = new Date('2026-11-22T02:30:00Z'); // 08:00 IST
    expect(isSlotPast('2026-11-22', 8, new Date(start.getTime() - 1))).toBe(false);
    expect(isSlotPast('2026-11-22', 8, start)).toBe(true);
    expect(isSlotPast('2026-11-22', 9, start)).toBe(false);
    expect(isSlotPast('2026-11-21', 19, start)).toBe(true);
  });

  it('gives the weekday of a calendar date', () => {
    expect(dayOfWeekOf('2026-11-22')).toBe(0);
    expect(dayOfWeekOf('2027-01-01')).toBe(5);
    expect(() => dayOfWeekOf('22/11/2026')).toThrow();
  });
});

describe('formatting', () => {
  it('shows dates in IST', () => {
    expect(formatIstDate('2026-11-22T08:00:00+05:30')).toBe('22 Nov 2026');
    expect(formatIstDate('2026-11-21T19:00:00Z')).toBe('22 Nov 2026');
    expect(formatIstDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('shows date and time in IST', () => {
    expect(formatIstDateTime('2026-11-22T08:00:00+05:30')).toBe('22 Nov 2026, 8:00 AM');
    expect(formatIstDateTime('2026-11-22T13:45:00Z')).toBe('22 Nov 2026, 7:15 PM');
    expect(formatIstDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 AM');
  });

  it('writes Kannada and Hindi dates with their month names, a space after each comma', () => {
    try {
      setDisplayLocale('kn-IN');
      expect(formatIstDate('2026-11-26')).toBe('ನವೆಂ 26, 2026');
      expect(formatIstDateTime('2026-11-26T08:00:00+05:30')).toBe('ನವೆಂ 26, 2026, 8:00 ಬೆಳಗ್ಗೆ');
      expect(weekdayName(0)).toBe('ಭಾನುವಾರ');
      setDisplayLocale('hi-IN');
      expect(formatIstDate('2026-11-26')).toBe('26 नव॰ 2026');
      expect(weekdayName(6)).toBe('शनिवार');
    } finally {
      setDisplayLocale('en-IN');
    }
  });

  it('names weekdays, Sunday first', () => {
    expect([0, 1, 6].map(weekdayName)).toEqual(['Sunday', 'Monday', 'Saturday']);
  });

  it('returns unparseable text unchanged', () => {
    expect(formatIstDate('soon')).toBe('soon');
    expect(formatIstDateTime('soon')).toBe('soon');
  });
});

describe('durations', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(150)).toBe('2 h 30 min');
    expect(formatDuration(1440)).toBe('24 h');
  });

  it('adds up the catalogue durations of the chosen services', () => {
    const catalogue = [
      { id: 'wash', duration: 60 },
      { id: 'polish', duration: 30 },
    ];
    expect(catalogueMinutes(['wash', 'polish'], catalogue)).toBe(90);
    expect(catalogueMinutes(['wash', 'gone'], catalogue)).toBe(60);
    expect(catalogueMinutes(['gone'], catalogue)).toBeNull();
    expect(catalogueMinutes([], catalogue)).toBeNull();
  });
});
