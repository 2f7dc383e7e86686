import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DATA_EXPORT_LIMIT } from '../../../shared/domain/privacy';
import { SIGN_IN_CODE, codeDigits } from '../../../shared/domain/sign-in-policy';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { Button, buttonClasses } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useSession } from '../../data/hooks/use-session';
import { downloadMyData, eraseMyAccount, requestSignInCode, type AccountCall } from '../../data/mutations/account';
import { useT } from '../../i18n/use-t';

/** Saves a downloaded file the way a link with `download` would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Your data": a copy of everything held about the person, and deleting the account (docs/privacy.md). */
export function MyDataPage() {
  const t = useT('privacy');
  const session = useSession();
  const { user, phone, demoMode } = session;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('privacy.title')}</h1>
      <p className="mt-1 text-slate-600">{t('privacy.intro')}</p>
      {!session.loaded ? null : user ? (
        <div className="mt-6 grid gap-6">
          <DownloadCard />
          <EraseCard phone={phone} demoMode={demoMode} />
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-700">{t('privacy.signInFirst')}</p>
          <Link to="/sign-in?next=%2Fmy-data" className={buttonClasses({ className: 'mt-4' })}>
            {t('privacy.signIn')}
          </Link>
        </div>
      )}
    </section>
  );
}

function DownloadCard() {
  const t = useT('privacy');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const result = await downloadMyData();
      if (result.status === 'ok') {
        save(result.value.blob, result.value.fileName);
        toast({ title: t('privacy.downloadDone') });
      } else {
        toast({ title: t('privacy.downloadFailed'), description: result.status === 'offline' ? t('privacy.needsConnection') : result.message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <TitledCard title={t('privacy.downloadTitle')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.downloadBody', { count: DATA_EXPORT_LIMIT.perDay })}</p>
      <Button className="mt-4" disabled={busy} onClick={() => void download()}>
        {t(busy ? 'privacy.downloadPreparing' : 'privacy.downloadAction')}
      </Button>
    </TitledCard>
  );
}

type EraseStep = { name: 'closed' } | { name: 'asking' } | { name: 'code' };

function EraseCard({ phone, demoMode }: { phone: string | null; demoMode: boolean }) {
  const t = useT('privacy');
  const navigate = useNavigate();
  const [step, setStep] = useState<EraseStep>({ name: 'closed' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refusalOf = (result: AccountCall<unknown>) => (result.status === 'offline' ? t('privacy.needsConnection') : result.status === 'refused' ? result.message : null);

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
                  <Input
                    {...control}
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoFocus
                    value={code}
                    className="max-w-[12rem] bg-white text-lg tracking-[0.3em]"
                    onChange={(event) => setCode(codeDigits(event.target.value))}
                  />
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
