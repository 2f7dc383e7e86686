import { memo, useState } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { FLAGGED_PAYOUT_STATUSES, PAYOUT_STATUSES, PAYOUT_STATUS_LABELS, type PayoutStatus } from '../../../shared/payments/payout-state';
import { formatAmount } from '../../../shared/pricing/money';
import type { Payout } from '../../../shared/schemas/payment';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { OutcomeLine } from '../../components/outcome-line';
import { TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { runPayoutsNow } from '../../data/mutations/payout-mutations';
import { LoadingBlocks } from './load-state';
import type { OnlineRead } from '../../pwa/use-online-read';

const BADGE: Record<PayoutStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  queued: 'outline',
  processing: 'secondary',
  in_bank_file: 'secondary',
  processed: 'default',
  reversed: 'destructive',
  failed: 'destructive',
};

/** The states in the order the operator reads them: what needs them first. */
const ORDER: readonly PayoutStatus[] = [...FLAGGED_PAYOUT_STATUSES, ...PAYOUT_STATUSES.filter((s) => !FLAGGED_PAYOUT_STATUSES.includes(s))];

/**
 * Payouts to providers (ADR 102): "Pay out now" (audited; the daily run does the same), and every
 * payout by state, those the bank returned or that failed first and flagged.
 */
export const PayoutsCard = memo(function PayoutsCard({ read, onRun }: { read: OnlineRead<Payout[]>; onRun: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await runPayoutsNow();
    setBusy(false);
    if (answer.status === 'ok') {
      const n = answer.data.payouts.length;
      const where = answer.data.payouts.some((p) => p.status === 'in_bank_file') ? 'waiting for the bank file' : 'sent to the gateway';
      setOutcome({ ok: true, text: n === 0 ? 'Nothing to pay out: every available balance is paid, held or under ₹100.' : `${n} payout${n === 1 ? '' : 's'} of ${formatAmount(answer.data.total)} in all ${where}.` });
      onRun();
    } else {
      setOutcome({ ok: false, text: answer.status === 'offline' ? 'A payout needs a connection: it is made now or not at all.' : answer.message });
    }
  };
  return (
    <TitledCard title="Payouts" as="h2" description="Providers' available earnings are paid daily at 10:00; pay out now to do it at once. Returned or failed payouts go back to the provider's balance.">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void run()} disabled={busy} data-testid="pay-out-now">
          {busy ? 'Paying out…' : 'Pay out now'}
        </Button>
        <OutcomeLine outcome={outcome} />
      </div>
      {read.state === 'loading' ? (
        <LoadingBlocks label="Loading payouts" shape="users" count={2} />
      ) : read.state === 'unavailable' ? (
        <p className="text-sm text-slate-600">Payouts are read from the server; they show once this device is online.</p>
      ) : read.data.length === 0 ? (
        <EmptyState title="No payouts yet" description="Payouts show here with their state at the gateway." />
      ) : (
        <div className="grid gap-3" data-testid="payout-list">
          {ORDER.map((status) => {
            const rows = read.data.filter((p) => p.status === status);
            if (rows.length === 0) return null;
            const flagged = FLAGGED_PAYOUT_STATUSES.includes(status);
            return (
              <section key={status} aria-label={PAYOUT_STATUS_LABELS[status]}>
                <h3 className="mb-1 text-sm font-medium text-slate-700">
                  {PAYOUT_STATUS_LABELS[status]} ({rows.length})
                </h3>
                <ul className="grid gap-2">
                  {rows.map((p) => (
                    <li
                      key={p.id}
                      className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border p-3 text-sm ${flagged ? 'border-red-200 bg-red-50' : 'border-slate-200'}`}
                      data-testid="payout-row"
                    >
                      <span className="font-medium text-slate-900">
                        {p.name ?? p.providerId} · {formatAmount(p.amount)}
                      </span>
                      <Badge variant={BADGE[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</Badge>
                      <span className="w-full text-slate-600">
                        {p.mode} · {formatIstDateTime(p.createdAt)}
                        {p.failureReason ? ` · ${p.failureReason}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </TitledCard>
  );
});
