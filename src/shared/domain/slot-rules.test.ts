import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_TIME_OPTIONS,
  endOfIstDay,
  isOverdue,
  isSlotStart,
  openForBidsUntil,
  SERVICE_DAY,
  SLOT_HOURS,
  SLOT_RANGE_TEXT,
  startOfIstDay,
  beforePhotoRefusal,
  startRefusal,
  startWindow,
} from './slot-rules';
import { BOOKING_STATUSES } from './booking-machine';

describe('the service day', () => {
  it('gives one hourly slot per hour providers can be available, the last ending at closing', () => {
    expect(SLOT_HOURS[0]).toBe(SERVICE_DAY.opensHour);
    expect(SLOT_HOURS.at(-1)! + 1).toBe(SERVICE_DAY.closesHour);
    expect(SLOT_HOURS).toHaveLength(16);
    expect(SLOT_RANGE_TEXT).toBe('6:00 AM to 9:00 PM');
  });

  it('knows the instants that begin a slot: on the hour in IST, inside the service day', () => {
    expect(isSlotStart(new Date('2026-11-29T09:00:00+05:30'))).toBe(true);
    expect(isSlotStart(new Date('2026-11-29T03:30:00Z'))).toBe(true);
    expect(isSlotStart(new Date('2026-11-29T06:00:00+05:30'))).toBe(true);
    expect(isSlotStart(new Date('2026-11-29T21:00:00+05:30'))).toBe(true);
    expect(isSlotStart(new Date('2026-11-29T22:00:00+05:30'))).toBe(false);
    expect(isSlotStart(new Date('2026-11-29T05:00:00+05:30'))).toBe(false);
    expect(isSlotStart(new Date('2026-11-29T09:30:00+05:30'))).toBe(false);
    expect(isSlotStart(new Date('2026-11-29T09:00:01+05:30'))).toBe(false);
    expect(isSlotStart(new Date('2026-11-29T09:00:00.001+05:30'))).toBe(false);
    // 09:00 UTC is 14:30 IST: on the hour in UTC is not on the hour in IST.
    expect(isSlotStart(new Date('2026-11-29T09:00:00Z'))).toBe(false);
  });

  it('lets availability start and end exactly where slots do', () => {
    expect(AVAILABILITY_TIME_OPTIONS[0]).toBe('06:00');
    expect(AVAILABILITY_TIME_OPTIONS.at(-1)).toBe('22:00');
    // Every slot start is a time a provider can choose as the start of their hours.
    for (const hour of SLOT_HOURS) expect(AVAILABILITY_TIME_OPTIONS).toContain(`${String(hour).padStart(2, '0')}:00`);
  });
});

describe('IST day bounds', () => {
  it('ends the day at the next IST midnight, whatever the UTC date', () => {
    // 00:15 IST on 22 Nov is 18:45 UTC on 21 Nov.
    expect(endOfIstDay(new Date('2026-11-21T18:45:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIstDay(new Date('2026-11-21T18:45:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(endOfIstDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('expiry', () => {
  const slot = new Date('2026-11-22T04:30:00Z'); // 10:00 AM IST

  it('closes a pending booking at its slot and a released one at the end of its day', () => {
    expect(openForBidsUntil('pending', slot)).toEqual(slot);
    expect(openForBidsUntil('emergency_released', slot)?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'pending' && s !== 'emergency_released')) {
      expect(openForBidsUntil(status, slot)).toBeNull();
    }
  });

  it('is overdue from that instant on, not a millisecond before', () => {
    expect(isOverdue('pending', slot, new Date(slot.getTime() - 1))).toBe(false);
    expect(isOverdue('pending', slot, slot)).toBe(true);
    expect(isOverdue('emergency_released', slot, new Date('2026-11-22T18:29:59Z'))).toBe(false);
    expect(isOverdue('emergency_released', slot, new Date('2026-11-22T18:30:00Z'))).toBe(true);
    expect(isOverdue('confirmed', slot, new Date('2026-12-30T00:00:00Z'))).toBe(false);
  });
});

describe('the start window', () => {
  const slot = new Date('2026-11-22T04:30:00Z'); // 10:00 AM IST, Sunday

  it('opens earlyStartMinutes before the slot and closes when its IST day ends', () => {
    const w = startWindow(slot, 30);
    expect(w.opensAt.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('refuses too early with the time it opens, and after the day with why', () => {
    expect(startRefusal(slot, new Date('2026-11-22T03:59:59Z'), 30)).toBe(
      'You can start this job from 9:30 AM on 22 Nov 2026, 30 minutes before its slot',
    );
    expect(startRefusal(slot, new Date('2026-11-22T04:00:00Z'), 30)).toBeNull();
    expect(startRefusal(slot, new Date('2026-11-22T18:29:59Z'), 30)).toBeNull();
    expect(startRefusal(slot, new Date('2026-11-22T18:30:00Z'), 30)).toBe('This job’s day has ended, so it can no longer be started');
    expect(startRefusal(slot, new Date('2026-11-21T04:30:00Z'), 1)).toBe(
      'You can start this job from 9:59 AM on 22 Nov 2026, 1 minute before its slot',
    );
    expect(startRefusal(slot, new Date('2026-11-22T04:30:00Z'), 0)).toBeNull();
  });

  it('takes before photos from the moment the job may start, and says from when until then', () => {
    expect(beforePhotoRefusal(slot, new Date('2026-11-22T03:59:59Z'), 30)).toBe('Before photos can be added from 9:30 AM on 22 Nov 2026, when the job may start');
    expect(beforePhotoRefusal(slot, new Date('2026-11-22T04:00:00Z'), 30)).toBeNull();
    // After the slot's day too: the photos prove the state of the work, whenever it is done.
    expect(beforePhotoRefusal(slot, new Date('2026-11-23T04:00:00Z'), 30)).toBeNull();
  });
});
