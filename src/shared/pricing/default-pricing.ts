/**
 * The pricing a fresh installation starts with (the operator changes it in the admin console).
 * schemas/admin.ts re-exports it typed as PricingConfig, which checks its shape; it lives here,
 * without zod, because the device database's upgrade step reads it on every page.
 */
export const DEFAULT_PRICING = {
  platformFeePercentage: 25,
  gstPercentage: 18,
  bikePriceMultiplier: 0.6,
  categoryMultipliers: { hatchback: 1, sedan: 1.3, suv: 1.3, luxury: 1.3 },
  minimumOrderValue: 200,
  emergencyServiceMultiplier: 1.5,
};
