import { useMemo, useState } from 'react';
import type { BookingStatus } from '../../../shared/schemas/booking';
import { bookingStatusSchema } from '../../../shared/schemas/booking';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useAllBookings } from '../../data/hooks/use-bookings';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { statusLabel } from '../../../shared/domain/booking-machine';
import { BookingRow } from './booking-row';
import { useFirstRowsThenAll } from './first-rows';
import { LoadingBlocks, useStillLoading } from './load-state';

type Filter = BookingStatus | 'all';

export function BookingsTab() {
  const bookings = useAllBookings();
  const loading = useStillLoading('allBookings', bookings);
  const waiting = usePendingKeys('bookings');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = useMemo(() => (bookings ?? []).filter((b) => filter === 'all' || b.status === filter), [bookings, filter]);
  const rendered = useFirstRowsThenAll(shown);

  return (
    <section aria-labelledby="bookings-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="bookings-title" className="text-lg font-semibold text-slate-900">
            All bookings
          </h2>
          <p className="text-sm text-slate-600">
            {bookings ? `${shown.length} of ${bookings.length} bookings, newest first.` : 'Every booking on the platform, newest first.'}
          </p>
        </div>
        <div className="grid w-full gap-1 sm:w-52">
          <Label htmlFor="booking-status-filter">Status</Label>
          <Select value={filter} onValueChange={(v) => setFilter(v as Filter)}>
            <SelectTrigger id="booking-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {bookingStatusSchema.options.map((s) => (
                <SelectItem key={s} value={s} className="capitalize">
                  {statusLabel(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {loading ? (
        <LoadingBlocks label="Loading bookings" shape="bookings" />
      ) : shown.length === 0 ? (
        <EmptyState title="No bookings" description={filter === 'all' ? 'Bookings appear here as customers make them.' : 'No booking has this status.'} />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {rendered.map((b) => (
            <BookingRow key={b.id} booking={b} pending={waiting.has(b.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
