import { Link } from 'react-router-dom';
import { bookingReferenceText } from '../../../shared/domain/booking-reference';
import { JOBS_IN_HAND, OPEN_TO_PROVIDERS, canPerform, isIn } from '../../../shared/domain/booking-machine';
import { formatIstDateTime } from '../../../shared/domain/time';
import type { Booking } from '../../../shared/schemas/booking';
import type { SystemSettings } from '../../../shared/schemas/admin';
import { cancelRefusal, cancelUnavailableText } from '../../../shared/domain/action-refusals';
import { BlockedReason } from '../../components/blocked-reason';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BookingStatusTotal } from '../../components/booking-status-total';
import { StartCodeNotice } from '../../components/start-code-notice';
import { useT } from '../../i18n/use-t';
import { catalogueNames } from '../../i18n/catalogue-text';
import { cancellationTermsText } from './cancellation-terms';
import { customerRefusalText } from '../../components/customer-refusals';

interface Props {
  bookings: Booking[];
  waiting: Set<string>;
  /** Cancellations may be off or past their deadline: the Cancel button says so instead of failing. */
  settings: SystemSettings;
  now: Date;
  onView: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
}

export function BookingList({ bookings, waiting, settings, now, onView, onCancel }: Props) {
  const t = useT('customer', 'catalogue');
  return (
    <ul className="grid gap-3">
      {bookings.map((b) => {
        const unsynced = waiting.has(b.id);
        // A pending booking is cancelled under the deadline; a confirmed one on its terms (free, or the late fee).
        const cancellable = canPerform(b.status, 'cancel') || canPerform(b.status, 'cancelConfirmed');
        const cancelBlocked = canPerform(b.status, 'cancel')
          ? cancelRefusal(new Date(b.scheduledTime), now, settings)
          : cancellable && !settings.allowCancellations
            ? 'Cancellations are turned off'
            : null;
        const unavailable = cancellable ? null : cancelUnavailableText(b.status);
        const cancelNote = cancellable
          ? cancelBlocked
            ? customerRefusalText(t, cancelBlocked)
            : canPerform(b.status, 'cancelConfirmed')
              ? cancellationTermsText(t, b, settings, now)
              : null
          : unavailable && customerRefusalText(t, unavailable);
        const reference = bookingReferenceText(b.id);
        const reasonId = `booking-${b.id}-cancel-blocked`;
        return (
          <li key={b.id}>
            <Card className="p-4" data-testid="booking-row" data-booking-id={b.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{catalogueNames(t, b.services) || t('customer.item.booking')}</h3>
                  <p className="text-sm text-slate-600">
                    {reference} · {formatIstDateTime(b.scheduledTime)} · {b.vehicleType === 'bike' ? t('customer.row.vehicleBike') : (b.vehicleModel ?? t('customer.row.vehicleCar'))}
                  </p>
                  <p className="truncate text-sm text-slate-600">{b.location}</p>
                </div>
                <BookingStatusTotal booking={b} totalTestId="booking-row-total">
                  {unsynced ? <span className="text-xs font-medium text-orange-700">{t('customer.row.waiting')}</span> : null}
                </BookingStatusTotal>
              </div>
              <div className="mt-3 empty:hidden">
                <StartCodeNotice booking={b} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(b)} aria-label={t('customer.row.viewLabel', { reference })}>
                  {t('customer.row.view')}
                </Button>
                {isIn(OPEN_TO_PROVIDERS, b.status) || isIn(JOBS_IN_HAND, b.status) ? (
                  <Link to={`/book-service?booking=${encodeURIComponent(b.id)}`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                    {isIn(OPEN_TO_PROVIDERS, b.status) ? t('customer.row.bids') : t('customer.row.track')}
                  </Link>
                ) : null}
                {cancellable ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={unsynced || cancelBlocked !== null}
                    onClick={() => onCancel(b)}
                    aria-label={t('customer.row.cancelLabel', { reference })}
                    aria-describedby={cancelNote ? reasonId : undefined}
                  >
                    {t('customer.row.cancel')}
                  </Button>
                ) : null}
                <Link to={`/book-service?again=${encodeURIComponent(b.id)}`} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
                  {t('customer.row.again')}
                </Link>
              </div>
              <div className="mt-2 empty:hidden">
                <BlockedReason id={reasonId} reason={cancelNote} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
