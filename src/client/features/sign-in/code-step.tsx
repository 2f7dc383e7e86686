import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SIGN_IN_CODE, codeDigits } from '../../../shared/domain/sign-in-policy';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { CodeInput } from '../../components/code-input';
import { useT } from '../../i18n/use-t';

export { codeDigits };

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= at) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

interface CodeStepProps {
  phone: string;
  resendAt: number;
  busy: boolean;
  error: string | null;
  demoMode: boolean;
  /**
   * Called once per code: a code already sent is not sent again until it changes (or a new one is
   * asked for). Resolves false when the server never saw it (no connection): it may be sent again.
   */
  onSubmit(code: string): Promise<boolean>;
  onResend(): void;
  onChangeNumber(): void;
}

/** The code from the SMS: SMS autofill (one-time-code), paste, a countdown before a new code. */
export function CodeStep({ phone, resendAt, busy, error, demoMode, onSubmit, onResend, onChangeNumber }: CodeStepProps) {
  const t = useT('signin');
  const [code, setCode] = useState('');
  // The code last sent. Each check of a wrong code costs one of the few tries, so a code is checked
  // once: autofill's change and submit arriving together, or a second tap on the same code, send nothing.
  // A ref, not state: two events in one tick both see the first one's send.
  const sent = useRef<string | null>(null);
  const [sentCode, setSentCode] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);
  const complete = code.length === SIGN_IN_CODE.digits;
  const send = (digits: string) => {
    if (busy || sent.current === digits) return;
    sent.current = digits;
    setSentCode(digits);
    void onSubmit(digits).then((checked) => {
      if (checked || sent.current !== digits) return;
      sent.current = null;
      setSentCode(null);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) send(code);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="text-sm text-slate-700">
        {t('signin.codeSent', { digits: SIGN_IN_CODE.digits, phone: formatIndianMobile(phone) })} {demoMode ? t('signin.codeDemo') : null}
      </p>
      <FormField id="sign-in-code" label={t('signin.code')} error={error} className="grid gap-1.5">
        {(control) => (
          <CodeInput
            {...control}
            value={code}
            onDigits={(digits, typed) => {
              // An edit makes it a new attempt, even one that ends at the same digits again.
              if (digits !== code) {
                sent.current = null;
                setSentCode(null);
              }
              setCode(digits);
              // Autofill and paste bring the whole code at once: send it.
              if (digits.length === SIGN_IN_CODE.digits && typed.length > code.length + 1) send(digits);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!complete || busy || code === sentCode}>
          {t(busy ? 'signin.checking' : 'signin.signIn')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={wait > 0 || busy}
          onClick={() => {
            // A new code is on its way: whatever is typed next is checked, even the same digits.
            sent.current = null;
            setSentCode(null);
            onResend();
          }}
        >
          {wait > 0 ? t('signin.resendIn', { seconds: wait }) : t('signin.resend')}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeNumber}>
          {t('signin.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
