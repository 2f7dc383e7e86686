import { z } from 'zod';
import { MAX_MINIMUM_ORDER_RUPEES } from '../pricing/limits';

const percent = z.number({ message: 'Must be a number' }).min(0, 'Must be 0 or more').max(100, 'Must be 100 or less');
const multiplier = z.number({ message: 'Must be a number' }).min(0, 'Must be 0 or more').max(10, 'Must be 10 or less');

export const pricingConfigSchema = z
  .object({
    platformFeePercentage: percent,
    gstPercentage: percent,
    bikePriceMultiplier: multiplier,
    categoryMultipliers: z
      .object({ hatchback: multiplier, sedan: multiplier, suv: multiplier, luxury: multiplier })
      .strict(),
    minimumOrderValue: z.number({ message: 'Must be a number' }).min(0, 'Must be 0 or more').max(MAX_MINIMUM_ORDER_RUPEES, `Must be at most ${MAX_MINIMUM_ORDER_RUPEES.toLocaleString('en-IN')}`),
    emergencyServiceMultiplier: multiplier,
  })
  .strict();
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

export const DEFAULT_PRICING: PricingConfig = {
  platformFeePercentage: 25,
  gstPercentage: 18,
  bikePriceMultiplier: 0.6,
  categoryMultipliers: { hatchback: 1, sedan: 1.3, suv: 1.3, luxury: 1.3 },
  minimumOrderValue: 200,
  emergencyServiceMultiplier: 1.5,
};

export const systemSettingsSchema = z
  .object({
    maintenanceMode: z.boolean(),
    maxActiveBookings: z.number().int('Must be a whole number').min(1, 'Must be at least 1').max(10000, 'Must be at most 10000'),
    autoAcceptBids: z.boolean(),
    requirePhotoVerification: z.boolean(),
    allowCancellations: z.boolean(),
    cancellationDeadlineHours: z.number().int('Must be whole hours').min(0, 'Must be 0 or more').max(720, 'Must be at most 720'),
  })
  .strict();
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SETTINGS: SystemSettings = {
  maintenanceMode: false,
  maxActiveBookings: 50,
  autoAcceptBids: false,
  requirePhotoVerification: true,
  allowCancellations: true,
  cancellationDeadlineHours: 2,
};
