import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { formatIstDateTime } from '../../../shared/domain/time';
import { payoutListSchema } from '../../../shared/schemas/payment';
import { FLAGGED_PAYOUT_STATUSES } from '../../../shared/payments/payout-state';
import { formatAmount } from '../../../shared/pricing/money';
import { Badge } from '../../components/ui/badge';
import { useOnlineRead } from '../../pwa/use-online-read';
import { useT } from '../../i18n/use-t';

const parsePayouts = (body: unknown) => {
  const parsed = payoutListSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};
/** A payout's state moves at the gateway within minutes: read again each minute while shown. */
const REFRESH_MS = 60_000;

/**
 * The provider's payouts (ADR 102), newest first, with their state and amount: read live, not
 * kept on the device (their state changes at the gateway); offline the last answer stays.
 */
export function PayoutsList({ providerId }: { providerId: string }) {
  const t = useT('earnings');
  const read = useOnlineRead(apiUrl(apiRoutes.listProviderPayouts, { providerId }), parsePayouts, REFRESH_MS);
  const payouts = read.state === 'ready' ? read.data : null;
  return (
    <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="payouts-title" data-testid="provider-payouts">
      <h2 id="payouts-title" className="text-lg font-semibold text-slate-900">
        {t('earnings.payouts.title')}
      </h2>
      {payouts === null ? (
        <p className="mt-2 text-sm text-slate-600">{read.state === 'loading' ? '…' : t('earnings.payouts.offline')}</p>
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
