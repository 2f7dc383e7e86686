import { describe, expect, it } from 'vitest';
import { buildEarningsStatement } from '../../../shared/pricing/earnings-statement';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDate, formatIstDateTime } from '../../../shared/domain/time';
import { earningsCsv } from './earnings-routes';

describe('earnings CSV', () => {
  it('quotes commas and keeps text a spreadsheet would run as a formula as text', () => {
    const statement = buildEarningsStatement(
      'p',
      [{ bookingId: 'b7a3c9b41', completedAt: new Date('2026-11-18T10:00:00+05:30'), services: ['=HYPERLINK("x")', 'Wash, premium'], servicePaise: 50000, platformFeePaise: 12500, priorityBonusPaise: 0, earningPaise: 37500, takenBackPaise: 0, totalPaise: 59000 }],
      new Date('2026-11-18T12:00:00+05:30'),
    );
    const [, row] = earningsCsv(statement).trim().split('\n');
    expect(row).toBe(`"18 Nov 2026, 10:00 AM",16 Nov 2026,#7A3C9B41,"'=HYPERLINK(""x"") + Wash, premium",500.00,125.00,0.00,0.00,375.00,590.00`);
  });
});

describe('earnings CSV and the earnings page', () => {
  it('gives each job the India time and the booking reference the page shows', () => {
    // 23:50 IST on 30 Nov is 18:20 UTC: the page's date, not the UTC one.
    const statement = buildEarningsStatement(
      'p',
      [{ bookingId: '0f1e2d3c-aaaa-bbbb-cccc-1234567a3c9b', completedAt: new Date('2026-11-30T23:50:00+05:30'), services: ['Basic Wash'], servicePaise: 50000, platformFeePaise: 12500, priorityBonusPaise: 0, earningPaise: 37500, takenBackPaise: 0, totalPaise: 59000 }],
      new Date('2026-12-01T12:00:00+05:30'),
    );
    const [header, row] = earningsCsv(statement).trim().split('\n');
    expect(header.split(',')[0]).toBe('Completed at (IST)');
    const job = statement.jobs[0]!;
    expect(row.startsWith(`"${formatIstDateTime(job.completedAt)}",${formatIstDate(job.weekStart)},${bookingReferenceText(job.bookingId)},`)).toBe(true);
    expect(row).toMatch(/^"30 Nov 2026, 11:50 PM",30 Nov 2026,#567A3C9B,/);
  });
});
