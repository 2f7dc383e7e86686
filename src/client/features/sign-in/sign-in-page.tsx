import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { normaliseIndianMobile } from '../../../shared/domain/indian-mobile';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/domain/privacy';
import { accountNameSchema, type Session } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldError } from '../../components/ui/label';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useInBrowser } from '../../components/use-in-browser';
import { useTypedBeforeLive } from '../../components/use-typed-before-live';
import { adoptSession, joinAsProvider, requestSignInCode, setAccountName, signOut, verifySignInCode, type AccountCall } from '../../data/mutations/account';
import { useSession } from '../../data/hooks/use-session';
import { useChangesAwaitingSignIn } from '../../data/hooks/use-outbox';
import { useT, type Translate } from '../../i18n/use-t';
import { CodeStep } from './code-step';
import { signInRefusal } from '../../components/sign-in-refusals';
import { returnPath } from './return-path';

type Step = { name: 'phone' } | { name: 'code'; phone: string; resendAt: number } | { name: 'confirm'; session: Session; waiting: number } | { name: 'name' };

const refusal = (t: Translate, result: AccountCall<unknown>) =>
  result.status === 'offline' ? t('signin.error.offline') : result.status === 'refused' ? signInRefusal(t, result.message) : null;

/**
 * Sign in with a mobile number and the code sent to it; a new account is asked for its name.
 * `?next=/path` (a path on this site only) returns there afterwards, else the page of this site the
 * browser came from; `?join=provider` then starts provider onboarding.
 */
export function SignInPage() {
  const t = useT('signin', 'privacy');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const awaiting = useChangesAwaitingSignIn();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [typed, setTyped] = useState('');
  const phoneInput = useRef<HTMLInputElement>(null);
  // The screen arrives rendered at build time: a number typed before its code ran is kept, and
  // Send code waits for the code (a form sent without it would put the number in the address).
  const live = useInBrowser();
  useTypedBeforeLive(phoneInput, setTyped);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const joining = params.get('join') === 'provider';

  async function finish(current: Session) {
    if (!current.user?.name) return setStep({ name: 'name' });
    if (joining && current.user.userType === 'customer') {
      const joined = await joinAsProvider();
      if (joined.status !== 'ok') return setError(refusal(t, joined));
    }
    navigate(joining ? '/provider-onboarding' : returnPath(params.get('next'), document.referrer, window.location.origin), { replace: true });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (phone: string) =>
    run(async () => {
      const result = await requestSignInCode(phone);
      if (result.status === 'ok') setStep({ name: 'code', phone, resendAt: Date.now() + result.value.resendAfterSeconds * 1000 });
      else setError(refusal(t, result));
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const phone = normaliseIndianMobile(typed);
    if (!phone) return setError(t('signin.error.mobile'));
    void sendCode(phone);
  };

  /** Checks the code; false when it never reached the server (offline), so it may be sent again. */
  const submitCode = async (phone: string, code: string): Promise<boolean> => {
    let checked = true;
    await run(async () => {
      const result = await verifySignInCode(phone, code);
      checked = result.status !== 'offline';
      if (result.status !== 'ok') return setError(refusal(t, result));
      if (result.value.othersWaiting > 0) return setStep({ name: 'confirm', session: result.value.session, waiting: result.value.othersWaiting });
      await finish(result.value.session);
    });
    return checked;
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountNameSchema.safeParse(name);
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.code === 'too_big' ? 'signin.error.nameLong' : 'signin.error.nameShort'));
    void run(async () => {
      const result = await setAccountName(parsed.data, undefined, PRIVACY_NOTICE_VERSION);
      if (result.status === 'ok') await finish(result.value);
      else setError(refusal(t, result));
    });
  };

  // Built without the address's query, the screen first shows the plain title: the joining one
  // once live (shown at once, a reload of ?join=provider would not match the built page).
  const title = t(step.name === 'name' ? 'signin.titleName' : joining && live ? 'signin.titleJoin' : 'signin.title');
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      <Card>
        <CardHeader>
          <CardDescription>
            {t(step.name === 'name' ? 'signin.introName' : 'signin.intro')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {awaiting > 0 && step.name !== 'confirm' ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('signin.awaiting', { count: awaiting })}
            </p>
          ) : null}

          {step.name === 'phone' ? (
            <form onSubmit={submitPhone} className="grid gap-4" noValidate>
              <FormField id="sign-in-phone" label={t('signin.mobile')} error={error} className="grid gap-1.5">
                {(control) => (
                  <div className="flex items-center gap-2">
                    <span className="text-sm text-slate-600" aria-hidden="true">
                      +91
                    </span>
                    <Input
                      ref={phoneInput}
                      {...control}
                      name="phone"
                      type="tel"
                      autoComplete="tel-national"
                      inputMode="tel"
                      placeholder="98765 43210"
                      autoFocus
                      value={typed}
                      onChange={(event) => setTyped(event.target.value)}
                    />
                  </div>
                )}
              </FormField>
              <Button type="submit" disabled={busy || !live}>
                {t(busy ? 'signin.sending' : 'signin.sendCode')}
              </Button>
              {session.demoMode ? (
                <p className="text-xs text-slate-500">{t('signin.demoHint')}</p>
              ) : null}
            </form>
          ) : null}

          {step.name === 'code' ? (
            <CodeStep
              phone={step.phone}
              resendAt={step.resendAt}
              busy={busy}
              error={error}
              demoMode={session.demoMode}
              onSubmit={(code) => submitCode(step.phone, code)}
              onResend={() => void sendCode(step.phone)}
              onChangeNumber={() => {
                setError(null);
                setStep({ name: 'phone' });
              }}
            />
          ) : null}

          {step.name === 'confirm' ? (
            <div className="grid gap-3" role="alertdialog" aria-labelledby="confirm-title">
              <p id="confirm-title" className="font-medium text-slate-900">
                {t('signin.othersWaiting', { count: step.waiting })}
              </p>
              <p className="text-sm text-slate-700">
                {t('signin.othersWaitingBody', { count: step.waiting })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={busy} onClick={() => void run(async () => { await adoptSession(step.session); await finish(step.session); })}>
                  {t('signin.continueAs', { name: step.session.user?.name || t('signin.newAccount') })}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void run(async () => { await signOut(false); setStep({ name: 'phone' }); })}>
                  {t('signin.cancelSignOut')}
                </Button>
              </div>
              <FieldError>{error}</FieldError>
            </div>
          ) : null}

          {step.name === 'name' ? (
            <form onSubmit={submitName} className="grid gap-4" noValidate>
              <FormField id="account-name" label={t('signin.yourName')} error={error} className="grid gap-1.5">
                {(control) => (
                  <Input {...control} name="name" autoComplete="name" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
                )}
              </FormField>
              <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{t('privacy.noticeTitle')}</p>
                <p className="mt-1">{t('privacy.notice')}</p>
                <Link to="/my-data" className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2">
                  {t('privacy.noticeLink')}
                </Link>
              </div>
              <Button type="submit" disabled={busy}>
                {t(busy ? 'signin.saving' : 'signin.continue')}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
