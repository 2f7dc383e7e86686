import { describe, expect, it } from 'vitest';
import { seedAvailability } from './availability';

describe('seeded availability', () => {
  it('seeds provider-1 with shorter weekend hours', () => {
    const rows = seedAvailability('provider-1');
    expect(rows.map((r) => r.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toEqual({ dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isAvailable: true });
    expect(rows[6]).toEqual({ dayOfWeek: 6, startTime: '10:00', endTime: '16:00', isAvailable: true });
    for (const d of [1, 2, 3, 4, 5]) expect(rows[d]).toMatchObject({ startTime: '09:00', endTime: '18:00' });
  });

  it('seeds provider-2 08:00-19:00 and others 09:00-17:00 every day', () => {
    expect(seedAvailability('provider-2').every((r) => r.startTime === '08:00' && r.endTime === '19:00')).toBe(true);
    const other = seedAvailability('provider-3');
    expect(other).toHaveLength(7);
    expect(other.every((r) => r.startTime === '09:00' && r.endTime === '17:00' && r.isAvailable)).toBe(true);
  });
});
