import { memo, useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { apiRoutes } from '../../../shared/api/routes';
import { apiUrl } from '../../../shared/api/route';
import { bookingReference, bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDateTime } from '../../../shared/domain/time';
import { paymentText, type RefundStatus } from '../../../shared/payments/payment-state';
import { AT_GATEWAY_PAYOUT_STATUSES } from '../../../shared/payments/payout-state';
import { formatAmount } from '../../../shared/pricing/money';
import { adminRentalListSchema } from '../../../shared/schemas/tool';
import { bankFilesSchema, REFUND_REASON_MAX, paymentFlagsSchema, payoutListSchema, providerBalancesSchema, refundListSchema, trialBalanceSchema, type Payout, type ProviderBalances, type Refund } from '../../../shared/schemas/payment';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { OutcomeLine } from '../../components/outcome-line';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useAllBookings } from '../../data/hooks/use-bookings';
import { refundBooking } from '../../data/mutations/refund-mutations';
import { LoadingBlocks } from './load-state';
import { BankFilesCard } from './bank-files-card';
import { PayoutsCard } from './payouts-card';
import { RentalsCard } from './rentals-card';
import { useOnlineRead, type OnlineRead } from '../../pwa/use-online-read';
import { useLocale, useT } from '../../i18n/use-t';
import { catalogueAreas, catalogueNames } from '../../i18n/catalogue-text';

/** Money moves while the console is open: read again every 30 s (and at once after a refund). */
const REFRESH_MS = 30_000;
/** While a payout is at the gateway, its list is read every few seconds, so "Paid" shows when it is. */
const SETTLING_REFRESH_MS = 3_000;
const payoutsRefreshMs = (last: Payout[] | null) => (last?.some((p) => AT_GATEWAY_PAYOUT_STATUSES.includes(p.status)) ? SETTLING_REFRESH_MS : REFRESH_MS);

function parser<T>(schema: z.ZodMiniType<T>) {
  return (body: unknown): T | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
}
const parseTrialBalance = parser(trialBalanceSchema);
const parseRefunds = parser(refundListSchema);
const parseFlags = parser(paymentFlagsSchema);
const parseProviders = parser(providerBalancesSchema);
const parsePayouts = parser(payoutListSchema);
const parseRentals = parser(adminRentalListSchema);
const parseBankFiles = parser(bankFilesSchema);

const OFFLINE = 'The ledger is read from the server; it shows once this device is online.';

/** What an account's name means to an operator: a kind, and for a person their account id. */
function accountLabel(account: string): { kind: string; id: string | null } {
  if (account === 'platform:revenue') return { kind: 'Platform revenue', id: null };
  if (account === 'gst:payable') return { kind: 'GST payable', id: null };
  if (account === 'gateway:clearing') return { kind: 'Gateway clearing', id: null };
  if (account === 'payouts:in-transit') return { kind: 'Payouts in transit', id: null };
  if (account === 'tools:rent') return { kind: 'Tool rent', id: null };
  if (account === 'tools:deposits') return { kind: 'Tool deposits held', id: null };
  if (account === 'tools:damage') return { kind: 'Tool damage kept', id: null };
  if (account === 'cash:desk') return { kind: 'Cash at the pickup desk', id: null };
  if (account === 'refunds:platform') return { kind: 'Goodwill refunds (platform)', id: null };
  if (account === 'bank:account') return { kind: 'Bank account (bank-file payouts)', id: null };
  const [kind, id] = account.split(':');
  return { kind: kind === 'customer' ? 'Customer' : 'Provider', id: id ?? null };
}

const REFUND_BADGE: Record<RefundStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  requested: 'outline',
  pending: 'secondary',
  processed: 'default',
  failed: 'destructive',
};

/**
 * The Money tab (ADR 092): the trial balance (which always sums to ₹0.00), refunds with their
 * state at the gateway and a form to make one, the payments flagged for the operator, and every
 * provider's balance with those owing more than the cash limit first, the payouts (ADR 102), the
 * bank bulk-transfer files of a server paying without RazorpayX (ADR 068), and tool rentals'
 * money: cash at pickup and the deposit settled after the return (ADR 063).
 */
