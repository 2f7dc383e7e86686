import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, quietUntil } from './quiet-hours';

// 16:30 UTC is 22:00 in India; 01:30 UTC is 07:00.
describe('quiet hours', () => {
  it('hold a push from 22:00 to 07:00 India time, across midnight', () => {
    expect(quietUntil(DEFAULT_QUIET_HOURS, new Date('2026-11-28T16:29:00Z'))).toBeNull();
    expect(quietUntil(DEFAULT_QUIET_HOURS, new Date('2026-11-28T16:30:00Z'))?.toISOString()).toBe('2026-11-29T01:30:00.000Z');
    expect(quietUntil(DEFAULT_QUIET_HOURS, new Date('2026-11-28T20:12:34Z'))?.toISOString()).toBe('2026-11-29T01:30:00.000Z');
    expect(quietUntil(DEFAULT_QUIET_HOURS, new Date('2026-11-29T01:30:00Z'))).toBeNull();
  });

  it('work within one day, and not at all when none are set', () => {
    const lunch = { start: '13:00', end: '14:00' };
    expect(quietUntil(lunch, new Date('2026-11-28T07:45:00Z'))?.toISOString()).toBe('2026-11-28T08:30:00.000Z');
    expect(quietUntil(lunch, new Date('2026-11-28T08:30:00Z'))).toBeNull();
    expect(quietUntil(null, new Date('2026-11-28T20:00:00Z'))).toBeNull();
  });
});
