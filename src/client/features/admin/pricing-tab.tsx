import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { savePricing } from '../../data/admin-config-mutations';
import { usePricing } from '../../data/use-admin';
import { usePendingKeys } from '../../data/use-outbox';
import { SINGLETON_KEY } from '../../data/tables';
import { useDirtyForm } from '../../pwa/dirty-forms';
import { LoadingBlocks } from './load-state';
import { fieldOfServerMessage, fromPricingForm, pricingFormSchema, toPricingForm, type PricingFormValues } from './pricing-form';

type Field = { name: FieldPath<PricingFormValues>; label: string; step: string; suffix?: string };

const FEES: Field[] = [
  { name: 'platformFeePercentage', label: 'Platform fee', step: '0.1', suffix: '%' },
  { name: 'gstPercentage', label: 'GST', step: '0.1', suffix: '%' },
  { name: 'minimumOrderValue', label: 'Minimum order value', step: '1', suffix: '₹' },
];
const MULTIPLIERS: Field[] = [
  { name: 'bikePriceMultiplier', label: 'Bike multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.hatchback', label: 'Hatchback multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.sedan', label: 'Sedan multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.suv', label: 'SUV multiplier', step: '0.1', suffix: '×' },
  { name: 'categoryMultipliers.luxury', label: 'Luxury multiplier', step: '0.1', suffix: '×' },
  { name: 'emergencyServiceMultiplier', label: 'Emergency multiplier', step: '0.1', suffix: '×' },
];
const FIELD_NAMES = [...FEES, ...MULTIPLIERS].map((f) => f.name as string);

const fieldId = (name: string) => `pricing-${name.replace(/\./g, '-')}`;

export function PricingTab() {
  const current = usePricing();
  const waiting = usePendingKeys('pricing').has(SINGLETON_KEY);
  const values = useMemo(() => (current ? toPricingForm(current.pricing) : undefined), [current]);
  const form = useForm<PricingFormValues>({
    resolver: zodResolver(pricingFormSchema),
    mode: 'onTouched',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  useDirtyForm('admin-pricing', isDirty);

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    const result = await savePricing(fromPricingForm(v));
    if (result.status === 'rejected') {
      const placed = fieldOfServerMessage(result.message, FIELD_NAMES);
      if (placed) form.setError(placed.field as FieldPath<PricingFormValues>, { message: placed.text }, { shouldFocus: true });
      setRefusal(result.message);
      return;
    }
    // Saved or queued: the form now matches what was sent, so it is no longer dirty.
    form.reset(v);
  });

  if (!current) return <LoadingBlocks label="Loading pricing" />;

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
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(f.name)}
        />
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
            <CardDescription>Platform share of the subtotal, GST on the customer bill, and the smallest order (incl. GST).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{FEES.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Multipliers</CardTitle>
            <CardDescription>Base prices are multiplied by the vehicle's factor; emergency jobs by the emergency factor.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{MULTIPLIERS.map(renderField)}</CardContent>
        </Card>
      </div>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Not saved: {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => { setRefusal(null); form.reset(values); }}>
          Discard changes
        </Button>
        <Button type="submit" disabled={isSubmitting || waiting}>
          {isSubmitting ? 'Saving…' : 'Save Pricing'}
        </Button>
      </div>
    </form>
  );
}
