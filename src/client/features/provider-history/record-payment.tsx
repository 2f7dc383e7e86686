import { useState } from 'react';
import { formatIstDate } from '../../../shared/domain/time';
import { PROVIDER_PAYMENT_METHODS, type ProviderPaymentMethod } from '../../../shared/payments/payment-state';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { recordCashPayment } from '../../data/mutations/cash-payment-mutations';
import { useT } from '../../i18n/use-t';

const METHOD_KEY: Record<ProviderPaymentMethod, 'history.payment.recordCash' | 'history.payment.recordUpi'> = {
  cash: 'history.payment.recordCash',
  upi: 'history.payment.recordUpi',
};

/**
 * A completed job's payment on the provider's card: how and when it was paid, or, while due, the
 * "Paid in cash" / "Paid by UPI" actions. Recording works offline and is sent once with a signal.
 */
export function RecordPayment({ job }: { job: Booking }) {
  const t = useT('history');
  const [busy, setBusy] = useState(false);
  if (job.status !== 'completed') return null;
  const payment = job.payment;
  if (payment.status !== 'due') {
    const on = payment.paidAt ? formatIstDate(payment.paidAt) : '';
    const key = payment.method === 'online' ? 'history.payment.paidOnline' : payment.method === 'upi' ? 'history.payment.paidUpi' : 'history.payment.paidCash';
    return (
      <p className="text-sm font-medium text-emerald-800" data-testid="job-payment">
        {t(key, { date: on })}
      </p>
    );
  }
  const record = async (method: ProviderPaymentMethod) => {
    setBusy(true);
    await recordCashPayment(job, method);
    setBusy(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="job-payment">
      <span className="text-sm text-slate-700">{t('history.payment.due')}</span>
      {PROVIDER_PAYMENT_METHODS.map((method) => (
        <Button key={method} type="button" variant="outline" size="sm" disabled={busy} onClick={() => void record(method)} data-testid={`record-${method}`}>
          {t(METHOD_KEY[method])}
        </Button>
      ))}
    </div>
  );
}