export function MoneyTab() {
  // A made refund reads the lists again at once: the key changes the URLs' cache-buster.
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((r) => r + 1), []);
  const balance = useOnlineRead(`${apiUrl(apiRoutes.getTrialBalance)}?r=${round}`, parseTrialBalance, REFRESH_MS);
  const refunds = useOnlineRead(`${apiUrl(apiRoutes.listRefunds)}?r=${round}`, parseRefunds, REFRESH_MS);
  const flags = useOnlineRead(apiUrl(apiRoutes.listPaymentFlags), parseFlags, REFRESH_MS);
  const providers = useOnlineRead(`${apiUrl(apiRoutes.listProviderBalances)}?r=${round}`, parseProviders, REFRESH_MS);
  const payouts = useOnlineRead(`${apiUrl(apiRoutes.listPayouts)}?r=${round}`, parsePayouts, payoutsRefreshMs);
  const rentals = useOnlineRead(`${apiUrl(apiRoutes.listAdminRentals)}?r=${round}`, parseRentals, REFRESH_MS);
  const bankFiles = useOnlineRead(`${apiUrl(apiRoutes.listBankFiles)}?r=${round}`, parseBankFiles, REFRESH_MS);
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2" data-testid="money-tab">
      <TrialBalanceCard read={balance} />
      <div className="grid content-start gap-4">
        <RefundCard onRefunded={again} />
        <RefundsCard read={refunds} />
      </div>
      <FlagsCard read={flags} />
      <ProvidersCard read={providers} />
      <PayoutsCard read={payouts} onRun={again} />
      <RentalsCard read={rentals} onChanged={again} />
      <BankFilesCard read={bankFiles} onChange={again} />
    </div>
  );
}

