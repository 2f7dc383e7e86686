import { canPerform } from '../../../shared/domain/booking-machine';
import type { Booking } from '../../../shared/schemas/booking';
import { formatDuration } from '../../../shared/domain/time';
import { beforePhotoRefusal } from '../../../shared/domain/slot-rules';
import { useSettings } from '../../data/hooks/use-admin';
import { useNow } from '../../components/use-now';
import { useBidsForBooking } from '../../data/hooks/use-bookings';
import { StartCodeNotice } from '../../components/start-code-notice';
import { BookingRecap } from './booking-recap';
import { CallProvider } from './call-provider';
import { PhotoUpload } from './photo-upload';
import { useT } from '../../i18n/use-t';
import { bookingRefusalText } from '../../components/booking-refusals';

export function ProgressStep({ booking }: { booking: Booking }) {
  const t = useT('booking');
  const provider = booking.provider?.name ?? t('booking.progress.yourProvider');
  const waiting = booking.status === 'confirmed';
  // The duration the chosen provider stated in the bid the customer accepted (mirrored while choosing).
  const accepted = useBidsForBooking(booking.id)?.find((b) => b.providerId === booking.selectedProviderId && b.status !== 'rejected');
  const settings = useSettings()?.settings;
  const now = useNow();
  // Offered only when the server would take them now; before the start window, said why instead.
  const beforeAllowed = canPerform(booking.status, 'uploadBeforePhotos');
  const beforeBlocked = beforeAllowed && settings ? beforePhotoRefusal(new Date(booking.scheduledTime), now, settings.earlyStartMinutes) : null;

  return (
    <div className="grid grid-cols-1 gap-5">
      <BookingRecap booking={booking} />
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">{t(waiting ? 'booking.progress.booked' : 'booking.progress.working', { provider })}</p>
        {accepted ? (
          <p className="mt-1 text-sm" data-testid="progress-duration">
            {t('booking.progress.estimate', { provider, duration: formatDuration(accepted.estimatedDuration) })}
          </p>
        ) : null}
        <CallProvider booking={booking} className="mt-2" />
      </div>
      <StartCodeNotice booking={booking} />
      <div className="grid gap-5 md:grid-cols-2">
        <PhotoUpload booking={booking} type="before" enabled={beforeAllowed && settings !== undefined && beforeBlocked === null} lockedHint={beforeBlocked ? bookingRefusalText(t, beforeBlocked) : undefined} />
        <PhotoUpload
          booking={booking}
          type="after"
          enabled={canPerform(booking.status, 'uploadAfterPhotos')}
          lockedHint={t('booking.progress.afterLocked', { provider })}
        />
      </div>
    </div>
  );
}
