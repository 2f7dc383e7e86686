import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PHOTO_RETENTION_DAYS } from '../../../shared/schemas/privacy-settings';
import type { SettingsFormValues } from './settings-form';

type PrivacyField = 'photoRetentionDays' | 'grievanceOfficerName' | 'grievanceOfficerEmail' | 'grievanceOfficerPhone';

const FIELDS: { name: PrivacyField; label: string; hint: string; input: InputHTMLAttributes<HTMLInputElement> }[] = [
  {
    name: 'photoRetentionDays',
    label: 'Keep job photos (days)',
    hint: `Photos of finished jobs are deleted this many days after they were taken, unless an unanswered complaint about the job holds them (${PHOTO_RETENTION_DAYS.min}–${PHOTO_RETENTION_DAYS.max}).`,
    input: { type: 'number', inputMode: 'numeric', step: '1' },
  },
  { name: 'grievanceOfficerName', label: 'Grievance officer', hint: 'Named on the contact page, with the grievance form.', input: { autoComplete: 'off' } },
  { name: 'grievanceOfficerEmail', label: "Grievance officer's e-mail", hint: 'Shown on the contact page.', input: { type: 'email', inputMode: 'email' } },
  { name: 'grievanceOfficerPhone', label: "Grievance officer's phone", hint: 'A 10-digit Indian mobile, shown on the contact page.', input: { type: 'tel', inputMode: 'tel' } },
];

export const PRIVACY_SETTING_NAMES: readonly PrivacyField[] = FIELDS.map((f) => f.name);

/** The settings the privacy rules need (docs/privacy.md): how long job photos stay, and who answers grievances. */
export function PrivacySettingsCard({ form }: { form: UseFormReturn<SettingsFormValues> }) {
  const { errors } = form.formState;
  return (
    <TitledCard
      title="Privacy"
      as="h3"
      description="The daily retention sweep deletes job photos after the days set here. Until a grievance officer is named, the contact page gives the support team's details."
      className="lg:col-span-2"
      contentClassName="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map((f) => (
        <FormField key={f.name} id={`setting-${f.name}`} label={f.label} hint={f.hint} error={errors[f.name]?.message}>
          {(control) => <Input {...control} {...f.input} {...form.register(f.name)} />}
        </FormField>
      ))}
    </TitledCard>
  );
}
