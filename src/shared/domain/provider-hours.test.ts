import { describe, expect, it } from 'vitest';
import { AVAILABILITY_TIME_OPTIONS } from './slot-rules';
import {
  DAY_NAMES,
  DEFAULT_AVAILABILITY,
  weeklyHours,
  isAvailableAt,
  slotStates,
} from './provider-hours';

// The spec's demo hours (seeded for provider-1 and provider-2), as rows.
const PROVIDER_1_HOURS = weeklyHours(['09:00', '18:00'], ['10:00', '16:00']);
const PROVIDER_2_HOURS = weeklyHours(['08:00', '19:00']);

describe('weekly hours', () => {
  it('lists seven days Sunday first, weekends with their own hours', () => {
    expect(PROVIDER_1_HOURS.map((r) => r.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(PROVIDER_1_HOURS[0]).toEqual({ dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isAvailable: true });
    expect(PROVIDER_1_HOURS[3]).toEqual({ dayOfWeek: 3, startTime: '09:00', endTime: '18:00', isAvailable: true });
  });

  it('defaults to 09:00-17:00 every day', () => {
    expect(DEFAULT_AVAILABILITY).toHaveLength(7);
    expect(DEFAULT_AVAILABILITY.every((r) => r.startTime === '09:00' && r.endTime === '17:00' && r.isAvailable)).toBe(true);
  });
});

describe('isAvailableAt', () => {
  const rows = PROVIDER_1_HOURS;

  it('includes the start hour and excludes the end hour', () => {
    expect(isAvailableAt(rows, 1, 8)).toBe(false);
    expect(isAvailableAt(rows, 1, 9)).toBe(true);
    expect(isAvailableAt(rows, 1, 17)).toBe(true);
    expect(isAvailableAt(rows, 1, 18)).toBe(false);
    expect(isAvailableAt(rows, 0, 9)).toBe(false);
    expect(isAvailableAt(rows, 0, 10)).toBe(true);
    expect(isAvailableAt(rows, 0, 15)).toBe(true);
    expect(isAvailableAt(rows, 0, 16)).toBe(false);
  });

  it('respects isAvailable, half hours and missing days', () => {
    expect(isAvailableAt([{ dayOfWeek: 2, startTime: '06:00', endTime: '22:00', isAvailable: false }], 2, 10)).toBe(false);
    expect(isAvailableAt([{ dayOfWeek: 2, startTime: '09:30', endTime: '12:00', isAvailable: true }], 2, 9)).toBe(false);
    expect(isAvailableAt([{ dayOfWeek: 2, startTime: '09:30', endTime: '12:00', isAvailable: true }], 2, 10)).toBe(true);
    expect(isAvailableAt([{ dayOfWeek: 2, startTime: '09:00', endTime: '10:30', isAvailable: true }], 2, 10)).toBe(true);
    expect(isAvailableAt([], 2, 10)).toBe(false);
  });
});

describe('slotStates', () => {
  const sunday = '2026-11-22';
  const p1 = { providerId: 'provider-1', rows: PROVIDER_1_HOURS };
  const p2 = { providerId: 'provider-2', rows: PROVIDER_2_HOURS };

  it('marks past slots first, then slots without a provider', () => {
    const now = new Date('2026-11-22T05:15:00Z'); // 10:45 IST, Sunday
    const states = slotStates({ ymd: sunday, now, providers: [p1] });
    expect(states).toHaveLength(16);
    expect(states[0]).toEqual({ hour: 6, label: '6:00 AM', iso: '2026-11-22T06:00:00+05:30', disabled: true, reason: 'past' });
    expect(states.find((s) => s.hour === 10)?.reason).toBe('past');
    expect(states.find((s) => s.hour === 11)).toMatchObject({ disabled: false, reason: null });
    expect(states.find((s) => s.hour === 15)).toMatchObject({ disabled: false, reason: null });
    expect(states.find((s) => s.hour === 16)).toMatchObject({ disabled: true, reason: 'no-provider' });
    expect(states.find((s) => s.hour === 21)).toMatchObject({ disabled: true, reason: 'no-provider' });
  });

  it('opens a slot when any provider works then', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const states = slotStates({ ymd: sunday, now, providers: [p1, p2] });
    // provider-2 covers 08:00-19:00; slots from 19:00 to 21:00 lie outside every seeded day.
    expect(states.filter((s) => !s.disabled).map((s) => s.hour)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(states.at(-1)).toMatchObject({ hour: 21, reason: 'no-provider' });
  });

  it('disables everything when no provider is listed', () => {
    const states = slotStates({ ymd: sunday, now: new Date('2026-11-20T00:00:00Z'), providers: [] });
    expect(states.every((s) => s.reason === 'no-provider')).toBe(true);
  });

  it('uses the weekday of the chosen date', () => {
    const monday = slotStates({ ymd: '2026-11-23', now: new Date('2026-11-20T00:00:00Z'), providers: [p1] });
    expect(monday.filter((s) => !s.disabled).map((s) => s.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('opens a late slot for a provider who works until closing', () => {
    const late = { providerId: 'provider-9', rows: [{ dayOfWeek: 0, startTime: '18:00', endTime: '22:00', isAvailable: true }] };
    const states = slotStates({ ymd: sunday, now: new Date('2026-11-20T00:00:00Z'), providers: [late] });
    expect(states.filter((s) => !s.disabled).map((s) => s.hour)).toEqual([18, 19, 20, 21]);
  });

  it('turns the whole day past once the last slot (9:00 PM IST) begins', () => {
    const states = slotStates({ ymd: sunday, now: new Date('2026-11-22T15:30:00Z'), providers: [p2] });
    expect(states.every((s) => s.reason === 'past')).toBe(true);
  });
});

describe('constants', () => {
  it('offers 30-minute steps from 06:00 to 22:00', () => {
    expect(AVAILABILITY_TIME_OPTIONS[0]).toBe('06:00');
    expect(AVAILABILITY_TIME_OPTIONS[1]).toBe('06:30');
    expect(AVAILABILITY_TIME_OPTIONS.at(-1)).toBe('22:00');
    expect(AVAILABILITY_TIME_OPTIONS).toHaveLength(33);
    expect(AVAILABILITY_TIME_OPTIONS).toContain('09:00');
    expect(AVAILABILITY_TIME_OPTIONS).toContain('18:00');
  });

  it('names days from Sunday', () => {
    expect(DAY_NAMES[0]).toBe('Sunday');
    expect(DAY_NAMES[6]).toBe('Saturday');
  });
});
