import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '../schemas/admin';
import { CUSTOMER_POLICY, PROVIDER_POLICY } from './policy';

describe('chat policy figures', () => {
  it('agrees with the default pricing configuration', () => {
    expect(PROVIDER_POLICY.platformSharePercent).toBe(DEFAULT_PRICING.platformFeePercentage);
    expect(PROVIDER_POLICY.providerSharePercent + PROVIDER_POLICY.platformSharePercent).toBe(100);
    expect(PROVIDER_POLICY.gstPercent).toBe(DEFAULT_PRICING.gstPercentage);
    expect(CUSTOMER_POLICY.gstPercent).toBe(DEFAULT_PRICING.gstPercentage);
  });

  it('has a service radius that is a range', () => {
    expect(CUSTOMER_POLICY.serviceRadiusKm.min).toBeLessThan(CUSTOMER_POLICY.serviceRadiusKm.max);
  });
});
