import { PanelSkeleton } from './wizard-skeleton';
import type { Booking } from '../../../shared/schemas/booking';
import { EXPIRED_MESSAGE } from '../../../shared/domain/slot-rules';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BookingRecap } from './booking-recap';

/** A booking made offline: safe on this device, sent as soon as there is a connection. */
export function SyncingPanel({ booking }: { booking: Booking }) {
  return (
    <div className="grid grid-cols-1 gap-5">
      <div role="status" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-900" data-testid="booking-waiting-to-sync">
        <p className="font-semibold">Booking saved — waiting to sync</p>
        <p className="mt-1 text-sm">
          Your booking is stored on this device and will be sent when you're back online. Provider bids will appear here once it has synced.
        </p>
      </div>
      <BookingRecap booking={booking} />
    </div>
  );
}

/** A booking that ended without a service: cancelled, or expired with nobody confirmed in time. */
export function ClosedPanel({ booking, onBookAnother }: { booking: Booking; onBookAnother: () => void }) {
  const expired = booking.status === 'expired';
  return (
    <div className="grid grid-cols-1 gap-5">
      <BookingRecap booking={booking} />
      <Card className="p-6 text-center" data-testid="booking-closed">
        <p className="font-semibold text-slate-900">{expired ? 'This booking expired.' : 'This booking was cancelled.'}</p>
        {expired ? <p className="mt-1 text-sm text-slate-600">{EXPIRED_MESSAGE}</p> : null}
        <Button className="mt-4" onClick={onBookAnother}>
          Book Another Service
        </Button>
      </Card>
    </div>
  );
}

export function MissingPanel({ loading, onBookAnother }: { loading: boolean; onBookAnother: () => void }) {
  if (loading) return <PanelSkeleton label="Loading your booking" />;
  return (
    <Card className="p-6 text-center">
      <p className="font-semibold text-slate-900">We couldn't find this booking.</p>
      <p className="mt-1 text-sm text-slate-600">It may belong to another account, or it is not on this device yet.</p>
      <Button className="mt-4" onClick={onBookAnother}>
        Start a New Booking
      </Button>
    </Card>
  );
}
