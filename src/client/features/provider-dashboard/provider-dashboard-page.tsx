import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PersonaGate } from '../../components/persona-gate';
import { useLostJobs, useAvailableJobs, useMyBids } from '../../data/provider-queries';
import { useSettings } from '../../data/use-admin';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { useNow } from '../../components/use-now';
import { useAcceptedBids } from './use-accepted-bids';
import { useBookingsForProvider } from '../../data/use-bookings';
import { useAvailability, useProviderProfile, useProviderStats, useVerificationStatus } from '../../data/use-provider';
import { useSession } from '../../data/use-session';
import { useSyncJobs, useSyncJobsOnceReady } from '../../data/use-sync-jobs';
import { listStateOf } from '../../pwa/list-state';
import { useOnlineStatus } from '../../pwa/online-status';
import { activeJobsOf } from './active-jobs';
import { AvailableJobsTab } from './available-jobs-tab';
import { StatCards } from './stat-cards';
import { SupportChat } from './support-chat';
import { useT } from '../../i18n/use-t';
import { Skeleton } from '../../components/ui/skeleton';

/** Pulled at once: the open jobs near the provider, their base and radius (the list's order), and whether they may bid. */
export const FIRST_JOBS = ['pendingBookings', 'providerProfile', 'verification'] as const;
/** Pulled once the open jobs have rendered (or after a few seconds without them). */
const LATER_JOBS = [
  'providerBookings',
  'providerStats',
  'availability',
  // The provider's own bids on every job, in one pull (not one per job on screen).
  'myBids',
  // The bid form previews "You earn" with the pricing configuration.
  'pricing',
  // When a job may be started and whether it needs after photos to be completed.
  'settings',
  // The bid form's duration starts at the catalogue durations of the job's services.
  'services',
] as const;

// The tabs behind the first (their dialogs, forms, selects and switches) are their own chunks,
// fetched once the open jobs have rendered, so they do not hold up the first job on a slow line.
const loadActiveJobsTab = () => import('./active-jobs-tab');
const loadAvailabilityTab = () => import('./availability-tab');
const loadSettingsTab = () => import('./settings-tab');
const ActiveJobsTab = lazy(() => loadActiveJobsTab().then((m) => ({ default: m.ActiveJobsTab })));
const AvailabilityTab = lazy(() => loadAvailabilityTab().then((m) => ({ default: m.AvailabilityTab })));
const SettingsTab = lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab })));

export function ProviderDashboardPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('chrome.title.providerDashboard')}</h1>
      <PersonaGate role="provider">
        <ProviderDashboard />
      </PersonaGate>
    </div>
  );
}

function ProviderDashboard() {
  const { user } = useSession();
  if (!user || user.userType !== 'provider') return null;
  return <Dashboard provider={user} />;
}

function Dashboard({ provider }: { provider: User }) {
  const t = useT('dashboard');
  // On a slow connection the open jobs and whether the provider may bid come first; the rest is
  // pulled once the list has rendered (docs/decisions/037-signed-in-first-paint.md).
  useSyncJobs(FIRST_JOBS);
  const now = useNow(30_000);
  const settings = useSettings()?.settings ?? DEFAULT_SETTINGS;

  const stats = useProviderStats(provider.id);
  const profile = useProviderProfile(provider.id);
  const verification = useVerificationStatus(provider.id);
  const availability = useAvailability(provider.id);
  const availableJobs = useAvailableJobs(provider.id, now);
  const available = availableJobs?.jobs;
  const online = useOnlineStatus();
  // Until the provider's base is known the list would be shown unsorted and then reordered.
  const listState = availableJobs?.areaKnown || !online ? listStateOf(available, availableJobs?.syncedAt, online) : 'loading';
  const assigned = useBookingsForProvider(provider.id);
  const openJobs = useMemo(() => available?.map((x) => x.job), [available]);
  useAcceptedBids(openJobs, useMyBids(provider.id), assigned);
  const active = useMemo(() => (assigned ? activeJobsOf(assigned) : undefined), [assigned]);
  const lost = useLostJobs() ?? [];
  const listShown = listState !== 'loading';
  useSyncJobsOnceReady(listShown, LATER_JOBS);
  useEffect(() => {
    if (listShown) void Promise.all([loadActiveJobsTab(), loadAvailabilityTab(), loadSettingsTab()]).catch(() => undefined);
  }, [listShown]);
  const verified = verification?.canActivateProfile ?? profile?.canActivateProfile ?? false;
  // Until either row is on the device nothing is known: no "finish your onboarding" to a verified
  // provider while the first pull is still on its way.
  const verificationKnown = verification != null || profile != null;

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-slate-600">{t('dashboard.welcome', { name: provider.name })}</p>
          {verified ? (
            <Badge variant="success" data-testid="verified-badge">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1 h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('dashboard.verified')}
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Its words are the support area's (docs/translations.md). */}
          <div className="contents" data-area="support">
            <SupportChat />
          </div>
          <Link to="/provider-onboarding" className={buttonClasses({ variant: verified ? 'outline' : 'default', size: 'sm' })}>
            {t(verified ? 'dashboard.onboardingTraining' : 'dashboard.completeOnboarding')}
          </Link>
        </div>
      </div>

      <div className="mt-6">
        <StatCards stats={stats} />
        <p className="mt-2 text-right text-sm">
          <Link to="/provider-earnings" className="font-medium text-brand-800 underline underline-offset-2">
            {t('dashboard.earningsStatement')}
          </Link>
        </p>
      </div>

      <Tabs defaultValue="available" className="mt-8">
        <TabsList aria-label={t('dashboard.sections')} className="w-full flex-wrap sm:w-auto">
          <TabsTrigger value="available" className="flex-1 sm:flex-none">
            {t('dashboard.tab.available')}{' '}
            <Badge variant="secondary" data-testid="available-count">
              {available?.length ?? 0}
            </Badge>
          </TabsTrigger>
          <TabsTrigger value="active" className="flex-1 sm:flex-none">{t('dashboard.tab.active')}</TabsTrigger>
          <TabsTrigger value="availability" className="flex-1 sm:flex-none">{t('dashboard.tab.availability')}</TabsTrigger>
          <TabsTrigger value="settings" className="flex-1 sm:flex-none">{t('dashboard.tab.settings')}</TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <AvailableJobsTab provider={provider} jobs={available} state={listState} canBid={verified} verificationKnown={verificationKnown} />
        </TabsContent>
        <TabsContent value="active">
          <Suspense fallback={<TabSkeleton />}>
            <ActiveJobsTab providerId={provider.id} jobs={active} lost={lost} settings={settings} now={now} />
          </Suspense>
        </TabsContent>
        <TabsContent value="availability">
          <Suspense fallback={<TabSkeleton />}>
            <AvailabilityTab providerId={provider.id} rows={availability} />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings">
          <Suspense fallback={<TabSkeleton />}>
            <SettingsTab providerId={provider.id} profile={profile} stats={stats} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}

/** A tab whose code is still on its way. */
function TabSkeleton() {
  return <Skeleton className="h-64 w-full" aria-hidden="true" />;
}
