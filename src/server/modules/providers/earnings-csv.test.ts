import { describe, expect, it } from 'vitest';
import { buildEarningsStatement } from '../../../shared/pricing/earnings-statement';
import { earningsCsv } from './earnings-routes';

describe('earnings CSV', () => {
  it('quotes commas and keeps text a spreadsheet would run as a formula as text', () => {
    const statement = buildEarningsStatement(
      'p',
      [{ bookingId: 'b-1', completedAt: new Date('2026-11-18T10:00:00+05:30'), services: ['=HYPERLINK("x")', 'Wash, premium'], servicePaise: 50000, platformFeePaise: 12500, priorityBonusPaise: 0, earningPaise: 37500, totalPaise: 59000 }],
      new Date('2026-11-18T12:00:00+05:30'),
    );
    const [, row] = earningsCsv(statement).trim().split('\n');
    expect(row).toBe(`2026-11-18T04:30:00.000Z,2026-11-16,b-1,"'=HYPERLINK(""x"") + Wash, premium",500.00,125.00,0.00,375.00,590.00`);
  });
});
