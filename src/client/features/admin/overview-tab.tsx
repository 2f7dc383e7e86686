import { memo, Suspense, useMemo } from 'react';
import { formatRupees, formatAmount } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { Card, TitledCard } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useUsers } from '../../data/hooks/use-admin';
import { useAllBookings } from '../../data/hooks/use-bookings';
import { useServices } from '../../data/hooks/use-catalog';
import { ApprovalQueue } from './approval-queue';
import { BackgroundWorkCard } from './background-work-card';
import { PushCard } from './push-card';
import { SupportTicketsCard } from './support-tickets-card';
import { RetentionSweepCard } from './retention-sweep-card';
import { MoneyDaysCard } from './money-days-card';
import { bookingFigures, recentBookings, verifiedUserCount } from './admin-figures';
import { BookingRow } from './booking-row';
import { LoadingBlocks, useStillLoading } from './load-state';
import { catalogueAreas, catalogueText } from '../../i18n/catalogue-text';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * The Overview. Each part reads only the mirror it shows, so a list arriving re-renders its own
 * card rather than the whole tab (the console's five mirrors land one after another).
 */
export function OverviewTab() {
  const bookings = useAllBookings();
  const bookingsLoading = useStillLoading('allBookings', bookings);
  const shown = bookingsLoading ? undefined : bookings;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ApprovalQueue />
      <KeyFigures bookings={shown} />
      {/* Its words load with it (the admin area); until then, the same loading block. */}
      <Suspense fallback={<LoadingBlocks label="Loading money per day" shape="users" count={1} />}>
        <MoneyDaysCard />
      </Suspense>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecentBookings bookings={shown} />
        <ServicesSummary />
      </div>
      <SupportTicketsCard />
      {/* Its words load with it (the admin area); until then, the same loading block. */}
      <Suspense fallback={<LoadingBlocks label="Loading background work" shape="users" count={1} />}>
        <BackgroundWorkCard />
      </Suspense>
      <Suspense fallback={<LoadingBlocks label="Loading alert figures" shape="users" count={1} />}>
        <PushCard />
      </Suspense>
      <Suspense fallback={<LoadingBlocks label="Loading the last retention sweep" shape="users" count={1} />}>
        <RetentionSweepCard />
      </Suspense>
    </div>
  );
}

/** The four figure cards; the three from bookings show a placeholder until the bookings are in (`undefined`). */
const KeyFigures = memo(function KeyFigures({ bookings }: { bookings: Booking[] | undefined }) {
  const users = useUsers();
  const fromBookings = useMemo(() => (bookings ? bookingFigures(bookings) : null), [bookings]);
  const verified = useMemo(() => verifiedUserCount(users ?? []), [users]);

  const cards = [
    { label: 'Total Revenue', value: fromBookings && formatRupees(fromBookings.totalRevenuePaise), hint: 'Completed bookings, incl. GST', id: 'total-revenue' },
    { label: 'Platform Revenue', value: fromBookings && formatRupees(fromBookings.platformRevenuePaise), hint: 'Platform share of completed bookings', id: 'platform-revenue' },
    { label: 'Verified Users', value: String(verified), hint: `of ${users?.length ?? 0} users`, id: 'verified-users' },
    { label: 'Pending Bookings', value: fromBookings && String(fromBookings.pendingBookings), hint: 'Waiting for a provider', id: 'pending-bookings' },
  ];

  return (
    <section aria-labelledby="overview-figures">
      <h2 id="overview-figures" className="sr-only">
        Key figures
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <div className="p-4">
                <p className="text-sm font-medium text-slate-600">{c.label}</p>
                <div className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={c.id}>
                  {c.value === null ? <Skeleton className="h-8 w-16" /> : c.value}
                </div>
                <p className="mt-1 text-xs text-slate-600">{c.hint}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The five newest bookings; a placeholder list until the bookings are in (`undefined`). */
const RecentBookings = memo(function RecentBookings({ bookings }: { bookings: Booking[] | undefined }) {
  const recent = useMemo(() => (bookings ? recentBookings(bookings) : undefined), [bookings]);
  return (
    <TitledCard title="Recent Bookings" as="h2" description="The five newest bookings on the platform.">
      {!recent ? (
        <LoadingBlocks label="Loading bookings" shape="bookings" />
      ) : recent.length === 0 ? (
        <EmptyState title="No bookings yet" description="New bookings appear here as customers make them." />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {recent.map((b) => (
            <BookingRow key={b.id} booking={b} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
});

/** What customers can book now, read from the services mirror alone. */
const ServicesSummary = memo(function ServicesSummary() {
  const services = useServices();
  const servicesLoading = useStillLoading('services', services);
  const t = useT(...catalogueAreas(useLocale()));
  return (
    <TitledCard title="Services" as="h2" description="What customers can book now.">
      {servicesLoading ? (
        <LoadingBlocks label="Loading services" shape="users" count={4} />
      ) : !services || services.length === 0 ? (
        <EmptyState title="No services" description="Add one in the Services tab." />
      ) : (
        <ul className="divide-y divide-slate-200">
          {services.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{catalogueText(t, s, 'name')}</p>
                <p className="text-xs text-slate-600">
                  {s.duration} min · <span className="capitalize">{s.vehicleType}</span>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge variant={s.category === 'wash' ? 'secondary' : 'outline'} className="capitalize">
                  {s.category}
                </Badge>
                <span className="font-semibold tabular-nums text-slate-900">{formatAmount(s.basePrice)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
});
