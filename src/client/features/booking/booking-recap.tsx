import { statusLabel } from '../../../shared/domain/booking-machine';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

/** A pending booking shows the list-price estimate; once a bid is accepted, the agreed total. */
function totalLabel(booking: Booking): string {
  if (booking.agreedTotal) return 'Your agreed price (incl. GST)';
  return booking.selectedProviderId ? 'Total (incl. GST)' : 'Estimated total (incl. GST)';
}

/** The booking the wizard is about, in one compact block. */
export function BookingRecap({ booking }: { booking: Booking }) {
  const vehicle = booking.vehicleType === 'bike' ? 'Bike' : booking.vehicleModel ? booking.vehicleModel : 'Car';
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          Booking <span className="font-mono font-semibold text-slate-900">{bookingReferenceText(booking.id)}</span>
        </p>
        <Badge variant="secondary" className="capitalize">
          {statusLabel(booking.status)}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Services</dt>
          <dd className="font-medium text-slate-900">{booking.services.map((s) => s.name).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Vehicle</dt>
          <dd className="font-medium text-slate-900">{vehicle}</dd>
        </div>
        <div>
          <dt className="text-slate-600">When</dt>
          <dd className="font-medium text-slate-900">{formatIstDateTime(booking.scheduledTime)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Where</dt>
          <dd className="font-medium text-slate-900 break-words">{booking.location}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{totalLabel(booking)}</dt>
          <dd className="font-medium text-slate-900" data-testid="booking-total">
            {formatAmount(booking.agreedTotal ?? booking.totalAmount)}
          </dd>
        </div>
        {booking.provider ? (
          <div>
            <dt className="text-slate-600">Provider</dt>
            <dd className="font-medium text-slate-900">{booking.provider.name}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
