import { Link } from 'react-router-dom';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { Booking } from '../../../shared/schemas/booking';
import { Card } from '../../components/ui/card';
import { BookingStatusTotal } from '../../components/booking-status-total';
import { PhotoProofList } from '../../components/photo-proof-caption';
import { PayOnline } from './pay-online';
import { useT } from '../../i18n/use-t';
import { catalogueNames } from '../../i18n/catalogue-text';

function Stars({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="text-amber-500">
      {'★'.repeat(value)}
      <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}

export function HistoryItem({ booking, confirming = false }: { booking: Booking; confirming?: boolean }) {
  const t = useT('customer', 'catalogue');
  const rating = booking.providerProfile?.rating;
  return (
    <Card className="p-4" data-testid="history-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{catalogueNames(t, booking.services) || t('customer.item.booking')}</h3>
          <p className="text-sm text-slate-600">
            {bookingReferenceText(booking.id)} · {formatIstDateTime(booking.scheduledTime)}
          </p>
        </div>
        <BookingStatusTotal booking={booking} totalTestId="history-total" />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="text-slate-600">{t('customer.item.provider')}</span>{' '}
        {booking.provider ? (
          <>
            {booking.provider.name}
            {rating != null ? (
              <span className="ml-1">
                <span aria-hidden="true" className="text-amber-500">★</span> {rating.toFixed(1)}
                <span className="sr-only"> {t('customer.item.averageRating')}</span>
              </span>
            ) : null}
          </>
        ) : (
          t('customer.item.notAssigned')
        )}
      </p>
      {booking.invoiceNumber ? (
        <p className="mt-2 text-sm">
          <Link to={`/tax-invoice?booking=${encodeURIComponent(booking.id)}`} className="font-medium text-brand-800 underline underline-offset-2">
            {t('customer.item.invoice', { number: booking.invoiceNumber })}
          </Link>
        </p>
      ) : null}
      <PayOnline booking={booking} confirming={confirming} />
      {/* The before and after photos are the proof of the work: the customer sees what the operator sees. */}
      <PhotoProofList photos={booking.photos} whose="your" />
      {booking.feedback ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-800">
            {t('customer.item.yourRating')} <Stars value={booking.feedback.overallRating} /> <span>{booking.feedback.overallRating}/5</span>
          </p>
          {booking.feedback.comments ? <p className="mt-1 italic text-slate-700">“{booking.feedback.comments}”</p> : null}
        </div>
      ) : null}
    </Card>
  );
}
