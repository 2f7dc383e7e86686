import { useState } from 'react';
import { formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { acceptBid } from '../../data/mutations/booking-mutations';
import { useBidsForBooking } from '../../data/hooks/use-bookings';
import { useOnlineStatus } from '../../pwa/online-status';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { EmptyState } from '../../components/ui/empty-state';
import { JobCardsSkeleton } from '../../components/ui/skeleton';
import { useNow } from '../../components/use-now';
import { bidRefusal } from '../../../shared/domain/action-refusals';
import { BidCard } from './bid-card';
import { BookingRecap } from './booking-recap';
import { useT } from '../../i18n/use-t';
import { bookingRefusalText } from '../../components/booking-refusals';

const BID_JOBS = ['myBids'] as const;

export function BidsStep({ booking }: { booking: Booking }) {
  const t = useT('booking');
  // One pull of every bid on the customer's bookings, not one per booking.
  useSyncJobs(BID_JOBS);
  const online = useOnlineStatus();
  const syncedAt = useJobSyncedAt('myBids');
  const all = useBidsForBooking(booking.id);
  const [accepting, setAccepting] = useState<string | null>(null);
  // Bids from before an emergency release were rejected; only live ones can be chosen.
  const bids = all?.filter((b) => b.status === 'pending');
  const loading = all === undefined || (bids!.length === 0 && syncedAt === null && online);
  // Once the slot has begun no bid can be accepted; the server's sweep then marks the booking expired.
  const now = useNow(30_000);
  const overdue = bidRefusal(booking.status, new Date(booking.scheduledTime), now);

  async function accept(bidId: string) {
    const bid = bids?.find((b) => b.id === bidId);
    if (!bid) return;
    setAccepting(bid.id);
    try {
      await acceptBid(bid, booking);
    } finally {
      setAccepting(null);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <BookingRecap booking={booking} />
      {booking.status === 'emergency_released' ? (
        <div role="status" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-900">
          <p className="font-semibold">{t('booking.bids.released')}</p>
          <p className="mt-1 text-sm">
            {booking.releaseReason ? `${t('booking.bids.releasedReason', { reason: booking.releaseReason })} ` : ''}
            {t('booking.bids.releasedBody')}
          </p>
          {booking.agreedTotal ? (
            <p className="mt-1 text-sm" data-testid="agreed-price">
              {t('booking.bids.agreed', { total: formatAmount(booking.agreedTotal) })}
            </p>
          ) : null}
        </div>
      ) : null}

      {overdue ? (
        <p role="status" id="bids-overdue" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-900" data-testid="bids-overdue">
          {bookingRefusalText(t, overdue)}
        </p>
      ) : null}

      {loading ? (
        <JobCardsSkeleton label={t('booking.bids.loading')} count={2} detailRows={1} />
      ) : bids!.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('booking.bids.waiting')}
          description={t('booking.bids.waitingBody')}
          icon={
            <svg viewBox="0 0 24 24" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="1.5">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" strokeLinecap="round" />
            </svg>
          }
        />
      ) : (
        <section aria-labelledby="bids-heading" className="grid gap-4">
          <div>
            <h3 id="bids-heading" className="text-lg font-semibold text-slate-900">
              {t('booking.bids.heading')}
            </h3>
            <p className="text-sm text-slate-600">{t('booking.bids.lead')}</p>
          </div>
          <ul className="grid gap-5 pt-2">
            {bids!.map((bid, i) => (
              <li key={bid.id}>
                <BidCard
                  bid={bid}
                  bestValue={i === 0}
                  agreedTotal={booking.agreedTotal}
                  accepting={accepting === bid.id}
                  disabled={accepting !== null || overdue !== null}
                  onAccept={() => void accept(bid.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!online ? <p className="text-sm text-slate-600">{t('booking.bids.offline')}</p> : null}
    </div>
  );
}
