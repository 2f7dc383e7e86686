import { Link } from 'react-router-dom';
import type { Booking } from '../../../shared/schemas/booking';
import { BOOKING_STATUSES, type BookingStatus } from '../../../shared/domain/booking-machine';
import { BOOKING_STATUS_TEXT } from '../../components/booking-status-badge';
import type { MessageId } from '../../i18n/areas';
import { useT } from '../../i18n/use-t';
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
import { usePaymentReturn } from '../../data/hooks/use-payment-return';
import { customerRefusalText } from '../../components/customer-refusals';

/** All, then one tab per status a booking can have, in the state machine's order. */
const TABS: { value: string; label: MessageId; status: BookingStatus | null; empty: MessageId }[] = [
  { value: 'all', label: 'customer.history.all', status: null, empty: 'customer.history.emptyAll' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_TEXT[status], status, empty: 'customer.history.emptyStatus' as const })),
];

/** A status as a tab's name: "In Progress" (the Kannada and Hindi scripts have no capitals). */
const tabName = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

export function CustomerHistoryPage() {
  const t = useT('customer');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('customer.history.title')}</h1>
      <p className="mt-1 text-slate-600">{t('customer.history.lead')}</p>
      <div className="mt-6">
        <PersonaGate role="customer">
          <History />
        </PersonaGate>
      </div>
    </section>
  );
}

function History() {
  const t = useT('customer', 'common');
  useSyncJobs(['customerHistory']);
  const { user } = useSession();
  const bookings = useBookingsForCustomer(user?.id);
  const state = useListState('customerHistory', bookings);
  const paymentReturn = usePaymentReturn();

  if (state === 'not-synced') return <NotSyncedState headingLevel={2} />;
  if (!bookings || state === 'loading') return <JobCardsSkeleton label={t('customer.history.loading')} detailRows={1} />;
  const of = (status: BookingStatus | null): Booking[] => (status ? bookings.filter((b) => b.status === status) : bookings);

  return (
    <>
      {paymentReturn.problem ? (
        <p className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          {customerRefusalText(t, paymentReturn.problem)}
        </p>
      ) : null}
    <HistoryTabs
      label={t('customer.history.filter')}
      tabListClassName="flex w-full justify-start overflow-x-auto"
      triggerClassName="shrink-0 gap-1.5 px-3 text-sm"
      listClassName="grid gap-3"
      tabs={TABS.map((tab) => ({
        value: tab.value,
        label: (
          <>
            {tabName(t(tab.label))} <span className="text-xs text-slate-600">({of(tab.status).length})</span>
          </>
        ),
        items: of(tab.status),
        empty: (
          <EmptyState
            headingLevel={2}
            title={t(tab.empty, { status: tab.status ? t(BOOKING_STATUS_TEXT[tab.status]) : '' })}
            description={t('customer.history.emptyBody')}
            action={
              <Link to="/book-service" className={buttonClasses()}>
                {t('customer.history.book')}
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
