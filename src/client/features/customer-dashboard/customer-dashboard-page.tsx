import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isActiveBooking } from '../../../shared/domain/booking-machine';
import type { Booking } from '../../../shared/schemas/booking';
import { PersonaGate } from '../../components/persona-gate';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useBookingsForCustomer } from '../../data/hooks/use-bookings';
import { useToolRentals } from '../../data/hooks/use-catalog';
import { usePendingKeys } from '../../data/hooks/use-outbox';
import { useSession } from '../../data/hooks/use-session';
import { returnTool } from '../../data/mutations/tool-mutations';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { useSettings } from '../../data/hooks/use-admin';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { useNow } from '../../components/use-now';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingList } from './booking-list';
import { CancelDialog } from './cancel-dialog';
import { dashboardTotals } from './dashboard-totals';
import { RentalList } from './rental-list';
import { StatCards } from './stat-cards';
import { PushOptIn } from '../../pwa/push-opt-in';
import { useT } from '../../i18n/use-t';

export function CustomerDashboardPage() {
  const t = useT('customer');
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('customer.dashboard.title')}</h1>
          <p className="mt-1 text-slate-600">{t('customer.dashboard.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PushOptIn audience="customer" />
          <Link to="/book-service" className={buttonClasses()}>
            {t('customer.dashboard.bookNew')}
          </Link>
          <Link to="/tool-rental" className={buttonClasses({ variant: 'outline' })}>
            {t('customer.dashboard.rentTools')}
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <PersonaGate role="customer">
          <Dashboard />
        </PersonaGate>
      </div>
    </section>
  );
}

function Dashboard() {
  const t = useT('customer');
  useSyncJobs(['customerBookings', 'toolRentals', 'settings']);
  const settings = useSettings()?.settings ?? DEFAULT_SETTINGS;
  const now = useNow();
  const { user } = useSession();
  const bookings = useBookingsForCustomer(user?.id);
  const rentals = useToolRentals(user?.id);
  const state = useListState('customerBookings', bookings);
  const waitingBookings = usePendingKeys('bookings');
  const waitingRentals = usePendingKeys('toolRentals');
  const [viewing, setViewing] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const lists = useMemo(
    () =>
      bookings && {
        active: bookings.filter((b) => isActiveBooking(b.status)),
        history: bookings.filter((b) => !isActiveBooking(b.status)),
      },
    [bookings],
  );

  if (state === 'not-synced') return <NotSyncedState />;
  if (!bookings || !rentals || !lists || state === 'loading') {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  // Keep the dialog showing the live row (status changes while it is open).
  const live = (b: Booking | null) => (b ? (bookings.find((x) => x.id === b.id) ?? b) : null);

  return (
    <div className="grid grid-cols-1 gap-6">
      <StatCards totals={dashboardTotals(bookings, rentals)} />
      <Tabs defaultValue="active">
        <TabsList aria-label={t('customer.dashboard.sections')} className="flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger className="flex-1 whitespace-normal px-2 text-xs sm:flex-none sm:px-3 sm:text-sm" value="active">{t('customer.dashboard.tabActive')}</TabsTrigger>
          <TabsTrigger className="flex-1 whitespace-normal px-2 text-xs sm:flex-none sm:px-3 sm:text-sm" value="history">{t('customer.dashboard.tabHistory')}</TabsTrigger>
          <TabsTrigger className="flex-1 whitespace-normal px-2 text-xs sm:flex-none sm:px-3 sm:text-sm" value="rentals">{t('customer.dashboard.tabRentals')}</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          {lists.active.length === 0 ? (
            <NoBookings
              title={t('customer.dashboard.noActive')}
              description={t('customer.dashboard.noActiveBody')}
              cta={t('customer.history.book')}
            />
          ) : (
            <BookingList bookings={lists.active} waiting={waitingBookings} settings={settings} now={now} onView={setViewing} onCancel={setCancelling} />
          )}
        </TabsContent>
        <TabsContent value="history">
          {lists.history.length === 0 ? (
            <NoBookings title={t('customer.dashboard.noPast')} description={t('customer.dashboard.noPastBody')} cta={t('customer.dashboard.bookFirst')} outline />
          ) : (
            <BookingList bookings={lists.history} waiting={waitingBookings} settings={settings} now={now} onView={setViewing} onCancel={setCancelling} />
          )}
        </TabsContent>
        <TabsContent value="rentals">
          {rentals.length === 0 ? (
            <EmptyState
              title={t('customer.dashboard.noRentals')}
              description={t('customer.dashboard.noRentalsBody')}
              action={
                <Link to="/tool-rental" className={buttonClasses()}>
                  {t('customer.dashboard.browseTools')}
                </Link>
              }
            />
          ) : (
            <RentalList rentals={rentals} waiting={waitingRentals} onReturn={(r) => void returnTool(r)} />
          )}
        </TabsContent>
      </Tabs>
      <BookingDetailsDialog booking={live(viewing)} onClose={() => setViewing(null)} />
      <CancelDialog booking={live(cancelling)} settings={settings} onClose={() => setCancelling(null)} />
    </div>
  );
}

/** An empty bookings tab, pointing the customer at /book-service. */
function NoBookings({ title, description, cta, outline = false }: { title: string; description: string; cta: string; outline?: boolean }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link to="/book-service" className={buttonClasses(outline ? { variant: 'outline' } : undefined)}>
          {cta}
        </Link>
      }
    />
  );
}
