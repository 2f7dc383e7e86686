import { useId, useState, type FormEvent } from 'react';
import { formatIndianMobile } from '../../../shared/domain/indian-mobile';
import { SIGN_IN_CODE } from '../../../shared/domain/sign-in-policy';
import { formatIstDateTime } from '../../../shared/domain/time';
import { payoutAccountBodySchema, type PayoutAccountBody } from '../../../shared/payments/payout-account';
import { CodeInput } from '../../components/code-input';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import { usePayoutAccount } from '../../data/hooks/use-payout-account';
import { useSession } from '../../data/hooks/use-session';
import { requestSignInCode } from '../../data/mutations/account';
import { savePayoutAccount } from '../../data/mutations/payout-account-mutations';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
import { signInRefusal } from '../../components/sign-in-refusals';

type Kind = PayoutAccountBody['kind'];
type Field = 'accountHolder' | 'accountNumber' | 'ifsc' | 'vpa';
const FIELD_ERRORS: Record<Field, MessageId> = {
  accountHolder: 'earnings.payoutAccount.err.holder',
  accountNumber: 'earnings.payoutAccount.err.number',
  ifsc: 'earnings.payoutAccount.err.ifsc',
  vpa: 'earnings.payoutAccount.err.vpa',
};

/**
 * Where the provider is paid (ADR 093): shown masked, changed here — a bank account and IFSC, or a
 * UPI ID, checked as the server checks them, then confirmed with a sign-in code sent by SMS to the
 * provider's own number (ADR 069). Online only.
 */
