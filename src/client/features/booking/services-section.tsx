import { memo } from 'react';
import { formatRupees, toPaise } from '../../../shared/pricing/money';
import { itemPricePaise } from '../../../shared/pricing/quote';
import type { PricingConfig } from '../../../shared/schemas/admin';
import type { Service } from '../../../shared/schemas/service';
import { cn } from '../../components/ui/cn';
import { FieldError, Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormError, useFormValues, type BookingFormStore } from './booking-form-store';
import { useFormText } from '../../i18n/form-text';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';
import { FormSection } from './form-section';

interface Props {
  form: BookingFormStore;
  main: Service[] | undefined;
  addOns: Service[] | undefined;
  pricing: PricingConfig;
}

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** The main services as cards to press, the add-ons as checkboxes, each with its price for the chosen vehicle. */
export const ServicesSection = memo(function ServicesSection({ form, main, addOns, pricing }: Props) {
  const [vehicleType, category, serviceIds, addOnIds] = useFormValues(form, ['vehicleType', 'vehicleCategory', 'serviceIds', 'addOnIds']);
  const price = (s: Service) =>
    formatRupees(itemPricePaise(toPaise(s.basePrice), vehicleType, category, pricing));
  const t = useT('booking', 'catalogue');
  const word = useFormText();
  const error = word(useFormError(form, 'serviceIds'));

  return (
    <>
      <FormSection title={t('booking.services.title')}>
        {main === undefined ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : main.length === 0 ? (
          <p className="text-sm text-slate-600">{t('booking.services.none')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-describedby={error ? 'services-error' : undefined}>
            {main.map((s) => {
              const chosen = serviceIds.includes(s.id);
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => form.setValue('serviceIds', toggle(serviceIds, s.id), { shouldDirty: true, shouldValidate: true })}
                    className={cn(
                      'flex h-full w-full flex-col gap-1 rounded-xl border p-4 text-left transition-colors',
                      chosen ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-300 bg-white hover:border-brand-500',
                    )}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-semibold text-slate-900">{catalogueText(t, s, 'name')}</span>
                      <span className="font-semibold text-brand-800" data-testid={`price-${s.id}`}>
                        {price(s)}
                      </span>
                    </span>
                    <span className="text-sm text-slate-600">{catalogueText(t, s, 'description') || null}</span>
                    <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-xs text-slate-600">
                      <span>{t('booking.services.minutes', { minutes: s.duration })}</span>
                      <span>{t('booking.services.gst', { percent: pricing.gstPercentage })}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-2">
          <FieldError id="services-error">{error}</FieldError>
        </div>
      </FormSection>

      {addOns && addOns.length > 0 ? (
        <FormSection title={t('booking.services.addOns')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {addOns.map((s) => (
              <li key={s.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <input
                  type="checkbox"
                  id={`addon-${s.id}`}
                  checked={addOnIds.includes(s.id)}
                  onChange={() => form.setValue('addOnIds', toggle(addOnIds, s.id), { shouldDirty: true })}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                />
                <Label htmlFor={`addon-${s.id}`} className="flex flex-1 cursor-pointer flex-col gap-0.5">
                  <span className="flex justify-between gap-2">
                    <span>{catalogueText(t, s, 'name')}</span>
                    <span className="text-brand-800">{price(s)}</span>
                  </span>
                  <span className="text-xs font-normal text-slate-600">
                    {catalogueText(t, s, 'description') ? `${catalogueText(t, s, 'description')} · ` : ''}
                    {t('booking.services.minutes', { minutes: s.duration })}
                  </span>
                </Label>
              </li>
            ))}
          </ul>
        </FormSection>
      ) : null}
    </>
  );
});
