import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DATA_EXPORT_LIMIT } from '../../../shared/domain/privacy';
import { SIGN_IN_CODE, codeDigits } from '../../../shared/domain/sign-in-policy';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { formatIstDate } from '../../../shared/domain/time';
import { Button, buttonClasses } from '../../components/ui/button';
import { TitledCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useSession } from '../../data/hooks/use-session';
import { changeMyPhone, downloadMyData, eraseMyAccount, myConsents, requestSignInCode, saveMyConsents, updateMyDetails, type AccountCall } from '../../data/mutations/account';
import type { ConsentState } from '../../../shared/schemas/privacy';
import { Switch } from '../../components/ui/switch';
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
      <div id="notice" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">{t('privacy.noticeTitle')}</h2>
        <p className="mt-1">{t('privacy.notice')}</p>
      </div>
      {!session.loaded ? null : user ? (
        <div className="mt-6 grid gap-6">
          <DetailsCard key={user.id} name={user.name} email={user.email} location={user.location} />
          <PhoneCard phone={phone} demoMode={demoMode} />
          <ChoicesCard />
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

/** How an account call that did not go through is told: offline, or the server's reason. */
function refusalText(result: AccountCall<unknown>, offline: string): string | null {
  return result.status === 'offline' ? offline : result.status === 'refused' ? result.message : null;
}

function DetailsCard(props: { name: string; email: string | null; location: string | null }) {
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

function PhoneCard({ phone, demoMode }: { phone: string | null; demoMode: boolean }) {
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
                <Input
                  {...control}
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoFocus
                  value={code}
                  className="max-w-[12rem] text-lg tracking-[0.3em]"
                  onChange={(event) => setCode(codeDigits(event.target.value))}
                />
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

function ChoicesCard() {
  const t = useT('privacy');
  const [states, setStates] = useState<ConsentState[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void myConsents().then((result) => live && result.status === 'ok' && setStates(result.value));
    return () => {
      live = false;
    };
  }, []);
  const granted = (purpose: ConsentState['purpose']) => states?.find((c) => c.purpose === purpose)?.granted ?? false;
  const notice = states?.find((c) => c.purpose === 'notice');
  async function toggle(purpose: 'notifications' | 'marketing', on: boolean) {
    setBusy(true);
    try {
      const result = await saveMyConsents({ [purpose]: on });
      if (result.status === 'ok') {
        setStates(result.value);
        toast({ title: t('privacy.consentSaved') });
      } else {
        toast({ title: t('privacy.consentFailed'), description: refusalText(result, t('privacy.needsConnection')) ?? undefined, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <TitledCard title={t('privacy.choicesTitle')} as="h2">
      <p className="text-sm text-slate-700">{t('privacy.choicesBody')}</p>
      <div className="mt-4 grid gap-4">
        {(['notifications', 'marketing'] as const).map((purpose) => (
          <div key={purpose} className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor={`consent-${purpose}`} className="text-sm font-medium text-slate-900">
                {t(purpose === 'notifications' ? 'privacy.consentNotifications' : 'privacy.consentMarketing')}
              </label>
              {purpose === 'notifications' ? <p className="text-sm text-slate-600">{t('privacy.consentNotificationsHint')}</p> : null}
            </div>
            <Switch id={`consent-${purpose}`} checked={granted(purpose)} disabled={busy || !states} onCheckedChange={(on) => void toggle(purpose, on)} />
          </div>
        ))}
      </div>
      {notice?.recordedAt ? <p className="mt-4 text-xs text-slate-500">{t('privacy.noticeAgreed', { date: formatIstDate(notice.recordedAt) })}</p> : null}
    </TitledCard>
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