export function PayoutAccountCard({ providerId, online }: { providerId: string; online: boolean }) {
  const t = useT('earnings', 'signin');
  const ids = useId();
  const { phone, demoMode } = useSession();
  // The details checked and waiting for their code: the code step shows while they are set.
  const [pending, setPending] = useState<PayoutAccountBody | null>(null);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const account = usePayoutAccount(providerId, online, round);
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<Kind>('upi');
  const [values, setValues] = useState<Record<Field, string>>({ accountHolder: '', accountNumber: '', ifsc: '', vpa: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refusal = (answer: { status: 'offline' } | { status: 'failed' | 'refused'; message: string }) =>
    answer.status === 'offline' ? t('earnings.payoutAccount.needsConnection') : signInRefusal(t, answer.message);

  /** Sends a code to the provider's own number; the code step shows once it is on its way. */
  const sendCode = async (body: PayoutAccountBody) => {
    if (!phone) {
      setProblem(t('earnings.payoutAccount.noPhone'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const sent = await requestSignInCode(phone);
    setBusy(false);
    if (sent.status === 'ok') {
      setPending(body);
      setCode('');
    } else setProblem(sent.status === 'offline' ? t('earnings.payoutAccount.needsConnection') : sent.status === 'refused' ? signInRefusal(t, sent.message) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = kind === 'bank' ? { kind, accountHolder: values.accountHolder, accountNumber: values.accountNumber, ifsc: values.ifsc } : { kind, vpa: values.vpa };
    const parsed = payoutAccountBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, MessageId>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in FIELD_ERRORS) found[field] = FIELD_ERRORS[field];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await sendCode(parsed.data);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || code.length !== SIGN_IN_CODE.digits) return;
    setProblem(null);
    setBusy(true);
    const answer = await savePayoutAccount(providerId, { ...pending, code });
    setBusy(false);
    if (answer.status === 'ok') {
      close();
      setRound((r) => r + 1);
    } else {
      setProblem(refusal(answer));
      setCode('');
    }
  };

  const close = () => {
    setEditing(false);
    setPending(null);
    setCode('');
    setProblem(null);
    setValues({ accountHolder: '', accountNumber: '', ifsc: '', vpa: '' });
  };

  const field = (name: Field, label: MessageId, extra: { inputMode?: 'numeric' | 'text'; autoCapitalize?: string } = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${name}`}>{t(label)}</Label>
      <Input
        id={`${ids}-${name}`}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        autoComplete="off"
        {...extra}
      />
      {errors[name] ? (
        <p id={`${ids}-${name}-error`} className="text-sm text-red-700">
          {t(errors[name])}
        </p>
      ) : null}
    </div>
  );

  return (
    <Card className="mt-6 p-4" data-testid="payout-account">
      <h2 className="text-lg font-semibold text-slate-900">{t('earnings.payoutAccount.title')}</h2>
      {!online ? (
        <p className="mt-1 text-sm text-slate-600">{t('earnings.payoutAccount.offline')}</p>
      ) : account === undefined ? null : (
        <>
          {account ? (
            <p className="mt-1 text-slate-800" data-testid="payout-account-current">
              {t('earnings.payoutAccount.current', { masked: account.masked })}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t('earnings.payoutAccount.none')}</p>
          )}
          {account?.payoutsHeldUntil ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="payout-account-held">
              {t('earnings.payoutAccount.held', { date: formatIstDateTime(account.payoutsHeldUntil) })}
            </p>
          ) : null}
          {pending ? (
            <form onSubmit={(e) => void confirm(e)} className="mt-3 grid gap-3 rounded-lg bg-amber-50 p-3" noValidate data-testid="payout-account-code">
              <p className="text-sm text-slate-800">
                {t('earnings.payoutAccount.codeIntro', { phone: phone ? formatIndianMobile(phone) : '' })} {demoMode ? t('earnings.payoutAccount.codeDemo') : null}
              </p>
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids}-code`}>{t('earnings.payoutAccount.codeLabel')}</Label>
                <CodeInput
                  id={`${ids}-code`}
                  value={code}
                  className="bg-white"
                  onDigits={setCode}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${ids}-code-error` : undefined}
                />
              </div>
              {problem ? (
                <p id={`${ids}-code-error`} role="alert" className="text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy || code.length !== SIGN_IN_CODE.digits}>
                  {busy ? t('earnings.payoutAccount.saving') : t('earnings.payoutAccount.confirm')}
                </Button>
                <Button type="button" variant="outline" disabled={busy} onClick={() => void sendCode(pending)}>
                  {t('earnings.payoutAccount.sendAgain')}
                </Button>
                <Button type="button" variant="ghost" onClick={close}>
                  {t('earnings.payoutAccount.cancel')}
                </Button>
              </div>
            </form>
          ) : editing || !account ? (
            <form onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3" noValidate>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium text-slate-800">{t('earnings.payoutAccount.kind')}</legend>
                <RadioGroup value={kind} onValueChange={(v) => setKind(v as Kind)} className="flex flex-wrap gap-4">
                  {(['upi', 'bank'] as const).map((k) => (
                    <div key={k} className="flex items-center gap-2">
                      <RadioGroupItem id={`${ids}-kind-${k}`} value={k} />
                      <Label htmlFor={`${ids}-kind-${k}`}>{t(k === 'bank' ? 'earnings.payoutAccount.bank' : 'earnings.payoutAccount.upi')}</Label>
                    </div>
                  ))}
                </RadioGroup>
              </fieldset>
              {kind === 'upi' ? (
                field('vpa', 'earnings.payoutAccount.vpa', { autoCapitalize: 'none' })
              ) : (
                <div className="grid gap-3 sm:grid-cols-3">
                  {field('accountHolder', 'earnings.payoutAccount.holder')}
                  {field('accountNumber', 'earnings.payoutAccount.number', { inputMode: 'numeric' })}
                  {field('ifsc', 'earnings.payoutAccount.ifsc', { autoCapitalize: 'characters' })}
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {t('earnings.payoutAccount.save')}
                </Button>
                {account ? (
                  <Button type="button" variant="outline" onClick={close}>
                    {t('earnings.payoutAccount.cancel')}
                  </Button>
                ) : null}
              </div>
              {problem ? (
                <p role="alert" className="text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
            </form>
          ) : (
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setEditing(true)}>
              {t('earnings.payoutAccount.change')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
