import type { Booking } from '../../shared/schemas/booking';
import { isStartLocked, startLockedCustomerNotice } from '../../shared/domain/start-code';
import { useT } from '../i18n/use-t';

/**
 * The customer's start code for a confirmed booking (ADR 023), read from the mirrored booking so
 * it shows offline too, and the notice when the provider's wrong codes have locked the start.
 */
export function StartCodeNotice({ booking, now = new Date() }: { booking: Pick<Booking, 'startCode' | 'startLockedUntil'>; now?: Date }) {
  const lockedUntil = booking.startLockedUntil ? new Date(booking.startLockedUntil) : null;
  const locked = lockedUntil !== null && isStartLocked(lockedUntil, now);
  const t = useT('common');
  if (!booking.startCode && !locked) return null;
  return (
    <div className="space-y-2">
      {booking.startCode ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-300 bg-white p-4" data-testid="start-code">
          <p className="text-sm font-medium text-slate-700">{t('common.startCode.label')}</p>
          <p className="font-mono text-3xl font-semibold tracking-[0.3em] text-slate-900" data-testid="start-code-digits" aria-label={t('common.startCode.digits', { digits: booking.startCode.split('').join(' ') })}>
            {booking.startCode}
          </p>
          <p className="w-full text-sm text-slate-600">{t('common.startCode.hint')}</p>
        </div>
      ) : null}
      {locked ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="start-locked">
          {startLockedCustomerNotice(lockedUntil)}
        </p>
      ) : null}
    </div>
  );
}
