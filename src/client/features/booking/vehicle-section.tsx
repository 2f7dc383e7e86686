import { memo } from 'react';
import { CAR_MODELS, categoryOfModel } from '../../../shared/catalog/car-models';
import { bikeDiscountPercent } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { VehicleCategory } from '../../../shared/schemas/common';
import { DEFAULT_VEHICLE_CATEGORY, VEHICLE_CATEGORIES } from '../../../shared/domain/vehicle';
import { Badge } from '../../components/ui/badge';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useFormValues, type BookingFormStore } from './booking-form-store';
import { useT, type Translate } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/areas';
import { FormSection } from './form-section';

const CATEGORIES: readonly VehicleCategory[] = VEHICLE_CATEGORIES;
const MODELS_BY_CATEGORY = CATEGORIES.map((category) => ({ category, models: CAR_MODELS.filter((m) => m.category === category) }));

/** '+30%' for a 1.3 multiplier; '' for 1 (base price). */
export function multiplierNote(multiplier: number): string {
  const pct = Math.round((multiplier - 1) * 100);
  if (pct === 0) return '';
  return pct > 0 ? `+${pct}%` : `${pct}%`;
}

/** Each price group's name, as the car-model picker and the price summary show it. */
export const CATEGORY_GROUP_TEXT: Readonly<Record<VehicleCategory, MessageId>> = {
  hatchback: 'booking.category.hatchback',
  sedan: 'booking.category.sedan',
  suv: 'booking.category.suv',
  luxury: 'booking.category.luxury',
};

/** A price group with its surcharge, or "base price". */
function groupWithNote(t: Translate, category: VehicleCategory, note: string): string {
  const group = t(CATEGORY_GROUP_TEXT[category]);
  return note ? t('booking.vehicle.groupExtra', { group, note }) : t('booking.vehicle.groupBase', { group });
}

const dirty = { shouldDirty: true, shouldValidate: true } as const;

/** Car or bike (native radios), and for a car its model (the system picker, ADR 039), which sets the price category. */
export const VehicleSection = memo(function VehicleSection({ form, pricing }: { form: BookingFormStore; pricing: PricingConfig }) {
  const [vehicleType, category, model] = useFormValues(form, ['vehicleType', 'vehicleCategory', 'vehicleModel']);
  const note = multiplierNote(pricing.categoryMultipliers[category]);
  const t = useT('booking');

  return (
    <FormSection title={t('booking.vehicle.title')}>
      <div role="radiogroup" aria-label={t('booking.vehicle.type')} className="grid grid-cols-2 gap-3">
        {(['car', 'bike'] as const).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 p-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="vehicle-type"
              value={type}
              checked={vehicleType === type}
              onChange={() => form.setValue('vehicleType', type, dirty)}
              className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span>{t(type === 'car' ? 'booking.vehicle.car' : 'booking.vehicle.bike')}</span>
            {type === 'bike' ? (
              <Badge variant="success" className="ml-auto">
                {t('booking.vehicle.percentOff', { percent: bikeDiscountPercent(pricing) })}
              </Badge>
            ) : null}
          </label>
        ))}
      </div>

      {vehicleType === 'car' ? (
        <div className="mt-4 grid gap-2">
          <Label htmlFor="car-model">{t('booking.vehicle.model')}</Label>
          <NativeSelect
            id="car-model"
            value={model}
            data-empty={model ? undefined : ''}
            onChange={(e) => {
              const name = e.target.value;
              form.setValue('vehicleModel', name, { shouldDirty: true });
              form.setValue('vehicleCategory', categoryOfModel(name) ?? DEFAULT_VEHICLE_CATEGORY, dirty);
            }}
          >
            <option value="" disabled>
              {t('booking.vehicle.modelPlaceholder')}
            </option>
            {MODELS_BY_CATEGORY.map(({ category: cat, models }) => {
              return (
                <optgroup key={cat} label={groupWithNote(t, cat, multiplierNote(pricing.categoryMultipliers[cat]))}>
                  {models.map((m) => (
                    <option key={m.name} value={m.name} translate="no">
                      {m.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </NativeSelect>
          {model ? (
            <p className="text-sm text-slate-600" data-testid="vehicle-category">
              {note ? t('booking.vehicle.pricingNote', { group: t(CATEGORY_GROUP_TEXT[category]), note }) : t('booking.vehicle.pricingBase', { group: t(CATEGORY_GROUP_TEXT[category]) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
});
