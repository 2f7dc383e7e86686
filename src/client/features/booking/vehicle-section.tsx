import { Controller, type UseFormReturn } from 'react-hook-form';
import { CAR_MODELS, CATEGORY_GROUP_LABELS, categoryOfModel } from '../../../shared/catalog/car-models';
import { bikeDiscountPercent } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import { DEFAULT_VEHICLE_CATEGORY, vehicleCategorySchema, type VehicleCategory } from '../../../shared/schemas/common';
import { Badge } from '../../components/ui/badge';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '../../components/ui/select';
import type { BookingFormValues } from './booking-form-schema';
import { FormSection } from './form-section';

const CATEGORIES: readonly VehicleCategory[] = vehicleCategorySchema.options;

/** '+30%' for a 1.3 multiplier; '' for 1 (base price). */
export function multiplierNote(multiplier: number): string {
  const pct = Math.round((multiplier - 1) * 100);
  if (pct === 0) return '';
  return pct > 0 ? `+${pct}%` : `${pct}%`;
}

export function VehicleSection({ form, pricing }: { form: UseFormReturn<BookingFormValues>; pricing: PricingConfig }) {
  const vehicleType = form.watch('vehicleType');
  const category = form.watch('vehicleCategory');
  const model = form.watch('vehicleModel');
  const note = multiplierNote(pricing.categoryMultipliers[category]);

  return (
    <FormSection title="Vehicle">
      <Controller
        control={form.control}
        name="vehicleType"
        render={({ field }) => (
          <RadioGroup
            aria-label="Vehicle type"
            value={field.value}
            onValueChange={(value) => field.onChange(value as 'car' | 'bike')}
            className="grid-cols-2 gap-3"
          >
            {(['car', 'bike'] as const).map((type) => (
              <Label
                key={type}
                htmlFor={`vehicle-${type}`}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
              >
                <RadioGroupItem id={`vehicle-${type}`} value={type} />
                <span>{type === 'car' ? 'Car' : 'Bike'}</span>
                {type === 'bike' ? (
                  <Badge variant="success" className="ml-auto">
                    {bikeDiscountPercent(pricing)}% off
                  </Badge>
                ) : null}
              </Label>
            ))}
          </RadioGroup>
        )}
      />

      {vehicleType === 'car' ? (
        <div className="mt-4 grid gap-2">
          <Label htmlFor="car-model">Car model</Label>
          <Select
            value={model || undefined}
            onValueChange={(name) => {
              form.setValue('vehicleModel', name, { shouldDirty: true });
              form.setValue('vehicleCategory', categoryOfModel(name) ?? DEFAULT_VEHICLE_CATEGORY, { shouldDirty: true, shouldValidate: true });
            }}
          >
            <SelectTrigger id="car-model" aria-label="Car model">
              <SelectValue placeholder="Select your car model" />
            </SelectTrigger>
            <SelectContent>
              {CATEGORIES.map((cat) => {
                const extra = multiplierNote(pricing.categoryMultipliers[cat]);
                return (
                  <SelectGroup key={cat}>
                    <SelectLabel>
                      {CATEGORY_GROUP_LABELS[cat]} {extra ? `(${extra})` : '(base price)'}
                    </SelectLabel>
                    {CAR_MODELS.filter((m) => m.category === cat).map((m) => (
                      <SelectItem key={m.name} value={m.name}>
                        {m.name}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                );
              })}
            </SelectContent>
          </Select>
          {model ? (
            <p className="text-sm text-slate-600" data-testid="vehicle-category">
              {CATEGORY_GROUP_LABELS[category]} pricing{note ? `: ${note}` : ': base price'}
            </p>
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
}
