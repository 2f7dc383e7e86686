import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { saveSettings } from '../../data/admin-config-mutations';
import { useSettings } from '../../data/use-admin';
import { usePendingKeys } from '../../data/use-outbox';
import { SINGLETON_KEY } from '../../data/tables';
import { LoadingBlocks } from './load-state';
import { fromSettingsForm, settingsFormSchema, toSettingsForm, type SettingsFormValues } from './settings-form';
import { ServerBackedFormFooter, useServerBackedForm } from './use-server-backed-form';

type Toggle = 'maintenanceMode' | 'autoAcceptBids' | 'requirePhotoVerification' | 'allowCancellations';
type NumberField = 'maxActiveBookings' | 'cancellationDeadlineHours' | 'earlyStartMinutes';

const TOGGLES: { name: Toggle; label: string; hint: string }[] = [
  { name: 'maintenanceMode', label: 'Maintenance mode', hint: 'Refuses new bookings; customers see that bookings are paused.' },
  { name: 'autoAcceptBids', label: 'Auto accept bids', hint: 'The first bid on a booking is accepted for the customer.' },
  { name: 'requirePhotoVerification', label: 'Require photo verification', hint: 'A job can only be completed once after photos are uploaded.' },
  { name: 'allowCancellations', label: 'Allow cancellations', hint: 'Customers may cancel pending bookings before the deadline.' },
];
type SupplierField = 'supplierName' | 'supplierAddress' | 'supplierGstin';
const SUPPLIER: { name: SupplierField; label: string; hint: string }[] = [
  { name: 'supplierName', label: 'Supplier name', hint: 'The legal name printed on every tax invoice.' },
  { name: 'supplierAddress', label: 'Supplier address', hint: 'Registered address in Karnataka.' },
  { name: 'supplierGstin', label: 'GSTIN', hint: 'Karnataka registration (starts with 29); its check character is verified.' },
];
const NUMBERS: { name: NumberField; label: string; hint: string }[] = [
  { name: 'maxActiveBookings', label: 'Max active bookings', hint: 'Per customer, counting every booking not completed or cancelled.' },
  { name: 'cancellationDeadlineHours', label: 'Cancellation deadline (hours)', hint: 'Cancelling closes this many hours before the slot.' },
  {
    name: 'earlyStartMinutes',
    label: 'Early start (minutes)',
    hint: 'A provider may start a job this many minutes before its slot, and until that day ends.',
  },
];

export function SettingsTab() {
  const current = useSettings();
  const waiting = usePendingKeys('settings').has(SINGLETON_KEY);
  const values = useMemo(() => (current ? toSettingsForm(current.settings) : undefined), [current]);
  const state = useServerBackedForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    values,
    dirtyKey: 'admin-settings',
    fieldNames: [...NUMBERS.map((n) => n.name), ...SUPPLIER.map((n) => n.name)],
    save: (v) => saveSettings(fromSettingsForm(v)),
  });
  const { form, submit } = state;
  const { errors } = form.formState;

  if (!current) return <LoadingBlocks label="Loading settings" shape="form" count={6} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="settings-title" className="text-lg font-semibold text-slate-900">
            System settings
          </h2>
          <p className="text-sm text-slate-600">The server enforces each of these on bookings, bids and cancellations.</p>
        </div>
        {!current.fromServer ? <Badge variant="outline">Showing defaults until synced</Badge> : null}
        {waiting ? <Badge variant="warning">Waiting to sync</Badge> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Switches</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-200">
              {TOGGLES.map((t) => (
                <li key={t.name} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div>
                    <Label htmlFor={`setting-${t.name}`}>{t.label}</Label>
                    <p id={`setting-${t.name}-hint`} className="text-sm text-slate-600">
                      {t.hint}
                    </p>
                  </div>
                  <Controller
                    control={form.control}
                    name={t.name}
                    render={({ field }) => (
                      <Switch
                        id={`setting-${t.name}`}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        onBlur={field.onBlur}
                        aria-describedby={`setting-${t.name}-hint`}
                        className="mt-0.5"
                      />
                    )}
                  />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Limits</CardTitle>
            <CardDescription>Whole numbers.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {NUMBERS.map((n) => {
              const id = `setting-${n.name}`;
              const error = errors[n.name]?.message;
              return (
                <div key={n.name} className="space-y-1.5">
                  <Label htmlFor={id}>{n.label}</Label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                    {...form.register(n.name)}
                  />
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {n.hint}
                  </p>
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              );
            })}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h3">Tax invoice supplier</CardTitle>
            <CardDescription>The platform issues a GST tax invoice for every completed job. Changes apply to invoices issued from now on.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            {SUPPLIER.map((n) => {
              const id = `setting-${n.name}`;
              const error = errors[n.name]?.message;
              return (
                <div key={n.name} className="space-y-1.5">
                  <Label htmlFor={id}>{n.label}</Label>
                  <Input
                    id={id}
                    autoCapitalize={n.name === 'supplierGstin' ? 'characters' : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                    {...form.register(n.name)}
                  />
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {n.hint}
                  </p>
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              );
            })}
          </CardContent>
        </Card>
      </div>
      <ServerBackedFormFooter state={state} waiting={waiting} saveLabel="Save Settings" />
    </form>
  );
}