const TrialBalanceCard = memo(function TrialBalanceCard({ read }: { read: OnlineRead<z.infer<typeof trialBalanceSchema>> }) {
  return (
    <TitledCard title="Trial balance" as="h2" description="Every ledger account's balance: what is owed to GaadiCare is positive, what it owes is negative.">
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading the trial balance" shape="users" count={3} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{OFFLINE}</p>
      ) : (
        <table className="w-full text-sm" data-testid="trial-balance">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 font-medium">Account</th>
              <th className="py-2 text-right font-medium">Balance</th>
            </tr>
          </thead>
          <tbody>
            {read.data.accounts.map((a) => {
              const label = accountLabel(a.account);
              return (
                <tr key={a.account} className="border-b border-slate-100">
                  <td className="py-1.5 pr-2 text-slate-800">
                    {label.kind}
                    {label.id ? <span className="block text-xs break-all text-slate-500">{label.id}</span> : null}
                  </td>
                  <td className="py-1.5 text-right align-top tabular-nums">{formatAmount(a.balance)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td className="py-2">Total</td>
              <td className={`py-2 text-right tabular-nums ${read.data.total === '0.00' ? 'text-emerald-700' : 'text-red-700'}`} data-testid="trial-balance-total">
                {formatAmount(read.data.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </TitledCard>
  );
});

/** Refund a booking paid online: found by its reference among the bookings this console mirrors. */
function RefundCard({ onRefunded }: { onRefunded: () => void }) {
  const t = useT('admin', ...catalogueAreas(useLocale()));
  const ids = useId();
  const [goodwill, setGoodwill] = useState(false);
  const bookings = useAllBookings();
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const typed = reference.trim().replace(/^#/, '').toUpperCase();
  const booking = useMemo(() => (typed.length > 0 ? (bookings ?? []).find((b) => bookingReference(b.id) === typed) : undefined), [bookings, typed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    setBusy(true);
    setOutcome(null);
    const answer = await refundBooking(booking.id, { amount: amount.trim(), reason: reason.trim(), ...(goodwill ? { goodwill: true } : {}) });
    setBusy(false);
    if (answer.status === 'ok') {
      setOutcome({ ok: true, text: `Refund of ${formatAmount(answer.data.amount)} for ${bookingReferenceText(booking.id)} sent to the gateway.` });
      setAmount('');
      setReason('');
      setGoodwill(false);
      onRefunded();
    } else {
      setOutcome({ ok: false, text: answer.status === 'offline' ? 'A refund needs a connection: it is made now or not at all.' : answer.message });
    }
  };

  return (
    <TitledCard title="Make a refund" as="h2" description="Back to the customer through the gateway, never more than was paid online. Recorded in the audit trail.">
      <form onSubmit={(e) => void submit(e)} className="grid gap-3" data-testid="refund-form">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-ref`}>Booking reference</Label>
          <Input id={`${ids}-ref`} value={reference} onChange={(e) => setReference(e.target.value)} placeholder="#7A3C9B41" autoComplete="off" />
          {typed.length > 0 ? (
            <p className="text-sm text-slate-600" data-testid="refund-booking">
              {booking
                ? `${catalogueNames(t, booking.services)} · ${booking.status} · ${formatAmount(booking.payment.amount)} · ${paymentText(booking.payment)}`
                : 'No booking with this reference.'}
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-amount`}>Amount (₹)</Label>
            <Input id={`${ids}-amount`} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" placeholder="100.00" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-reason`}>Reason</Label>
            <Input id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REFUND_REASON_MAX} placeholder="Why the money goes back" />
          </div>
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" checked={goodwill} onChange={(e) => setGoodwill(e.target.checked)} data-testid="refund-goodwill" />
          <span>{t('admin.money.goodwill')}</span>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !booking || amount.trim() === '' || reason.trim().length < 3}>
            {busy ? 'Refunding…' : 'Refund'}
          </Button>
          <OutcomeLine outcome={outcome} />
        </div>
      </form>
    </TitledCard>
  );
}

const RefundsCard = memo(function RefundsCard({ read }: { read: OnlineRead<Refund[]> }) {
  const t = useT('admin');
  return (
    <TitledCard title="Refunds" as="h2" description="Newest first, with their state at the gateway.">
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading refunds" shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{OFFLINE}</p>
      ) : read.data.length === 0 ? (
        <EmptyState title="No refunds yet" description="Refunds made here show with their state at the gateway." />
      ) : (
        <ul className="grid gap-2" data-testid="refund-list">
          {read.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm" data-testid="refund-row">
              <span className="font-medium text-slate-900">
                {r.bookingId ? bookingReferenceText(r.bookingId) : t('admin.money.rentalRefund')} · {formatAmount(r.amount)}
              </span>
              <span className="flex gap-1.5">
                {r.goodwill ? <Badge variant="outline">{t('admin.money.goodwillBadge')}</Badge> : null}
                <Badge variant={REFUND_BADGE[r.status]}>{r.status}</Badge>
              </span>
              <span className="w-full text-slate-600">
                {r.reason} · {formatIstDateTime(r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

const FlagsCard = memo(function FlagsCard({ read }: { read: OnlineRead<z.infer<typeof paymentFlagsSchema>> }) {
  return (
    <TitledCard title="Flagged for the operator" as="h2" description="Payments of another amount, bookings paid twice, refunds that failed.">
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading flags" shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{OFFLINE}</p>
      ) : read.data.length === 0 ? (
        <EmptyState title="Nothing flagged" description="Every payment matched its order." />
      ) : (
        <ul className="grid gap-2" data-testid="flag-list">
          {[...read.data].reverse().map((f) => (
            <li key={f.key} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <span className="font-medium">{f.reason}</span>
              <span className="block text-amber-900">
                {f.bookingId ? `${bookingReferenceText(f.bookingId)} · ` : ''}
                {f.amount ? `${formatAmount(f.amount)} · ` : ''}
                {formatIstDateTime(f.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

const ProvidersCard = memo(function ProvidersCard({ read }: { read: OnlineRead<ProviderBalances> }) {
  return (
    <TitledCard title="Providers' balances" as="h2" description="Available and pending online earnings, and what each owes from cash jobs; over the cash limit first.">
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading providers' balances" shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{OFFLINE}</p>
      ) : read.data.length === 0 ? (
        <EmptyState title="No provider money yet" description="Balances show once a job is paid." />
      ) : (
        <ul className="grid gap-2" data-testid="provider-balances">
          {read.data.map((p) => (
            <li key={p.providerId} className={`rounded-lg border p-3 text-sm ${p.overLimit ? 'border-red-200 bg-red-50' : 'border-slate-200'}`} data-testid="provider-balance">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{p.name ?? p.providerId}</span>
                {p.overLimit ? <Badge variant="destructive">Over the cash limit</Badge> : null}
              </div>
              <dl className="mt-1 grid grid-cols-3 gap-2 text-slate-700">
                <div>
                  <dt className="text-xs text-slate-500">Available</dt>
                  <dd className="tabular-nums">{formatAmount(p.available)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Pending</dt>
                  <dd className="tabular-nums">{formatAmount(p.pending)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Owes</dt>
                  <dd className="tabular-nums">{formatAmount(p.owed)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
});
