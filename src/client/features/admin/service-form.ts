import { z } from 'zod';
import { DEFAULT_SAC_CODE, sacCodeSchema, type Service } from '../../../shared/schemas/service';
import { MONEY_LIMITS } from '../../../shared/pricing/limits';
import { formatRupees, toPaise } from '../../../shared/pricing/money';
import type { ServiceFields } from '../../data/admin-services-mutations';

export const SERVICE_CATEGORIES = ['wash', 'maintenance'] as const;
export const SERVICE_VEHICLE_TYPES = ['car', 'bike', 'both'] as const;

/** The Add/Edit Service form; number fields hold text until submitted. Limits match the server's. */
export const serviceFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  description: z.string().trim().max(500, 'Description is too long'),
  basePrice: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter a price in rupees, e.g. 299 or 299.50')
    .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || toPaise(v) <= MONEY_LIMITS.serviceBasePricePaise, `Base price must be at most ${formatRupees(MONEY_LIMITS.serviceBasePricePaise)}`),
  duration: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Duration must be whole minutes')
    .refine((v) => Number(v) >= 1 && Number(v) <= 1440, 'Duration must be between 1 and 1440 minutes'),
  // Existing services may carry another category; it is kept as it is.
  category: z.string().trim().min(1, 'Category is required'),
  vehicleType: z.enum(SERVICE_VEHICLE_TYPES),
  sacCode: sacCodeSchema,
});
export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** Spec §5: base price 0, duration 60, category wash, vehicle type car. */
export const NEW_SERVICE_VALUES: ServiceFormValues = {
  name: '',
  description: '',
  basePrice: '0',
  duration: '60',
  category: 'wash',
  vehicleType: 'car',
  sacCode: DEFAULT_SAC_CODE,
};

export function toServiceForm(s: Service): ServiceFormValues {
  return {
    name: s.name,
    description: s.description,
    basePrice: s.basePrice,
    duration: String(s.duration),
    category: s.category,
    vehicleType: s.vehicleType,
    sacCode: s.sacCode,
  };
}

export function fromServiceForm(v: ServiceFormValues): ServiceFields {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    basePrice: v.basePrice.trim(),
    duration: Number(v.duration),
    category: v.category,
    vehicleType: v.vehicleType,
    sacCode: v.sacCode.trim(),
  };
}
