import type { PricingConfig } from '../schemas/admin';

/** The pricing a fresh installation starts with (the operator changes it in the admin console). */
export const DEFAULT_PRICING: PricingConfig = {
  platformFeePercentage: 25,
  gstPercentage: 18,
  bikePriceMultiplier: 0.6,
  categoryMultipliers: { hatchback: 1, sedan: 1.3, suv: 1.3, luxury: 1.3 },
  minimumOrderValue: 200,
  emergencyServiceMultiplier: 1.5,
};
