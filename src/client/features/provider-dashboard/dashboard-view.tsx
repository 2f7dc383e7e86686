import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import type { OnboardingWait } from '../../../shared/domain/verification';
import type { Booking } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Skeleton } from '../../components/ui/skeleton';
import type { NearbyJob, LostJob } from '../../data/hooks/provider-queries';
import type { useSettings } from '../../data/hooks/use-admin';
import type { useAvailability, useProviderProfile, useProviderStats } from '../../data/hooks/use-provider';
import type { ListState } from '../../pwa/list-state';
import { AvailableJobsTab } from './available-jobs-tab';
import { PushOptIn } from '../../pwa/push-opt-in';
import { StatCards } from './stat-cards';
import { SupportChat } from './support-chat';
import { useT } from '../../i18n/use-t';
import { yieldToMain } from '../../sync/yield-to-main';

// The tabs behind the first (their dialogs, forms, selects and switches) are their own chunks,
// fetched once the open jobs have rendered, so they do not hold up the first job on a slow line.
const loadActiveJobsTab = () => import('./active-jobs-tab');
const loadAvailabilityTab = () => import('./availability-tab');
const loadSettingsTab = () => import('./settings-tab');
const ActiveJobsTab = lazy(() => loadActiveJobsTab().then((m) => ({ default: m.ActiveJobsTab })));
const AvailabilityTab = lazy(() => loadAvailabilityTab().then((m) => ({ default: m.AvailabilityTab })));
const SettingsTab = lazy(() => loadSettingsTab().then((m) => ({ default: m.SettingsTab })));

/**
 * Fetches the code of the tabs behind the first, each asked for in a task of its own: asking for a
 * chunk and its imports costs the main thread a few milliseconds a file on a slow phone, and the
 * three at once were one long task.
 */
export async function loadLaterTabs(): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const load of [loadActiveJobsTab, loadAvailabilityTab, loadSettingsTab]) {
    await yieldToMain();
    loading.push(load());
  }
  await Promise.all(loading);
}

/** Everything the dashboard shows, read by the page from the device (or, for its first view, by the server from its first answers). */
export interface DashboardViewProps {
  provider: User;
  verified: boolean;
  verificationKnown: boolean;
  stats: ReturnType<typeof useProviderStats>;
  available: NearbyJob[] | undefined;
  listState: ListState;
  active: Booking[] | undefined;
  lost: LostJob[];
  settings: NonNullable<ReturnType<typeof useSettings>>['settings'];
  /** Whether `settings` are the server's (else the defaults until they arrive). */
  settingsKnown: boolean;
  now: Date;
  availability: ReturnType<typeof useAvailability>;
  profile: ReturnType<typeof useProviderProfile>;
  /** At most this many job cards (the server's first view: a screenful or two); all when unset. */
  cardLimit?: number;
  /** What an unverified provider waits on, once their verification is on the device. */
  wait?: OnboardingWait;
}

/** The provider dashboard: who is acting, their figures, and the tabs (open jobs first). */
export function DashboardView({ provider, verified, verificationKnown, stats, available, listState, active, lost, settings, settingsKnown, now, availability, profile, cardLimit, wait }: DashboardViewProps) {
  const t = useT('dashboard');
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
          {verified ? <PushOptIn audience="provider" /> : null}
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
          <AvailableJobsTab provider={provider} jobs={available} state={listState} canBid={verified} verificationKnown={verificationKnown} cardLimit={cardLimit} wait={wait} />
        </TabsContent>
        <TabsContent value="active">
          <Suspense fallback={<TabSkeleton />}>
            <ActiveJobsTab providerId={provider.id} jobs={active} lost={lost} settings={settings} settingsKnown={settingsKnown} now={now} />
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
