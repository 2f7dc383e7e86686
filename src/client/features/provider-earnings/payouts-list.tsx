import { formatIstDateTime } from '../../../shared/domain/time';
import { FLAGGED_PAYOUT_STATUSES } from '../../../shared/payments/payout-state';
import { formatAmount } from '../../../shared/pricing/money';
import { Badge } from '../../components/ui/badge';
import { useProviderPayouts } from '../../data/hooks/use-provider-payouts';
import { useT } from '../../i18n/use-t';

/** The provider's payouts (ADR 102), newest first, with their state and amount; read live. */
export function PayoutsList({ providerId, online }: { providerId: string; online: boolean }) {
  const t = useT('earnings');
  const payouts = useProviderPayouts(providerId, online);
  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="payouts-title" data-testid="provider-payouts">
      <h2 id="payouts-title" className="text-lg font-semibold text-slate-900">
        {t('earnings.payouts.title')}
      </h2>
      {payouts === null ? (
        <p className="mt-2 text-sm text-slate-600">{online ? '…' : t('earnings.payouts.offline')}</p>
      ) : payouts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('earnings.payouts.empty')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {payouts.map((p) => {
            const returned = FLAGGED_PAYOUT_STATUSES.includes(p.status);
            return (
              <li key={p.id} className={`flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg border p-3 text-sm ${returned ? 'border-amber-200 bg-amber-50' : 'border-slate-200'}`} data-testid="payout-row">
                <span className="font-semibold text-slate-900 tabular-nums">{formatAmount(p.amount)}</span>
                <Badge variant={returned ? 'destructive' : p.status === 'processed' ? 'default' : 'secondary'}>{t(`earnings.payouts.status.${p.status}`)}</Badge>
                <span className="w-full text-slate-600">
                  {formatIstDateTime(p.createdAt)} · {p.mode}
                  {returned ? ` · ${t('earnings.payouts.returned')}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
