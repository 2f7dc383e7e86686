import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { formatIstDateTime } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { BOOKING_STATUS_TEXT } from '../../components/booking-status-badge';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
import { catalogueNames } from '../../i18n/catalogue-text';

/** A pending booking shows the list-price estimate; once a bid is accepted, the agreed total. */
function totalLabel(booking: Booking): MessageId {
  if (booking.agreedTotal) return 'booking.recap.agreed';
  return booking.selectedProviderId ? 'booking.recap.total' : 'booking.recap.estimated';
}

/** The booking the wizard is about, in one compact block. */
export function BookingRecap({ booking }: { booking: Booking }) {
  const t = useT('booking', 'common', 'catalogue');
  const vehicle = booking.vehicleType === 'bike' ? t('booking.vehicle.bike') : booking.vehicleModel ? booking.vehicleModel : t('booking.vehicle.car');
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t('booking.recap.booking')} <span className="font-mono font-semibold text-slate-900">{bookingReferenceText(booking.id)}</span>
        </p>
        <Badge variant="secondary" className="capitalize">
          {t(BOOKING_STATUS_TEXT[booking.status])}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('booking.recap.services')}</dt>
          <dd className="font-medium text-slate-900">{catalogueNames(t, booking.services) || '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('booking.recap.vehicle')}</dt>
          <dd className="font-medium text-slate-900">{vehicle}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('booking.recap.when')}</dt>
          <dd className="font-medium text-slate-900">{formatIstDateTime(booking.scheduledTime)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('booking.recap.where')}</dt>
          <dd className="font-medium text-slate-900 break-words">{booking.location}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t(totalLabel(booking))}</dt>
          <dd className="font-medium text-slate-900" data-testid="booking-total">
            {formatAmount(booking.agreedTotal ?? booking.totalAmount)}
          </dd>
        </div>
        {booking.provider ? (
          <div>
            <dt className="text-slate-600">{t('booking.recap.provider')}</dt>
            <dd className="font-medium text-slate-900">{booking.provider.name}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
