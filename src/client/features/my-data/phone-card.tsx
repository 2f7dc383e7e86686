import { useState, type FormEvent } from 'react';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { CodeInput } from '../../components/code-input';
import { toast } from '../../components/ui/toast';
import { changeMyPhone, requestSignInCode } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';
import { refusalText } from './refusal-text';

export function PhoneCard({ phone, demoMode }: { phone: string | null; demoMode: boolean }) {
  const t = useT('privacy');
  const [newPhone, setNewPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (act: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await act();
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const result = await requestSignInCode(newPhone);
      if (result.status === 'ok') setCodeSent(true);
      else setError(refusalText(result, t('privacy.needsConnection')));
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = await changeMyPhone(newPhone, code);
      if (result.status === 'ok') {
        toast({ title: t('privacy.phoneChanged') });
        setNewPhone('');
        setCode('');
        setCodeSent(false);
      } else {
        setError(refusalText(result, t('privacy.needsConnection')));
        setCode('');
      }
    });
  };
  return (
    <TitledCard title={t('privacy.phoneTitle')} as="h2">
      <p className="text-sm text-slate-700">
        {t('privacy.phoneBody', { phone: phone ? formatIndianMobile(phone) : '' })} {demoMode ? t('privacy.eraseDemoCode') : null}
      </p>
      <form onSubmit={confirm} className="mt-4 grid gap-4 sm:max-w-md" noValidate>
        <FormField id="new-phone" label={t('privacy.newPhone')} error={codeSent ? null : error} className="grid gap-1.5">
          {(control) => <Input {...control} name="phone" type="tel" autoComplete="tel" inputMode="tel" value={newPhone} disabled={codeSent} onChange={(event) => setNewPhone(event.target.value)} />}
        </FormField>
        {codeSent ? (
          <>
            <FormField id="new-phone-code" label={t('privacy.eraseCodeLabel')} error={error} className="grid gap-1.5">
              {(control) => (
                <CodeInput {...control} value={code} onDigits={setCode} />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy || code.length !== SIGN_IN_CODE.digits}>
                {t('privacy.phoneConfirm')}
              </Button>
              <Button type="button" variant="outline" onClick={() => { setCodeSent(false); setCode(''); setError(null); }}>
                {t('privacy.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button type="button" variant="outline" disabled={busy || newPhone.trim().length < 10} onClick={() => void sendCode()}>
              {t('privacy.phoneSendCode')}
            </Button>
          </div>
        )}
      </form>
    </TitledCard>
  );
}
