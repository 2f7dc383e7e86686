import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { updateMyDetails } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';
import { refusalText } from './refusal-text';

export function DetailsCard(props: { name: string; email: string | null; location: string | null }) {
  const t = useT('privacy');
  const [name, setName] = useState(props.name);
  const [email, setEmail] = useState(props.email ?? '');
  const [location, setLocation] = useState(props.location ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await updateMyDetails({ name, email, location });
      if (result.status === 'ok') toast({ title: t('privacy.saved') });
      else setError(refusalText(result, t('privacy.needsConnection')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <TitledCard title={t('privacy.detailsTitle')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.detailsBody')}</p>
      <form onSubmit={(event) => void save(event)} className="mt-4 grid gap-4 sm:max-w-md" noValidate>
        <FormField id="my-name" label={t('privacy.name')} className="grid gap-1.5">
          {(control) => <Input {...control} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <FormField id="my-email" label={t('privacy.email')} className="grid gap-1.5">
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </FormField>
        <FormField id="my-area" label={t('privacy.area')} error={error} className="grid gap-1.5">
          {(control) => <Input {...control} name="area" autoComplete="address-level2" value={location} onChange={(event) => setLocation(event.target.value)} />}
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {t('privacy.save')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
