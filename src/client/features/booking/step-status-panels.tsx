import { PanelSkeleton } from './wizard-skeleton';
import type { Booking } from '../../../shared/schemas/booking';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BookingRecap } from './booking-recap';
import { useT } from '../../i18n/use-t';

/** A booking made offline: safe on this device, sent as soon as there is a connection. */
export function SyncingPanel({ booking }: { booking: Booking }) {
  const t = useT('booking');
  return (
    <div className="grid grid-cols-1 gap-5">
      <div role="status" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-900" data-testid="booking-waiting-to-sync">
        <p className="font-semibold">{t('booking.syncing.title')}</p>
        <p className="mt-1 text-sm">
          {t('booking.syncing.body')}
        </p>
      </div>
      <BookingRecap booking={booking} />
    </div>
  );
}

/** A booking that ended without a service: cancelled, or expired with nobody confirmed in time. */
export function ClosedPanel({ booking, onBookAnother }: { booking: Booking; onBookAnother: () => void }) {
  const t = useT('booking');
  const expired = booking.status === 'expired';
  return (
    <div className="grid grid-cols-1 gap-5">
      <BookingRecap booking={booking} />
      <Card className="p-6 text-center" data-testid="booking-closed">
        <p className="font-semibold text-slate-900">{t(expired ? 'booking.closed.expired' : 'booking.closed.cancelled')}</p>
        {expired ? <p className="mt-1 text-sm text-slate-600">{t('booking.refusal.expired')}</p> : null}
        <Button className="mt-4" onClick={onBookAnother}>
          {t('booking.closed.again')}
        </Button>
      </Card>
    </div>
  );
}

export function MissingPanel({ loading, onBookAnother }: { loading: boolean; onBookAnother: () => void }) {
  const t = useT('booking');
  if (loading) return <PanelSkeleton label={t('booking.loading.booking')} />;
  return (
    <Card className="p-6 text-center">
      <p className="font-semibold text-slate-900">{t('booking.missing.title')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('booking.missing.body')}</p>
      <Button className="mt-4" onClick={onBookAnother}>
        {t('booking.missing.new')}
      </Button>
    </Card>
  );
}
