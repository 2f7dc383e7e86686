import { z } from 'zod';
import { DEFAULT_PRICING as defaultPricing } from '../pricing/default-pricing';
import { gstinProblem, isKarnatakaGstin } from '../domain/gstin';
import { hasAtMostTwoDecimals, RATE_DECIMALS_MESSAGE } from '../pricing/price-model';
import { MAX_MINIMUM_ORDER_RUPEES } from '../pricing/limits';
import { DEFAULT_EARLY_START_MINUTES, MAX_EARLY_START_MINUTES } from '../domain/slot-rules';

// Rates hold at most 2 decimals, so the price model computes them exactly in basis points.
const percent = z
  .number({ message: 'Must be a number' })
  .min(0, 'Must be 0 or more')
  .max(100, 'Must be 100 or less')
  .refine(hasAtMostTwoDecimals, RATE_DECIMALS_MESSAGE);
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
    /**
     * The priority bonus on a job taken over after an emergency release: its provider earns this
     * many times the usual earning, paid from the platform fee (at most the whole fee). 1 = none.
     */
    emergencyServiceMultiplier: z
      .number({ message: 'Must be a number' })
      .min(1, 'Must be at least 1 (1 means no priority bonus)')
      .max(10, 'Must be 10 or less')
      .refine(hasAtMostTwoDecimals, RATE_DECIMALS_MESSAGE),
  })
  .strict();
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

// Defined in a module without zod (the device database's upgrade reads it on every page); typed here.
export const DEFAULT_PRICING: PricingConfig = defaultPricing;

export const systemSettingsSchema = z
  .object({
    maintenanceMode: z.boolean(),
    maxActiveBookings: z.number().int('Must be a whole number').min(1, 'Must be at least 1').max(10000, 'Must be at most 10000'),
    autoAcceptBids: z.boolean(),
    requirePhotoVerification: z.boolean(),
    allowCancellations: z.boolean(),
    cancellationDeadlineHours: z.number().int('Must be whole hours').min(0, 'Must be 0 or more').max(720, 'Must be at most 720'),
    /** How many minutes before its slot a job may be started (slot-rules.ts); it may be started until that day ends. */
    earlyStartMinutes: z
      .number()
      .int('Must be whole minutes')
      .min(0, 'Must be 0 or more')
      .max(MAX_EARLY_START_MINUTES, `Must be at most ${MAX_EARLY_START_MINUTES}`),
    /** The supplier printed on every tax invoice: the platform, as the e-commerce operator. */
    supplierName: z.string().trim().min(1, 'Supplier name is required').max(120, 'Supplier name is too long'),
    supplierAddress: z.string().trim().min(1, 'Supplier address is required').max(300, 'Supplier address is too long'),
    supplierGstin: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((value, ctx) => {
        const problem = gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (!isKarnatakaGstin(value)) ctx.addIssue({ code: 'custom', message: 'Use the Karnataka registration (GSTIN starting with 29)' });
      }),
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
  earlyStartMinutes: DEFAULT_EARLY_START_MINUTES,
  supplierName: 'GaadiCare Services Private Limited',
  supplierAddress: '2nd Floor, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038',
  supplierGstin: '29AAGCG4821K1ZC',
};
