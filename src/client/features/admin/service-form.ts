import { z } from 'zod';
import { DEFAULT_SAC_CODE, serviceFields, serviceVehicleTypeSchema, type Service } from '../../../shared/schemas/service';
import { NO_TRANSLATIONS, translationsOf } from '../../../shared/catalogue/languages';
import { translatedTextFields } from '../../../shared/schemas/catalogue-text';
import type { ServiceFields } from '../../data/mutations/admin-services-mutations';
import { numberText } from '../../components/number-text';

export const SERVICE_CATEGORIES = ['wash', 'maintenance'] as const;
export const SERVICE_VEHICLE_TYPES = serviceVehicleTypeSchema.options;

/** The Add/Edit Service form: the service body's fields, limits and messages; number fields hold text. */
export const serviceFormSchema = z.object({
  name: z.string().trim().pipe(serviceFields.name),
  description: serviceFields.description,
  ...translatedTextFields,
  basePrice: z.string().trim().pipe(serviceFields.basePrice),
  duration: numberText(serviceFields.duration, { required: 'Duration is required', notANumber: 'Duration must be whole minutes' }),
  // Existing services may carry another category; it is kept as it is.
  category: z.string().trim().pipe(serviceFields.category),
  vehicleType: serviceFields.vehicleType,
  sacCode: serviceFields.sacCode,
});
export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** Spec §5: base price 0, duration 60, category wash, vehicle type car. */
export const NEW_SERVICE_VALUES: ServiceFormValues = {
  name: '',
  description: '',
  ...NO_TRANSLATIONS,
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
    ...translationsOf(s),
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
    ...translationsOf(v, { trim: true }),
    basePrice: v.basePrice.trim(),
    duration: Number(v.duration),
    category: v.category,
    vehicleType: v.vehicleType,
    sacCode: v.sacCode.trim(),
  };
}
