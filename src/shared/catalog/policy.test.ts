import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../schemas/admin';
import { CUSTOMER_CHAT_PRICES, CUSTOMER_POLICY, PROVIDER_POLICY } from './policy';

describe('chat policy figures', () => {
  it('agrees with the default pricing configuration', () => {
    expect(PROVIDER_POLICY.platformSharePercent).toBe(DEFAULT_PRICING.platformFeePercentage);
    expect(PROVIDER_POLICY.providerSharePercent + PROVIDER_POLICY.platformSharePercent).toBe(100);
    expect(PROVIDER_POLICY.gstPercent).toBe(DEFAULT_PRICING.gstPercentage);
    expect(CUSTOMER_POLICY.gstPercent).toBe(DEFAULT_PRICING.gstPercentage);
  });

  it('quotes the spec prices and durations', () => {
    expect(CUSTOMER_CHAT_PRICES).toEqual([
      { name: 'Basic Wash', priceRupees: 299, durationMinutes: 60 },
      { name: 'Premium Wash', priceRupees: 599, durationMinutes: 120 },
      { name: 'Oil Change', priceRupees: 899, durationMinutes: 30 },
      { name: 'Basic Bike Wash', priceRupees: 199, durationMinutes: 45 },
    ]);
    expect(CUSTOMER_POLICY.serviceRadiusKm.min).toBeLessThan(CUSTOMER_POLICY.serviceRadiusKm.max);
  });
});
