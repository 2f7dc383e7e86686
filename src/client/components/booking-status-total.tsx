import type { ReactNode } from 'react';
import { formatAmount } from '../../shared/pricing/money';
import type { Booking } from '../../shared/schemas/booking';
import { BOOKING_STATUS_TEXT, BookingStatusBadge } from './booking-status-badge';
import { useT } from '../i18n/use-t';

/** A customer's booking card corner: status badge, total, and any note beneath. */
export function BookingStatusTotal({ booking, totalTestId, children }: { booking: Pick<Booking, 'status' | 'totalAmount'>; totalTestId: string; children?: ReactNode }) {
  const t = useT('common');
  return (
    <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end sm:justify-start sm:gap-1">
      <BookingStatusBadge status={booking.status} label={t(BOOKING_STATUS_TEXT[booking.status])} />
      <span className="font-semibold text-slate-900" data-testid={totalTestId}>
        {formatAmount(booking.totalAmount)}
      </span>
      {children}
    </div>
  );
}
