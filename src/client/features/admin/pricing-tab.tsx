import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { TitledCard } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { GST_RATES } from '../../../shared/pricing/gst-rates';
import { useGstChangeConfirmation } from './gst-change-dialog';
import { savePricing } from '../../data/mutations/admin-config-mutations';
import { usePricing } from '../../data/hooks/use-admin';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { SINGLETON_KEY } from '../../data/engine/tables';
import { LoadingBlocks } from './load-state';
import { fromPricingForm, pricingFormSchema, toPricingForm, type PricingFormValues } from './pricing-form';
import { ServerBackedFormView, useServerBackedForm } from './use-server-backed-form';

type Field = { name: FieldPath<PricingFormValues>; label: string; step: string; suffix?: string; hint?: string };

const FEES: Field[] = [
  { name: 'platformFeePercentage', label: 'Platform fee', step: '0.1', suffix: '%', hint: 'Of the service price; the provider earns the rest.' },
  { name: 'gstPercentage', label: 'GST', step: '1', suffix: '%', hint: 'A rate the law sets, added to the service price and charged as CGST + SGST (half each).' },
  { name: 'minimumOrderValue', label: 'Minimum order value', step: '1', suffix: '₹' },
];
const MULTIPLIERS: Field[] = [
  { name: 'bikePriceMultiplier', label: 'Bike multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.hatchback', label: 'Hatchback multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.sedan', label: 'Sedan multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.suv', label: 'SUV multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.luxury', label: 'Luxury multiplier', step: '0.1', suffix: '×' },
  {
    name: 'emergencyServiceMultiplier',
    label: 'Emergency priority bonus',
    step: '0.1',
    suffix: '×',
    hint: "A provider taking over a job released in an emergency earns this times the usual earning, paid from the platform fee (at most all of it). The customer's price never changes. 1 = no bonus.",
  },
];
const FIELD_NAMES = [...FEES, ...MULTIPLIERS].map((f) => f.name as string);

const fieldId = (name: string) => `pricing-${name.replace(/\./g, '-')}`;

const PRICING_COPY = {
  id: 'pricing',
  title: 'Pricing configuration',
  description: 'Every new booking is priced with these: the booking form previews them and the server charges them.',
  saveLabel: 'Save Pricing',
};

export function PricingTab() {
  const current = usePricing();
  const waiting = usePendingKeys('pricing').has(SINGLETON_KEY);
  const values = useMemo(() => (current ? toPricingForm(current.pricing) : undefined), [current]);
  const gstChange = useGstChangeConfirmation();
  const state = useServerBackedForm<PricingFormValues>({
    resolver: zodResolver(pricingFormSchema),
    values,
    dirtyKey: 'admin-pricing',
    fieldNames: FIELD_NAMES,
    save: (v) => savePricing(fromPricingForm(v)),
    // A new GST rate is saved only once confirmed.
    confirm: (v) => {
      const from = current?.pricing.gstPercentage;
      const to = Number(v.gstPercentage);
      return from === undefined || from === to ? Promise.resolve(true) : gstChange.ask({ from, to });
    },
  });
  const { form } = state;
  const { errors } = form.formState;

  if (!current) return <LoadingBlocks label="Loading pricing" shape="form" count={6} />;

  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  const renderField = (f: Field) => (
    <FormField
      key={f.name}
      id={fieldId(f.name)}
      label={
        <>
          {f.label} {f.suffix ? <span className="font-normal text-slate-600">({f.suffix})</span> : null}
        </>
      }
      hint={f.hint}
      hintClassName="text-xs text-slate-600"
      error={errorOf(f.name)}
    >
      {(control) =>
        f.name === 'gstPercentage' ? (
          // Only the rates the law sets; a stored rate outside them (from before) still shows.
          <NativeSelect {...control} {...form.register(f.name)}>
            {[...new Set([...GST_RATES.map(String), form.getValues('gstPercentage')])].filter((rate) => rate !== undefined && rate !== '').map((rate) => (
              <option key={rate} value={rate}>
                {rate}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...control} type="number" inputMode="decimal" step={f.step} {...form.register(f.name)} />
        )
      }
    </FormField>
  );

  return (
    <ServerBackedFormView state={state} copy={PRICING_COPY} fromServer={current.fromServer} waiting={waiting}>
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard as="h3" title="Fees and tax" description="Rates with at most 2 decimals. They price new quotes and bids only: accepted prices never change." contentClassName="grid gap-4 sm:grid-cols-2">
          {FEES.map(renderField)}
        </TitledCard>
        <TitledCard as="h3" title="Multipliers" description="Base prices are multiplied by the vehicle's factor." contentClassName="grid gap-4 sm:grid-cols-2">
          {MULTIPLIERS.map(renderField)}
        </TitledCard>
      </div>
      {gstChange.dialog}
    </ServerBackedFormView>
  );
}
