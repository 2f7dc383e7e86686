import { formatIstDateTime } from '../../../shared/domain/time';
import { formatIndianMobile, telUrl } from '../../../shared/domain/indian-mobile';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { Link } from 'react-router-dom';
import type { Booking } from '../../../shared/schemas/booking';
import { PriceLines } from '../../components/price-lines';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { BOOKING_STATUS_TEXT, BookingStatusBadge } from '../../components/booking-status-badge';
import { PhotoProofList } from '../../components/photo-proof-caption';
import { formatAmount } from '../../../shared/pricing/money';
import { useT } from '../../i18n/use-t';
import { catalogueText } from '../../i18n/catalogue-text';

export function BookingDetailsDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const t = useT('customer', 'catalogue', 'common');
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {booking ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('customer.details.title', { reference: bookingReferenceText(booking.id) })}</DialogTitle>
            <DialogDescription>{t('customer.details.bookedOn', { time: formatIstDateTime(booking.createdAt) })}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('customer.details.status')}</dt>
            <dd>
              <BookingStatusBadge status={booking.status} label={t(BOOKING_STATUS_TEXT[booking.status])} />
            </dd>
            <dt className="text-slate-600">{t('customer.details.services')}</dt>
            <dd>
              <ul>
                {booking.services.map((s) => (
                  <li key={s.id}>{catalogueText(t, s, 'name')}</li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-600">{t('customer.details.vehicle')}</dt>
            <dd>{booking.vehicleType === 'bike' ? t('customer.row.vehicleBike') : (booking.vehicleModel ?? t('customer.row.vehicleCar'))}</dd>
            <dt className="text-slate-600">{t('customer.details.slot')}</dt>
            <dd>{formatIstDateTime(booking.scheduledTime)}</dd>
            <dt className="text-slate-600">{t('customer.details.location')}</dt>
            <dd className="break-words">{booking.location}</dd>
            <dt className="text-slate-600">{t('customer.details.provider')}</dt>
            <dd>
              {booking.provider?.name ?? t('customer.details.notChosen')}
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
                <dt className="text-slate-600">{t('customer.details.agreed')}</dt>
                <dd>{t('customer.details.agreedBody', { amount: formatAmount(booking.agreedTotal) })}</dd>
              </>
            ) : null}
            {booking.status === 'expired' ? (
              <>
                <dt className="text-slate-600">{t('customer.details.expired')}</dt>
                <dd>{t('customer.details.expiredWhy')}</dd>
              </>
            ) : null}
            {booking.releaseReason ? (
              <>
                <dt className="text-slate-600">{t('customer.details.released')}</dt>
                <dd>{booking.releaseReason}</dd>
              </>
            ) : null}
            {booking.feedback ? (
              <>
                <dt className="text-slate-600">{t('customer.details.rating')}</dt>
                <dd>
                  {booking.feedback.overallRating}/5{booking.feedback.comments ? ` — “${booking.feedback.comments}”` : ''}
                </dd>
              </>
            ) : null}
          </dl>
          <section aria-label={t('customer.details.price')} className="mt-4 rounded-lg bg-slate-50 p-3">
            <PriceLines price={{ ...booking, servicePrice: booking.subtotal }} totalLabel={booking.selectedProviderId ? t('customer.details.total') : t('customer.details.estimated')} />
          </section>
          {booking.invoiceNumber ? (
            <Link to={`/tax-invoice?booking=${encodeURIComponent(booking.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline', className: 'mt-3' })}>
              {t('customer.item.invoice', { number: booking.invoiceNumber })}
            </Link>
          ) : null}
          <PhotoProofList photos={booking.photos} whose="your" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
