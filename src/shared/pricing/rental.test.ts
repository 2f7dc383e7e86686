import { describe, expect, it } from 'vitest';
import { rentalCharges } from './rental';

describe('rental charges', () => {
  it('are the daily rate for the days, plus the refundable deposit', () => {
    expect(rentalCharges({ dailyRate: '499.00', deposit: '2000.00' })).toEqual({
      dailyRatePaise: 49900,
      days: 1,
      rentPaise: 49900,
      depositPaise: 200000,
      totalPaise: 249900,
    });
    expect(rentalCharges({ dailyRate: '349.50', deposit: '1500' }, 3)).toMatchObject({ rentPaise: 104850, totalPaise: 254850 });
    expect(() => rentalCharges({ dailyRate: '1', deposit: '1' }, 0)).toThrow();
  });
});
