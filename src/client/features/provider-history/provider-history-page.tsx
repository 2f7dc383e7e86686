import { Link } from 'react-router-dom';
import type { ProviderStats } from '../../../shared/schemas/provider';
import type { User } from '../../../shared/schemas/user';
import { formatAmount } from '../../../shared/pricing/money';
import { HistoryTabs } from '../../components/history-tabs';
import { PersonaGate } from '../../components/persona-gate';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useBookingsForProvider } from '../../data/use-bookings';
import { useProviderStats } from '../../data/use-provider';
import { useSession } from '../../data/use-session';
import { useSyncJobs } from '../../data/use-sync-jobs';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { jobsForTab, type HistoryTab } from './history-filters';
import { HistoryJobCard } from './history-job-card';

const TABS: { value: HistoryTab; label: string; empty: string; hint: string }[] = [
  { value: 'all', label: 'All Jobs', empty: 'No jobs found', hint: 'Jobs you win will be listed here.' },
  { value: 'completed', label: 'Completed', empty: 'No completed jobs', hint: 'Completed jobs and their feedback appear here.' },
  { value: 'active', label: 'Active', empty: 'No active jobs', hint: 'Jobs you are working on or have been confirmed for appear here.' },
];

export function ProviderHistoryPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Provider Performance Dashboard</h1>
      <PersonaGate role="provider">
        <HistoryForSession />
      </PersonaGate>
    </div>
  );
}

function HistoryForSession() {
  const { user } = useSession();
  if (!user || user.userType !== 'provider') return null;
  return <History provider={user} />;
}

function History({ provider }: { provider: User }) {
  useSyncJobs(['providerHistory', 'providerStats']);
  const bookings = useBookingsForProvider(provider.id);
  const stats = useProviderStats(provider.id);
  const state = useListState('providerHistory', bookings);
  const loading = state === 'loading';

  return (
    <>
      <p className="mt-2 text-slate-600">Your jobs, earnings and what customers said, {provider.name}.</p>
      <section aria-labelledby="summary-title" className="mt-6">
        <h2 id="summary-title" className="sr-only">
          Statistics summary
        </h2>
        <Summary stats={stats} />
        <p className="mt-2 text-right text-sm">
          <Link to="/provider-earnings" className="font-medium text-brand-800 underline underline-offset-2">
            Earnings statement and CSV
          </Link>
        </p>
      </section>
      <HistoryTabs
        label="Job lists"
        className="mt-8"
        listClassName="space-y-4"
        tabs={TABS.map((t) => ({
          value: t.value,
          label: t.label,
          items: loading ? [] : jobsForTab(bookings ?? [], t.value),
          empty: state === 'not-synced' ? <NotSyncedState /> : <EmptyState title={t.empty} description={t.hint} />,
        }))}
        renderItem={(job) => <HistoryJobCard job={job} />}
        loading={
          loading ? (
            <div className="space-y-3" aria-busy="true">
              <p className="sr-only">Loading jobs…</p>
              <Skeleton className="h-48" />
              <Skeleton className="h-48" />
            </div>
          ) : undefined
        }
      />
    </>
  );
}

function Summary({ stats }: { stats: ProviderStats | null | undefined }) {
  const items = stats
    ? [
        { label: 'Total Jobs', value: String(stats.totalJobs) },
        { label: 'Completed', value: String(stats.completedJobs), hint: `${stats.completionRate}% completion rate` },
        { label: 'Average Rating', value: stats.averageRating === null ? '—' : `${stats.averageRating.toFixed(1)} / 5` },
        { label: 'Total Earnings', value: formatAmount(stats.totalEarnings) },
      ]
    : null;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {(items ?? ['Total Jobs', 'Completed', 'Average Rating', 'Total Earnings'].map((label) => ({ label, value: null, hint: undefined }))).map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{item.value ?? <Skeleton className="h-7 w-16" />}</dd>
          {item.hint ? <dd className="text-xs text-slate-600">{item.hint}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
