import { memo, useId, useState, type FormEvent } from 'react';
import { DAMAGE_REASON_MAX, RENTAL_MONEY_MESSAGES } from '../../../shared/payments/rental-money';
import { escapeRegExp } from '../../../shared/escape-reg-exp';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import type { AdminRental } from '../../../shared/schemas/tool';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { OutcomeLine } from '../../components/outcome-line';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { catalogueText } from '../../i18n/catalogue-text';
import { serverText, type KnownRefusal } from '../../i18n/server-text';
import { useT, type Translate } from '../../i18n/use-t';
import { recordRentalCash, rentalDepositPaidBack, settleRentalDeposit } from '../../data/mutations/rental-money-mutations';
import type { LiveAnswer } from '../../data/mutations/live-write';
import type { OnlineRead } from '../../pwa/use-online-read';
import { LoadingBlocks } from './load-state';

const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The server's refusals of a deposit settlement, in the operator's language. */
const KNOWN: KnownRefusal[] = [
  { pattern: exactly(RENTAL_MONEY_MESSAGES.alreadySettled), id: 'admin.rentals.error.alreadySettled' },
  { pattern: exactly(RENTAL_MONEY_MESSAGES.reasonNeeded), id: 'admin.rentals.error.reasonNeeded' },
  { pattern: exactly(RENTAL_MONEY_MESSAGES.notReturned), id: 'admin.rentals.error.notReturned' },
  { pattern: exactly(RENTAL_MONEY_MESSAGES.notPaid), id: 'admin.rentals.error.notPaid' },
  { pattern: /^Damage of ₹([\d.]+) is more than the ₹([\d.]+) deposit$/, id: 'admin.rentals.error.damageTooLarge', values: (m) => ({ damage: formatAmount(m[1]), deposit: formatAmount(m[2]) }) },
];

function failure(t: Translate, answer: Exclude<LiveAnswer<unknown>, { status: 'ok' }>): { ok: false; text: string } {
  return { ok: false, text: answer.status === 'offline' ? t('admin.rentals.needsConnection') : serverText(t, answer.message, KNOWN) };
}

/**
 * Tool rentals on the Money tab (ADR 063): each with its money — due or paid, and how — and what
 * the desk does next: record the cash taken at pickup; once the tool is back, settle the deposit
 * (the damage kept, with its reason; the rest back through the gateway or owed in cash); record a
 * deposit owed in cash as paid back.
 */
export const RentalsCard = memo(function RentalsCard({ read, onChanged }: { read: OnlineRead<AdminRental[]>; onChanged: () => void }) {
  const t = useT('admin');
  return (
    <TitledCard title={t('admin.rentals.title')} as="h2" description={t('admin.rentals.description')}>
      {read.state === 'loading' ? (
        <LoadingBlocks label={t('admin.rentals.loading')} shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">{t('admin.rentals.offline')}</p>
      ) : read.data.length === 0 ? (
        <EmptyState title={t('admin.rentals.none')} description={t('admin.rentals.noneBody')} />
      ) : (
        <ul className="grid gap-2" data-testid="admin-rentals">
          {read.data.map((r) => (
            <RentalRow key={r.id} rental={r} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

function RentalRow({ rental: r, onChanged }: { rental: AdminRental; onChanged: () => void }) {
  const t = useT('admin', 'catalogue');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const payment = r.payment;
  const method = payment?.method ?? 'cash';
  const deposit = r.deposit ?? null;
  const act = async (run: () => Promise<LiveAnswer<unknown>>, done: string) => {
    setBusy(true);
    setOutcome(null);
    const answer = await run();
    setBusy(false);
    if (answer.status === 'ok') {
      setOutcome({ ok: true, text: done });
      onChanged();
    } else setOutcome(failure(t, answer));
  };
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm" data-testid="admin-rental">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {catalogueText(t, { id: r.toolId, ...r.tool }, 'name')} · {r.customerName ?? r.customerId}
        </span>
        <Badge variant={r.status === 'active' ? 'default' : 'secondary'}>{t(r.status === 'active' ? 'admin.rentals.active' : 'admin.rentals.returned')}</Badge>
      </div>
      <p className="text-slate-600">
        {formatIstDateTime(r.startDate)} · {payment ? t(payment.status === 'paid' ? 'admin.rentals.paid' : 'admin.rentals.due', { method, amount: formatAmount(r.totalPayable) }) : formatAmount(r.totalPayable)}
      </p>
      {deposit ? (
        <p className="text-slate-800" data-testid="admin-rental-deposit">
          {deposit.status === 'kept' ? t('admin.rentals.deposit.kept') : t(`admin.rentals.deposit.${deposit.status}`, { back: formatAmount(deposit.back) })}
          {deposit.damage !== '0.00' ? <span className="block text-slate-600">{t('admin.rentals.damageLine', { damage: formatAmount(deposit.damage), reason: deposit.reason ?? '' })}</span> : null}
        </p>
      ) : null}
      {payment?.status === 'due' && method === 'cash' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void act(() => recordRentalCash(r.id), t('admin.rentals.cashRecorded', { amount: formatAmount(r.totalPayable) }))}>
            {t('admin.rentals.recordCash', { amount: formatAmount(r.totalPayable) })}
          </Button>
        </div>
      ) : null}
      {!deposit && r.status === 'returned' && payment?.status === 'paid' ? (
        <SettleForm
          rental={r}
          onSettled={(text) => {
            setOutcome({ ok: true, text });
            onChanged();
          }}
        />
      ) : null}
      {deposit?.status === 'owed' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void act(() => rentalDepositPaidBack(r.id), t('admin.rentals.paidBackDone', { amount: formatAmount(deposit.back) }))}>
            {t('admin.rentals.paidBack', { amount: formatAmount(deposit.back) })}
          </Button>
        </div>
      ) : null}
      <OutcomeLine outcome={outcome} />
    </li>
  );
}

/** The deposit settled once: the damage (₹0 by default, never more than the deposit) and, when any is kept, what was damaged. */
function SettleForm({ rental, onSettled }: { rental: AdminRental; onSettled: (text: string) => void }) {
  const t = useT('admin');
  const ids = useId();
  const [damage, setDamage] = useState('0');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const kept = Number(damage) > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const answer = await settleRentalDeposit(rental.id, { damage: damage.trim() || '0', ...(reason.trim() ? { reason: reason.trim() } : {}) });
    setBusy(false);
    // Settled, the form gives way to the deposit's state: the row says what came of it.
    if (answer.status === 'ok') onSettled(t('admin.rentals.settled', { back: formatAmount(answer.data.deposit?.back ?? '0.00') }));
    else setOutcome(failure(t, answer));
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2" data-testid="settle-deposit">
      <div className="grid gap-2 sm:grid-cols-[9rem_1fr]">
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-damage`}>{t('admin.rentals.damage', { deposit: formatAmount(rental.depositAmount) })}</Label>
          <Input id={`${ids}-damage`} value={damage} onChange={(e) => setDamage(e.target.value)} inputMode="decimal" autoComplete="off" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-reason`}>{t('admin.rentals.reason')}</Label>
          <Input id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={DAMAGE_REASON_MAX} placeholder={t('admin.rentals.reasonHint')} aria-required={kept} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={busy || (kept && reason.trim() === '')}>
          {busy ? t('admin.rentals.settling') : t('admin.rentals.settle')}
        </Button>
        <OutcomeLine outcome={outcome} />
      </div>
    </form>
  );
}
