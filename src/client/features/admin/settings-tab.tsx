import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type InputHTMLAttributes } from 'react';
import { Controller } from 'react-hook-form';
import { TitledCard } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { saveSettings } from '../../data/mutations/admin-config-mutations';
import { useSettings } from '../../data/hooks/use-admin';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { SINGLETON_KEY } from '../../data/engine/tables';
import { LoadingBlocks } from './load-state';
import { PRIVACY_SETTING_NAMES, PrivacySettingsCard } from './privacy-settings-card';
import { fromSettingsForm, settingsFormSchema, toSettingsForm, type SettingsFormValues } from './settings-form';
import { ServerBackedFormView, useServerBackedForm } from './use-server-backed-form';

type Toggle = 'maintenanceMode' | 'autoAcceptBids' | 'requirePhotoVerification' | 'allowCancellations';
type NumberField =
  | 'maxActiveBookings'
  | 'cancellationDeadlineHours'
  | 'earlyStartMinutes'
  | 'payoutHoldHours'
  | 'cashOwedLimit'
  | 'freeCancellationHours'
  | 'lateCancellationFee';

const TOGGLES: { name: Toggle; label: string; hint: string }[] = [
  { name: 'maintenanceMode', label: 'Maintenance mode', hint: 'Refuses new bookings; customers see that bookings are paused.' },
  { name: 'autoAcceptBids', label: 'Auto accept bids', hint: 'The first bid on a booking is accepted for the customer.' },
  { name: 'requirePhotoVerification', label: 'Require photo verification', hint: 'A job can only be completed once after photos are uploaded.' },
  { name: 'allowCancellations', label: 'Allow cancellations', hint: 'Customers may cancel pending bookings before the deadline, and confirmed ones on the cancellation terms below.' },
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
  { name: 'payoutHoldHours', label: 'Payout hold (hours)', hint: "An online job's earning becomes available this many hours after completion." },
  { name: 'cashOwedLimit', label: 'Cash owed limit (₹)', hint: 'A provider owing more than this from cash jobs has no new bid accepted until they settle.' },
  {
    name: 'freeCancellationHours',
    label: 'Free cancellation (hours)',
    hint: 'A confirmed booking cancelled at least this many hours before its slot costs the customer nothing.',
  },
  { name: 'lateCancellationFee', label: 'Late cancellation fee (₹)', hint: 'What a later cancellation of a confirmed booking costs; it goes to the provider.' },
];

const SETTINGS_COPY = {
  id: 'settings',
  title: 'System settings',
  description: 'The server enforces each of these on bookings, bids and cancellations.',
  saveLabel: 'Save Settings',
};

export function SettingsTab() {
  const current = useSettings();
  const waiting = usePendingKeys('settings').has(SINGLETON_KEY);
  const values = useMemo(() => (current ? toSettingsForm(current.settings) : undefined), [current]);
  const state = useServerBackedForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    values,
    dirtyKey: 'admin-settings',
    fieldNames: [...NUMBERS.map((n) => n.name), ...SUPPLIER.map((n) => n.name), ...PRIVACY_SETTING_NAMES],
    save: (v) => saveSettings(fromSettingsForm(v)),
  });
  const { form } = state;
  const { errors } = form.formState;

  if (!current) return <LoadingBlocks label="Loading settings" shape="form" count={6} />;

  const settingField = (n: { name: NumberField | SupplierField; label: string; hint: string }, input: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField key={n.name} id={`setting-${n.name}`} label={n.label} hint={n.hint} error={errors[n.name]?.message}>
      {(control) => <Input {...control} {...input} {...form.register(n.name)} />}
    </FormField>
  );

  return (
    <ServerBackedFormView state={state} copy={SETTINGS_COPY} fromServer={current.fromServer} waiting={waiting}>
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard title="Switches" as="h3">
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
        </TitledCard>
        <TitledCard title="Limits" as="h3" description="Whole numbers." contentClassName="grid gap-4">
          {NUMBERS.map((n) => settingField(n, { type: 'number', inputMode: 'numeric', step: '1' }))}
        </TitledCard>
        <TitledCard
          title="Tax invoice supplier"
          as="h3"
          description="The platform issues a GST tax invoice for every completed job. Changes apply to invoices issued from now on."
          className="lg:col-span-2"
          contentClassName="grid gap-4 sm:grid-cols-3"
        >
          {SUPPLIER.map((n) => settingField(n, { autoCapitalize: n.name === 'supplierGstin' ? 'characters' : undefined }))}
        </TitledCard>
        <PrivacySettingsCard form={form} />
      </div>
    </ServerBackedFormView>
  );
}
