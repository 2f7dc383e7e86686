import { z } from 'zod';
import type { PricingConfig } from '../../../shared/schemas/admin';
import { vehicleCategorySchema, type VehicleCategory } from '../../../shared/schemas/common';

/**
 * The pricing form holds text (what the inputs hold). The client only checks that each field is
 * a number: the spec leaves admin inputs unbounded, and the server's schema decides the limits,
 * whose messages are shown on the fields they name.
 */
const numberText = z
  .string()
  .trim()
  .min(1, 'Enter a number')
  .refine((v) => Number.isFinite(Number(v)), 'Enter a number');

/** One value per vehicle category (the shared list), e.g. the multipliers. */
function byCategory<T>(value: (category: VehicleCategory) => T): Record<VehicleCategory, T> {
  return Object.fromEntries(vehicleCategorySchema.options.map((k) => [k, value(k)])) as Record<VehicleCategory, T>;
}

export const pricingFormSchema = z.object({
  platformFeePercentage: numberText,
  gstPercentage: numberText,
  bikePriceMultiplier: numberText,
  categoryMultipliers: z.object(byCategory(() => numberText)),
  minimumOrderValue: numberText,
  emergencyServiceMultiplier: numberText,
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
