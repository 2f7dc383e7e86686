import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { Button } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { CodeInput } from '../../components/code-input';
import { toast } from '../../components/ui/toast';
import { eraseMyAccount, requestSignInCode, type AccountCall } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';
import { refusalText } from './refusal-text';

type EraseStep = { name: 'closed' } | { name: 'asking' } | { name: 'code' };

export function EraseCard({ phone, demoMode }: { phone: string | null; demoMode: boolean }) {
  const t = useT('privacy');
  const navigate = useNavigate();
  const [step, setStep] = useState<EraseStep>({ name: 'closed' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refusalOf = (result: AccountCall<unknown>) => refusalText(result, t('privacy.needsConnection'));

  async function sendCode() {
    if (!phone) return;
    setBusy(true);
    setError(null);
    try {
      const result = await requestSignInCode(phone);
      if (result.status === 'ok') setStep({ name: 'code' });
      else setError(refusalOf(result));
    } finally {
      setBusy(false);
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (code.length !== SIGN_IN_CODE.digits) return;
    setBusy(true);
    setError(null);
    try {
      const result = await eraseMyAccount(code);
      if (result.status === 'ok') {
        toast({ title: t('privacy.eraseDone') });
        navigate('/');
      } else {
        setError(refusalOf(result));
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => {
    setStep({ name: 'closed' });
    setCode('');
    setError(null);
  };

  return (
    <TitledCard title={t('privacy.eraseTitle')} as="h2" className="border-red-200">
      <p className="text-sm text-slate-700">{t('privacy.eraseBody')}</p>
      {step.name === 'closed' ? (
        <Button variant="destructive" className="mt-4" onClick={() => setStep({ name: 'asking' })}>
          {t('privacy.eraseAction')}
        </Button>
      ) : (
        <div className="mt-4 grid gap-4 rounded-lg bg-red-50 p-4">
          <p className="text-sm text-slate-800">
            {t('privacy.eraseCodeIntro', { phone: phone ? formatIndianMobile(phone) : '' })} {demoMode ? t('privacy.eraseDemoCode') : null}
          </p>
          {step.name === 'asking' ? (
            <div className="grid gap-2">
              {error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button disabled={busy || !phone} onClick={() => void sendCode()}>
                  {t('privacy.eraseSendCode')}
                </Button>
                <Button variant="outline" onClick={cancel}>
                  {t('privacy.eraseCancel')}
                </Button>
              </div>
            </div>
          ) : (
            <form onSubmit={(event) => void erase(event)} className="grid gap-3" noValidate>
              <FormField id="erase-code" label={t('privacy.eraseCodeLabel')} error={error} className="grid gap-1.5">
                {(control) => (
                  <CodeInput {...control} value={code} className="bg-white" onDigits={setCode} />
                )}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="destructive" disabled={busy || code.length !== SIGN_IN_CODE.digits}>
                  {t('privacy.eraseConfirm')}
                </Button>
                <Button type="button" variant="outline" onClick={cancel}>
                  {t('privacy.eraseCancel')}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </TitledCard>
  );
}
