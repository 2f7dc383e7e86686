import * as z from 'zod/mini';
import { DEFAULT_PRICING as defaultPricing } from '../pricing/default-pricing';
import { gstinProblem, isKarnatakaGstin } from '../domain/gstin';
import { hasAtMostTwoDecimals } from '../pricing/price-model';
import { GST_RATE_MESSAGE, isGstRate } from '../pricing/gst-rates';
import { MAX_MINIMUM_ORDER_RUPEES } from '../pricing/limits';
import { MAX_EARLY_START_MINUTES } from '../domain/slot-rules';
import { privacySettingsFields } from './privacy-settings';
import { DEFAULT_SETTINGS as defaultSettings } from '../domain/default-settings';

// Each message names its field in words and the limit it broke, once: the form shows it under
// the field, and the API says the same after the field's name.
/** A percentage with at most 2 decimals (the price model computes it exactly in basis points). */
const percent = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .check(
      z.minimum(0, `${label} must be 0 % or more`),
      z.maximum(100, `${label} must be at most 100 %`),
      z.refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimals`),
    );
const multiplier = (label: string) =>
  z.number({ message: `${label} must be a number` }).check(z.minimum(0, `${label} must be 0 or more`), z.maximum(10, `${label} must be at most 10`));

export const pricingConfigSchema = z.strictObject({
    platformFeePercentage: percent('Platform fee'),
    /** Only a rate the law sets (GST_RATES); the console asks before it changes. */
    gstPercentage: z.number({ message: 'GST must be a number' }).check(z.refine(isGstRate, GST_RATE_MESSAGE)),
    bikePriceMultiplier: multiplier('Bike multiplier'),
    categoryMultipliers: z.strictObject({
      hatchback: multiplier('Hatchback multiplier'),
      sedan: multiplier('Sedan multiplier'),
      suv: multiplier('SUV multiplier'),
      luxury: multiplier('Luxury multiplier'),
    }),
    minimumOrderValue: z
      .number({ message: 'Minimum order value must be a number' })
      .check(
        z.minimum(0, 'Minimum order value must be ₹0 or more'),
        z.maximum(MAX_MINIMUM_ORDER_RUPEES, { error: () => `Minimum order value must be at most ₹${MAX_MINIMUM_ORDER_RUPEES.toLocaleString('en-IN')}` }),
      ),
    /**
     * The priority bonus on a job taken over after an emergency release: its provider earns this
     * many times the usual earning, paid from the platform fee (at most the whole fee). 1 = none.
     */
    emergencyServiceMultiplier: z
      .number({ message: 'Emergency priority bonus must be a number' })
      .check(
        z.minimum(1, 'Emergency priority bonus must be at least 1 (1 means no bonus)'),
        z.maximum(10, 'Emergency priority bonus must be at most 10'),
        z.refine(hasAtMostTwoDecimals, 'Emergency priority bonus must have at most 2 decimals'),
      ),
  });
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

// Defined in a module without zod (the device database's upgrade reads it on every page); typed here.
export const DEFAULT_PRICING: PricingConfig = defaultPricing;

const SUPPLIER_NAME_MAX = 120;
const SUPPLIER_ADDRESS_MAX = 300;

export const systemSettingsSchema = z.strictObject({
    maintenanceMode: z.boolean(),
    maxActiveBookings: z.number().check(z.int('Must be a whole number'), z.minimum(1, 'Must be at least 1'), z.maximum(10000, 'Must be at most 10000')),
    autoAcceptBids: z.boolean(),
    requirePhotoVerification: z.boolean(),
    allowCancellations: z.boolean(),
    cancellationDeadlineHours: z.number().check(z.int('Must be whole hours'), z.minimum(0, 'Must be 0 or more'), z.maximum(720, 'Must be at most 720')),
    /** How many minutes before its slot a job may be started (slot-rules.ts); it may be started until that day ends. */
    earlyStartMinutes: z
      .number()
      .check(z.int('Must be whole minutes'), z.minimum(0, 'Must be 0 or more'), z.maximum(MAX_EARLY_START_MINUTES, `Must be at most ${MAX_EARLY_START_MINUTES}`)),
    /**
     * The supplier printed on every tax invoice: the platform, as the e-commerce operator. Empty
     * until the operator enters them; until all three are set no job can be completed
     * (supplierDetailsMissing), so no invoice is issued with anyone else's details.
     */
    /** Hours after completion before an online job's earning is available for payout (ADR 073). */
    payoutHoldHours: z.number().check(z.int('Must be whole hours'), z.minimum(0, 'Must be 0 or more'), z.maximum(720, 'Must be at most 720')),
    /** A provider owing more than this from cash jobs has no new bid accepted until they settle (rupees). */
    cashOwedLimit: z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Must be an amount in rupees with at most 2 decimals')),
    /** A confirmed booking cancelled at least this many hours before its slot costs nothing (cancellation-terms.ts). */
    freeCancellationHours: z.number().check(z.int('Must be whole hours'), z.minimum(0, 'Must be 0 or more'), z.maximum(720, 'Must be at most 720')),
    /** What a later cancellation of a confirmed booking costs the customer, paid to the provider (rupees). */
    lateCancellationFee: z.string().check(z.regex(/^\d{1,5}(\.\d{1,2})?$/, 'Must be an amount in rupees with at most 2 decimals')),
    supplierName: z.string().check(z.trim(), z.maxLength(SUPPLIER_NAME_MAX, `Supplier name must be at most ${SUPPLIER_NAME_MAX} characters`)),
    supplierAddress: z.string().check(z.trim(), z.maxLength(SUPPLIER_ADDRESS_MAX, `Supplier address must be at most ${SUPPLIER_ADDRESS_MAX} characters`)),
    supplierGstin: z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.superRefine((value, ctx) => {
        if (value === '') return;
        const problem = gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (!isKarnatakaGstin(value)) ctx.addIssue({ code: 'custom', message: 'Use the Karnataka registration (GSTIN starting with 29)' });
      }),
    ),
    ...privacySettingsFields,
  });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SETTINGS: SystemSettings = defaultSettings;

export type SupplierField = 'supplierName' | 'supplierAddress' | 'supplierGstin';
export const SUPPLIER_FIELDS: readonly SupplierField[] = ['supplierName', 'supplierAddress', 'supplierGstin'];

/** The invoice supplier's details not entered yet, in the form's order; empty when all are set. */
export function supplierDetailsMissing(settings: Pick<SystemSettings, SupplierField>): SupplierField[] {
  return SUPPLIER_FIELDS.filter((field) => settings[field].trim() === '');
}
