import { z } from 'zod';
import { pricingConfigSchema, type PricingConfig } from '../../../shared/schemas/admin';
import { vehicleCategorySchema, type VehicleCategory } from '../../../shared/schemas/common';
import { numberText as checkedNumberText } from '../../components/number-text';

/**
 * The pricing form holds text (what the inputs hold), checked by the pricing schema's own field
 * rules, so each field says what the server would, once, in its words and with its limit
 * ("Platform fee must be 0 % or more"), before anything is sent.
 */
const shape = pricingConfigSchema.shape;
const NUMBER = { required: 'Enter a number', notANumber: 'Enter a number' };
const numberText = (field: Parameters<typeof checkedNumberText>[0]) => checkedNumberText(field, NUMBER);

/** One value per vehicle category (the shared list), e.g. the multipliers. */
function byCategory<T>(value: (category: VehicleCategory) => T): Record<VehicleCategory, T> {
  return Object.fromEntries(vehicleCategorySchema.options.map((k) => [k, value(k)])) as Record<VehicleCategory, T>;
}

export const pricingFormSchema = z.object({
  platformFeePercentage: numberText(shape.platformFeePercentage),
  gstPercentage: numberText(shape.gstPercentage),
  bikePriceMultiplier: numberText(shape.bikePriceMultiplier),
  categoryMultipliers: z.object(byCategory((k) => numberText(shape.categoryMultipliers.shape[k]))),
  minimumOrderValue: numberText(shape.minimumOrderValue),
  emergencyServiceMultiplier: numberText(shape.emergencyServiceMultiplier),
});
export type PricingFormValues = z.infer<typeof pricingFormSchema>;

export function toPricingForm(p: PricingConfig): PricingFormValues {
  const c = p.categoryMultipliers;
  return {
    platformFeePercentage: String(p.platformFeePercentage),
    gstPercentage: String(p.gstPercentage),
    bikePriceMultiplier: String(p.bikePriceMultiplier),
    categoryMultipliers: byCategory((k) => String(c[k])),
    minimumOrderValue: String(p.minimumOrderValue),
    emergencyServiceMultiplier: String(p.emergencyServiceMultiplier),
  };
}

export function fromPricingForm(v: PricingFormValues): PricingConfig {
  const c = v.categoryMultipliers;
  return {
    platformFeePercentage: Number(v.platformFeePercentage),
    gstPercentage: Number(v.gstPercentage),
    bikePriceMultiplier: Number(v.bikePriceMultiplier),
    categoryMultipliers: byCategory((k) => Number(c[k])),
    minimumOrderValue: Number(v.minimumOrderValue),
    emergencyServiceMultiplier: Number(v.emergencyServiceMultiplier),
  };
}

/**
 * The server names the first invalid field in its message ("gstPercentage: Must be 100 or less
 * (and 1 more)"); this splits it so the message can sit under that field.
 */
export function fieldOfServerMessage(message: string, fields: readonly string[]): { field: string; text: string } | null {
  const at = message.indexOf(': ');
  if (at < 0) return null;
  const field = message.slice(0, at);
  if (!fields.includes(field)) return null;
  return { field, text: message.slice(at + 2).replace(/ \(and \d+ more\)$/, '') };
}
