import { Link } from 'react-router-dom';
import type { Booking } from '../../../shared/schemas/booking';
import { BOOKING_STATUSES, statusLabel, type BookingStatus } from '../../../shared/domain/booking-machine';
import { HistoryTabs } from '../../components/history-tabs';
import { PersonaGate } from '../../components/persona-gate';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { JobCardsSkeleton } from '../../components/ui/skeleton';
import { useBookingsForCustomer } from '../../data/hooks/use-bookings';
import { useSession } from '../../data/hooks/use-session';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { HistoryItem } from './history-item';
import { usePaymentReturn } from './pay-online';

const titleCase = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

/** All, then one tab per status a booking can have, in the state machine's order. */
const TABS: { value: string; label: string; status: BookingStatus | null; empty: string }[] = [
  { value: 'all', label: 'All', status: null, empty: 'No bookings yet' },
  ...BOOKING_STATUSES.map((status) => ({
    value: status,
    label: titleCase(statusLabel(status)),
    status,
    empty: `No ${statusLabel(status)} bookings`,
  })),
];

export function CustomerHistoryPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Booking History</h1>
      <p className="mt-1 text-slate-600">Every service you have booked, with your providers and ratings.</p>
      <div className="mt-6">
        <PersonaGate role="customer">
          <History />
        </PersonaGate>
      </div>
    </section>
  );
}

function History() {
  useSyncJobs(['customerHistory']);
  const { user } = useSession();
  const bookings = useBookingsForCustomer(user?.id);
  const state = useListState('customerHistory', bookings);
  const paymentReturn = usePaymentReturn();

  if (state === 'not-synced') return <NotSyncedState headingLevel={2} />;
  if (!bookings || state === 'loading') return <JobCardsSkeleton label="Loading your bookings…" detailRows={1} />;
  const of = (status: BookingStatus | null): Booking[] => (status ? bookings.filter((b) => b.status === status) : bookings);

  return (
    <>
      {paymentReturn.problem ? (
        <p className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          {paymentReturn.problem}
        </p>
      ) : null}
    <HistoryTabs
      label="Filter by status"
      tabListClassName="flex w-full justify-start overflow-x-auto"
      triggerClassName="shrink-0 gap-1.5 px-3 text-sm"
      listClassName="grid gap-3"
      tabs={TABS.map((t) => ({
        value: t.value,
        label: (
          <>
            {t.label} <span className="text-xs text-slate-600">({of(t.status).length})</span>
          </>
        ),
        items: of(t.status),
        empty: (
          <EmptyState
            headingLevel={2}
            title={t.empty}
            description="Bookings you make will be listed here."
            action={
              <Link to="/book-service" className={buttonClasses()}>
                Book a Service
              </Link>
            }
          />
        ),
      }))}
      renderItem={(b) => <HistoryItem booking={b} confirming={b.id === paymentReturn.bookingId} />}
    />
    </>
  );
}
