import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MOBILE_NUMBER_PROBLEM, normaliseIndianMobile } from '../../../shared/domain/indian-mobile';
import { accountNameSchema, type Session } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldError } from '../../components/ui/label';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useInBrowser } from '../../components/use-in-browser';
import { adoptSession, joinAsProvider, requestSignInCode, setAccountName, signOut, verifySignInCode, type AccountCall } from '../../data/account';
import { useSession } from '../../data/use-session';
import { useChangesAwaitingSignIn } from '../../data/use-outbox';
import { CodeStep } from './code-step';

type Step = { name: 'phone' } | { name: 'code'; phone: string; resendAt: number } | { name: 'confirm'; session: Session; waiting: number } | { name: 'name' };

const refusal = (result: AccountCall<unknown>) =>
  result.status === 'offline' ? 'You are offline. Signing in needs a connection.' : result.status === 'refused' ? result.message : null;

/**
 * Sign in with a mobile number and the code sent to it; a new account is asked for its name.
 * `?next=/path` returns there afterwards; `?join=provider` then starts provider onboarding.
 */
export function SignInPage() {
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
  useEffect(() => {
    const early = phoneInput.current?.value;
    if (early) setTyped(early);
  }, []);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const joining = params.get('join') === 'provider';
  const next = params.get('next')?.startsWith('/') ? params.get('next')! : '/';

  async function finish(current: Session) {
    if (!current.user?.name) return setStep({ name: 'name' });
    if (joining && current.user.userType === 'customer') {
      const joined = await joinAsProvider();
      if (joined.status !== 'ok') return setError(refusal(joined));
    }
    navigate(joining ? '/provider-onboarding' : next, { replace: true });
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
      else setError(refusal(result));
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const phone = normaliseIndianMobile(typed);
    if (!phone) return setError(MOBILE_NUMBER_PROBLEM);
    void sendCode(phone);
  };

  const submitCode = (phone: string, code: string) =>
    run(async () => {
      const result = await verifySignInCode(phone, code);
      if (result.status !== 'ok') return setError(refusal(result));
      if (result.value.othersWaiting > 0) return setStep({ name: 'confirm', session: result.value.session, waiting: result.value.othersWaiting });
      await finish(result.value.session);
    });

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    void run(async () => {
      const result = await setAccountName(parsed.data);
      if (result.status === 'ok') await finish(result.value);
      else setError(refusal(result));
    });
  };

  const title = step.name === 'name' ? 'What should we call you?' : joining ? 'Join GaadiCare as a provider' : 'Sign in';
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      <Card>
        <CardHeader>
          <CardDescription>
            {step.name === 'name'
              ? 'Your name is shown to the providers and customers you work with.'
              : 'Use your mobile number. We send a one-time code by SMS; no password needed.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {awaiting > 0 && step.name !== 'confirm' ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Sign in to send {awaiting} {awaiting === 1 ? 'change' : 'changes'} made on this device. They are sent once the account that
              made them signs in again.
            </p>
          ) : null}

          {step.name === 'phone' ? (
            <form onSubmit={submitPhone} className="grid gap-4" noValidate>
              <FormField id="sign-in-phone" label="Mobile number" error={error} className="grid gap-1.5">
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
                {busy ? 'Sending…' : 'Send code'}
              </Button>
              {session.demoMode ? (
                <p className="text-xs text-slate-500">Demo: the personas' numbers are listed in the README (Priya is 90000 00001).</p>
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
              onSubmit={(code) => void submitCode(step.phone, code)}
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
                Another account has {step.waiting} unsent {step.waiting === 1 ? 'change' : 'changes'} on this device.
              </p>
              <p className="text-sm text-slate-700">
                If you continue, {step.waiting === 1 ? 'it stays' : 'they stay'} on this device, hidden from you, and {step.waiting === 1 ? 'is' : 'are'} sent
                only when that account signs in again.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={busy} onClick={() => void run(async () => { await adoptSession(step.session); await finish(step.session); })}>
                  Continue as {step.session.user?.name || 'the new account'}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => void run(async () => { await signOut(false); setStep({ name: 'phone' }); })}>
                  Cancel and sign out
                </Button>
              </div>
              <FieldError>{error}</FieldError>
            </div>
          ) : null}

          {step.name === 'name' ? (
            <form onSubmit={submitName} className="grid gap-4" noValidate>
              <FormField id="account-name" label="Your name" error={error} className="grid gap-1.5">
                {(control) => (
                  <Input {...control} name="name" autoComplete="name" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
                )}
              </FormField>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'Continue'}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
