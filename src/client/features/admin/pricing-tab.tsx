import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { savePricing } from '../../data/admin-config-mutations';
import { usePricing } from '../../data/use-admin';
import { usePendingKeys } from '../../data/use-outbox';
import { SINGLETON_KEY } from '../../data/tables';
import { LoadingBlocks } from './load-state';
import { fromPricingForm, pricingFormSchema, toPricingForm, type PricingFormValues } from './pricing-form';
import { ServerBackedFormFooter, useServerBackedForm } from './use-server-backed-form';

type Field = { name: FieldPath<PricingFormValues>; label: string; step: string; suffix?: string; hint?: string };

const FEES: Field[] = [
  { name: 'platformFeePercentage', label: 'Platform fee', step: '0.1', suffix: '%', hint: 'Of the service price; the provider earns the rest.' },
  { name: 'gstPercentage', label: 'GST', step: '0.1', suffix: '%', hint: 'Added to the service price, charged as CGST + SGST (half each).' },
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

export function PricingTab() {
  const current = usePricing();
  const waiting = usePendingKeys('pricing').has(SINGLETON_KEY);
  const values = useMemo(() => (current ? toPricingForm(current.pricing) : undefined), [current]);
  const state = useServerBackedForm<PricingFormValues>({
    resolver: zodResolver(pricingFormSchema),
    values,
    dirtyKey: 'admin-pricing',
    fieldNames: FIELD_NAMES,
    save: (v) => savePricing(fromPricingForm(v)),
  });
  const { form, submit } = state;
  const { errors } = form.formState;

  if (!current) return <LoadingBlocks label="Loading pricing" shape="form" count={6} />;

  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };

  const renderField = (f: Field) => {
    const id = fieldId(f.name);
    const error = errorOf(f.name);
    return (
      <div key={f.name} className="space-y-1.5">
        <Label htmlFor={id}>
          {f.label} {f.suffix ? <span className="font-normal text-slate-600">({f.suffix})</span> : null}
        </Label>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step={f.step}
          aria-invalid={error ? true : undefined}
          aria-describedby={[f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          {...form.register(f.name)}
        />
        {f.hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {f.hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pricing-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="pricing-title" className="text-lg font-semibold text-slate-900">
            Pricing configuration
          </h2>
          <p className="text-sm text-slate-600">Every new booking is priced with these: the booking form previews them and the server charges them.</p>
        </div>
        {!current.fromServer ? <Badge variant="outline">Showing defaults until synced</Badge> : null}
        {waiting ? <Badge variant="warning">Waiting to sync</Badge> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Fees and tax</CardTitle>
            <CardDescription>Rates with at most 2 decimals. They price new quotes and bids only: accepted prices never change.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{FEES.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Multipliers</CardTitle>
            <CardDescription>Base prices are multiplied by the vehicle's factor.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{MULTIPLIERS.map(renderField)}</CardContent>
        </Card>
      </div>
      <ServerBackedFormFooter state={state} waiting={waiting} saveLabel="Save Pricing" />
    </form>
  );
}
