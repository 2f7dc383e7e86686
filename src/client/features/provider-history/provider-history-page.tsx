import { Link } from 'react-router-dom';
import type { ProviderStats } from '../../../shared/schemas/provider';
import type { User } from '../../../shared/schemas/user';
import { formatAmount } from '../../../shared/pricing/money';
import { HistoryTabs } from '../../components/history-tabs';
import { PersonaGate } from '../../components/persona-gate';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useBookingsForProvider } from '../../data/hooks/use-bookings';
import { useProviderStats } from '../../data/hooks/use-provider';
import { useSession } from '../../data/hooks/use-session';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { jobsForTab, type HistoryTab } from './history-filters';
import { HistoryJobCard } from './history-job-card';
import type { MessageId } from '../../i18n/areas';
import { useT, type Translate } from '../../i18n/use-t';

const TABS: { value: HistoryTab; label: MessageId; empty: MessageId; hint: MessageId }[] = [
  { value: 'all', label: 'history.tabs.all', empty: 'history.empty.all', hint: 'history.empty.allHint' },
  { value: 'completed', label: 'history.tabs.completed', empty: 'history.empty.completed', hint: 'history.empty.completedHint' },
  { value: 'active', label: 'history.tabs.active', empty: 'history.empty.active', hint: 'history.empty.activeHint' },
];

const HISTORY_JOBS = ['providerHistory', 'providerStats'] as const;

export function ProviderHistoryPage() {
  const t = useT('history');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('history.title')}</h1>
      {/* Rendered at build time with the heading: the first paint shows the screen's own words. */}
      <p className="mt-2 text-slate-600">{t('history.intro')}</p>
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
  useSyncJobs(HISTORY_JOBS);
  const bookings = useBookingsForProvider(provider.id);
  const stats = useProviderStats(provider.id);
  const state = useListState('providerHistory', bookings);
  const loading = state === 'loading';
  const t = useT('history');

  return (
    <>
      <section aria-labelledby="summary-title" className="mt-6">
        <h2 id="summary-title" className="sr-only">
          {t('history.summary.heading')}
        </h2>
        <Summary stats={stats} t={t} />
        <p className="mt-2 text-right text-sm">
          <Link to="/provider-earnings" className="font-medium text-brand-800 underline underline-offset-2">
            {t('history.earningsLink', { format: 'CSV' })}
          </Link>
        </p>
      </section>
      <HistoryTabs
        label={t('history.tabs.label')}
        className="mt-8"
        listClassName="space-y-4"
        tabs={TABS.map((tab) => ({
          value: tab.value,
          label: t(tab.label),
          items: loading ? [] : jobsForTab(bookings ?? [], tab.value),
          empty: state === 'not-synced' ? <NotSyncedState /> : <EmptyState title={t(tab.empty)} description={t(tab.hint)} />,
        }))}
        renderItem={(job) => <HistoryJobCard job={job} />}
        loading={
          loading ? (
            <div className="space-y-3" aria-busy="true">
              <p className="sr-only">{t('history.loading')}</p>
              <Skeleton className="h-48" />
              <Skeleton className="h-48" />
            </div>
          ) : undefined
        }
      />
    </>
  );
}

const SUMMARY_LABELS: MessageId[] = ['history.summary.totalJobs', 'history.summary.completed', 'history.summary.averageRating', 'history.summary.totalEarnings'];

function Summary({ stats, t }: { stats: ProviderStats | null | undefined; t: Translate }) {
  const items = stats
    ? [
        { label: t('history.summary.totalJobs'), value: String(stats.totalJobs) },
        { label: t('history.summary.completed'), value: String(stats.completedJobs), hint: t('history.summary.completionRate', { rate: stats.completionRate }) },
        { label: t('history.summary.averageRating'), value: stats.averageRating === null ? '—' : t('history.summary.ratingValue', { rating: stats.averageRating.toFixed(1) }) },
        { label: t('history.summary.totalEarnings'), value: formatAmount(stats.totalEarnings) },
      ]
    : null;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {(items ?? SUMMARY_LABELS.map((id) => ({ label: t(id), value: null, hint: undefined }))).map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{item.value ?? <Skeleton className="h-7 w-16" />}</dd>
          {item.hint ? <dd className="text-xs text-slate-600">{item.hint}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
