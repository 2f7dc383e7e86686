import { memo } from 'react';
import { formatIstDateTime } from '../../../shared/domain/time';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { Badge } from '../../components/ui/badge';
import { PhotoProofList } from '../../components/photo-proof-caption';
import { AdminListItem } from './admin-list-item';
import { catalogueAreas, catalogueNames } from '../../i18n/catalogue-text';
import { useLocale, useT } from '../../i18n/use-t';

export function StatusBadge({ status }: { status: Booking['status'] }) {
  return <BookingStatusBadge status={status} data-testid="booking-status" />;
}

/** One booking as the admin lists it: reference, status, who, what, when and how much. */
export const BookingRow = memo(function BookingRow({ booking, pending }: { booking: Booking; pending?: boolean }) {
  const t = useT(...catalogueAreas(useLocale()));
  const services = catalogueNames(t, booking.services) || 'No services';
  return (
    <AdminListItem
      className="grid grid-cols-1 gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      data-testid="admin-booking"
      data-booking-id={booking.id}
      heading={
        <>
          <span className="font-mono text-sm font-semibold text-slate-900">{bookingReferenceText(booking.id)}</span>
          <StatusBadge status={booking.status} />
          {pending ? <Badge variant="outline">Waiting to sync</Badge> : null}
        </>
      }
      aside={
        <div className="text-left sm:text-right">
          <p className="text-xs text-slate-600">Total</p>
          <p className="text-lg font-semibold tabular-nums text-slate-900">{formatAmount(booking.totalAmount, { decimals: true })}</p>
        </div>
      }
    >
      <p className="mt-1 truncate text-sm text-slate-700" title={services}>
        {services} · <span className="capitalize">{booking.vehicleType}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">Customer</dt>
        <dd className="truncate text-slate-900">{booking.customer.name}</dd>
        <dt className="text-slate-600">Provider</dt>
        <dd className="truncate text-slate-900">{booking.provider?.name ?? 'Not assigned'}</dd>
        <dt className="text-slate-600">Slot</dt>
        <dd className="text-slate-900">{formatIstDateTime(booking.scheduledTime)}</dd>
      </dl>
      <PhotoProofList photos={booking.photos} whose="the booking" />
    </AdminListItem>
  );
});
