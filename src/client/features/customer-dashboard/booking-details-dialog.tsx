import { formatIstDateTime } from '../../../shared/domain/time';
import { formatIndianMobile, telUrl } from '../../../shared/domain/indian-mobile';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { Link } from 'react-router-dom';
import { EXPIRED_MESSAGE } from '../../../shared/domain/slot-rules';
import type { Booking } from '../../../shared/schemas/booking';
import { PriceLines } from '../../components/price-lines';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { PhotoProofList } from '../../components/photo-proof-caption';
import { formatAmount } from '../../../shared/pricing/money';

export function BookingDetailsDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {booking ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Booking {bookingReferenceText(booking.id)}</DialogTitle>
            <DialogDescription>Booked on {formatIstDateTime(booking.createdAt)}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">Status</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
            <dt className="text-slate-600">Services</dt>
            <dd>
              <ul>
                {booking.services.map((s) => (
                  <li key={s.id}>{s.name}</li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-600">Vehicle</dt>
            <dd>{booking.vehicleType === 'bike' ? 'Bike' : (booking.vehicleModel ?? 'Car')}</dd>
            <dt className="text-slate-600">Time slot</dt>
            <dd>{formatIstDateTime(booking.scheduledTime)}</dd>
            <dt className="text-slate-600">Location</dt>
            <dd className="break-words">{booking.location}</dd>
            <dt className="text-slate-600">Provider</dt>
            <dd>
              {booking.provider?.name ?? 'Not chosen yet'}
              {booking.provider?.phone ? (
                <>
                  {' · '}
                  <a href={telUrl(booking.provider.phone)} className="font-medium text-brand-700 underline underline-offset-2">
                    {formatIndianMobile(booking.provider.phone)}
                  </a>
                </>
              ) : null}
            </dd>
            {booking.agreedTotal ? (
              <>
                <dt className="text-slate-600">Agreed price</dt>
                <dd>{formatAmount(booking.agreedTotal)} incl. GST — a new bid above it needs your confirmation</dd>
              </>
            ) : null}
            {booking.status === 'expired' ? (
              <>
                <dt className="text-slate-600">Why it expired</dt>
                <dd>{EXPIRED_MESSAGE}</dd>
              </>
            ) : null}
            {booking.releaseReason ? (
              <>
                <dt className="text-slate-600">Release reason</dt>
                <dd>{booking.releaseReason}</dd>
              </>
            ) : null}
            {booking.feedback ? (
              <>
                <dt className="text-slate-600">Your rating</dt>
                <dd>
                  {booking.feedback.overallRating}/5{booking.feedback.comments ? ` — “${booking.feedback.comments}”` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          <section aria-label="Price" className="mt-4 rounded-lg bg-slate-50 p-3">
            <PriceLines price={{ ...booking, servicePrice: booking.subtotal }} totalLabel={booking.selectedProviderId ? 'Total (incl. GST)' : 'Estimated total (incl. GST)'} />
          </section>
          {booking.invoiceNumber ? (
            <Link to={`/tax-invoice?booking=${encodeURIComponent(booking.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline', className: 'mt-3' })}>
              Tax invoice {booking.invoiceNumber}
            </Link>
          ) : null}
          <PhotoProofList photos={booking.photos} whose="your" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
