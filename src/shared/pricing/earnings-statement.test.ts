import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earningsStatementSchema } from '../schemas/earnings';
import { buildEarningsStatement, istWeekStart, type CompletedJob } from './earnings-statement';
import { toPaise } from './money';

const job = (bookingId: string, completedAt: string, earningPaise: number): CompletedJob => ({
  bookingId,
  completedAt: new Date(completedAt),
  services: ['Basic Wash'],
  servicePaise: earningPaise + 100,
  platformFeePaise: 100,
  priorityBonusPaise: 0,
  earningPaise,
  takenBackPaise: 0,
  totalPaise: earningPaise + 200,
});

describe('weeks', () => {
  it('start on Monday by the IST calendar', () => {
    // Monday 16 Nov 2026, 00:10 IST is Sunday 15 Nov 18:40 UTC.
    expect(istWeekStart(new Date('2026-11-15T18:40:00Z'))).toBe('2026-11-16');
    expect(istWeekStart(new Date('2026-11-15T18:20:00Z'))).toBe('2026-11-09');
    expect(istWeekStart(new Date('2026-11-22T23:59:00+05:30'))).toBe('2026-11-16');
    // Across a month and a year.
    expect(istWeekStart(new Date('2027-01-01T12:00:00+05:30'))).toBe('2026-12-28');
  });
});

describe('the earnings statement', () => {
  it('lists jobs newest first with weekly and daily totals', () => {
    const now = new Date('2026-11-18T15:00:00+05:30'); // a Wednesday
    const s = buildEarningsStatement('provider-1', [
      job('a', '2026-11-09T10:00:00+05:30', 37500), // Monday of the previous week
      job('b', '2026-11-16T00:05:00+05:30', 22425), // Monday just after midnight
      job('c', '2026-11-18T09:00:00+05:30', 10050), // today
      job('d', '2026-11-15T23:55:00+05:30', 1), // Sunday night: previous week
    ], now);
    expect(earningsStatementSchema.parse(s)).toEqual(s);
    expect(s.jobs.map((j) => j.bookingId)).toEqual(['c', 'b', 'd', 'a']);
    expect(s.weeks).toEqual([
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', jobs: 2, earning: '324.75' },
      { weekStart: '2026-11-09', weekEnd: '2026-11-15', jobs: 2, earning: '375.01' },
    ]);
    expect(s.totalEarnings).toBe('699.76');
    expect(s.todayEarnings).toBe('100.50');
    expect(s.jobs[0]).toMatchObject({ weekStart: '2026-11-16', servicePrice: '101.50', platformFee: '1.00', earning: '100.50', customerTotal: '102.50' });
  });

  it('counts what the provider keeps: a refund takes its share back from the job, its week and the totals', () => {
    const now = new Date('2026-11-18T15:00:00+05:30');
    const s = buildEarningsStatement('p', [job('kept', '2026-11-18T09:00:00+05:30', 37500), { ...job('refunded', '2026-11-18T10:00:00+05:30', 37500), takenBackPaise: 37500 }, { ...job('part', '2026-11-17T10:00:00+05:30', 37500), takenBackPaise: 12500 }], now);
    expect(earningsStatementSchema.parse(s)).toEqual(s);
    expect(s.jobs.map((j) => [j.bookingId, j.earning, j.takenBack])).toEqual([
      ['refunded', '0.00', '375.00'],
      ['kept', '375.00', undefined],
      ['part', '250.00', '125.00'],
    ]);
    expect(s.jobs[1]).not.toHaveProperty('takenBack');
    expect(s.weeks).toEqual([{ weekStart: '2026-11-16', weekEnd: '2026-11-22', jobs: 3, earning: '625.00' }]);
    expect(s.totalEarnings).toBe('625.00');
    expect(s.todayEarnings).toBe('375.00');
  });

  it('is empty with no jobs', () => {
    expect(buildEarningsStatement('p', [], new Date())).toEqual({ providerId: 'p', jobs: [], weeks: [], totalEarnings: '0.00', todayEarnings: '0.00' });
  });

  it('always has weeks and jobs that add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 1.7e12, max: 1.9e12 }), paise: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 40 }),
        (rows) => {
          const s = buildEarningsStatement('p', rows.map((r, i) => job(`j${i}`, new Date(r.at).toISOString(), r.paise)), new Date(1.8e12));
          const total = toPaise(s.totalEarnings);
          expect(s.jobs.reduce((sum, j) => sum + toPaise(j.earning), 0)).toBe(total);
          expect(s.weeks.reduce((sum, w) => sum + toPaise(w.earning), 0)).toBe(total);
          expect(s.weeks.reduce((sum, w) => sum + w.jobs, 0)).toBe(rows.length);
          for (const w of s.weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
        },
      ),
    );
  });
});
