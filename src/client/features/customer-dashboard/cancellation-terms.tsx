import { cancellationFeePaise, freeCancellationUntil } from '../../../shared/domain/cancellation-terms';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount, fromPaise, toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { SystemSettings } from '../../../shared/schemas/admin';
import { useT, type Translate } from '../../i18n/use-t';

/** The fee cancelling `booking` costs at `now`, as the server will charge it ("0.00" while free). */
export function cancellationFee(booking: Booking, settings: SystemSettings, now: Date): string {
  return fromPaise(cancellationFeePaise(new Date(booking.scheduledTime), now, settings, toPaise(booking.totalAmount)));
}

/** A confirmed booking's cancellation terms in a line: free until when, or what cancelling now costs. */
export function cancellationTermsText(t: Translate, booking: Booking, settings: SystemSettings, now: Date): string {
  const fee = cancellationFee(booking, settings, now);
  if (fee === '0.00') return t('customer.cancel.freeUntil', { time: formatIstDateTime(freeCancellationUntil(new Date(booking.scheduledTime), settings).toISOString()) });
  return t('customer.cancel.lateFee', { fee: formatAmount(fee) });
}

/** The terms, shown before the customer confirms a cancellation. */
export function CancellationTerms({ booking, settings, now }: { booking: Booking; settings: SystemSettings; now: Date }) {
  const t = useT('customer');
  const late = cancellationFee(booking, settings, now) !== '0.00';
  return (
    <p
      data-testid="cancellation-terms"
      className={late ? 'rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900' : 'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'}
    >
      {cancellationTermsText(t, booking, settings, now)}
    </p>
  );
}
