import { Link } from 'react-router-dom';
import { bookingReference } from '../../../shared/domain/booking-reference';
import { JOBS_IN_HAND, OPEN_TO_PROVIDERS, canPerform, isIn } from '../../../shared/domain/booking-machine';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { StartCodeNotice } from '../../components/start-code-notice';

interface Props {
  bookings: Booking[];
  waiting: Set<string>;
  onView: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

export function BookingList({ bookings, waiting, onView, onCancel }: Props) {
  return (
    <ul className="grid gap-3">
      {bookings.map((b) => {
        const unsynced = waiting.has(b.id);
        return (
          <li key={b.id}>
            <Card className="p-4" data-testid="booking-row" data-booking-id={b.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{b.services.map((s) => s.name).join(', ') || 'Booking'}</h3>
                  <p className="text-sm text-slate-600">
                    #{bookingReference(b.id)} · {formatIstDateTime(b.timeSlot)} · {b.vehicleType === 'bike' ? 'Bike' : (b.vehicleModel ?? 'Car')}
                  </p>
                  <p className="truncate text-sm text-slate-600">{b.location}</p>
                </div>
                <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end sm:justify-start sm:gap-1">
                  <BookingStatusBadge status={b.status} />
                  <span className="font-semibold text-slate-900" data-testid="booking-row-total">
                    {formatAmount(b.totalAmount)}
                  </span>
                  {unsynced ? <span className="text-xs font-medium text-orange-700">Waiting to sync</span> : null}
                </div>
              </div>
              <div className="mt-3 empty:hidden">
                <StartCodeNotice booking={b} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(b)} aria-label={`View details of booking ${bookingReference(b.id)}`}>
                  View Details
                </Button>
                {isIn(OPEN_TO_PROVIDERS, b.status) || isIn(JOBS_IN_HAND, b.status) ? (
                  <Link to={`/book-service?booking=${encodeURIComponent(b.id)}`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                    {isIn(OPEN_TO_PROVIDERS, b.status) ? 'View Bids' : 'Track Service'}
                  </Link>
                ) : null}
                {canPerform(b.status, 'cancel') ? (
                  <Button size="sm" variant="destructive" disabled={unsynced} onClick={() => onCancel(b)} aria-label={`Cancel booking ${bookingReference(b.id)}`}>
                    Cancel
                  </Button>
                ) : null}
                <Link to={`/book-service?again=${encodeURIComponent(b.id)}`} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
                  Book Again
                </Link>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
