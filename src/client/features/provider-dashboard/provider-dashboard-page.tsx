import { Suspense, useEffect, useMemo } from 'react';
import { onboardingWait } from '../../../shared/domain/verification';
import type { User } from '../../../shared/schemas/user';
import { PersonaGate, PersonaGateLoading } from '../../components/persona-gate';
import { FirstView, forgetFirstView, hasFirstViewFor } from '../../components/first-view';
import { useLostJobs, useAvailableJobs, useMyBids } from '../../data/hooks/provider-queries';
import { useSettings } from '../../data/hooks/use-admin';
import { DEFAULT_SETTINGS } from '../../../shared/schemas/admin';
import { useNow } from '../../components/use-now';
import { useAcceptedBids } from './use-accepted-bids';
import { useBookingsForProvider } from '../../data/hooks/use-bookings';
import { useAvailability, useProviderProfile, useProviderStats, useVerificationStatus } from '../../data/hooks/use-provider';
import { useSession } from '../../data/hooks/use-session';
import { useJobSyncedAt, useSyncJobs, useSyncJobsOnceReady } from '../../data/hooks/use-sync-jobs';
import { listStateOf } from '../../pwa/list-state';
import { useOnlineStatus } from '../../pwa/online-status';
import { activeJobsOf } from './active-jobs';
import { HELD_BID_EVENT } from '../../data/mutations/held-bids';
import { placeHeldBids } from '../../data/mutations/provider-job-mutations';
import { DashboardView, loadLaterTabs } from './dashboard-view';
import { useT } from '../../i18n/use-t';
import { useFormText } from '../../i18n/form-text';
import { SCREEN_MANIFEST } from '../../../shared/sync/screen-manifest';

/** Pulled at once, and answered in the page (screen-manifest.ts); the rest once the open jobs have rendered. */
const { firstJobs: FIRST_JOBS, laterJobs: LATER_JOBS } = SCREEN_MANIFEST['/provider-dashboard'];

export function ProviderDashboardPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('chrome.title.providerDashboard')}</h1>
      <PersonaGate role="provider" loading={<FirstView fallback={<PersonaGateLoading />} />}>
        {/* What the screen waits for as it first mounts shows the first view too (ADR 049), in a
            boundary of its own: the gate's would hide its own copy of the view beside it. */}
        <Suspense fallback={<FirstView fallback={<PersonaGateLoading />} />}>
          <ProviderDashboard />
        </Suspense>
      </PersonaGate>
    </div>
  );
}

function ProviderDashboard() {
  const { user } = useSession();
  // The gate knows the provider a moment before this screen's own read of the session does: the
  // server's view stays meanwhile (ADR 049).
  if (!user || user.userType !== 'provider') return <FirstView fallback={null} />;
  return <Dashboard provider={user} />;
}

function Dashboard({ provider }: { provider: User }) {
  // The bid form's messages, loaded before the screen shows: opening a bid never waits on them.
  useFormText();
  // On a slow connection the open jobs and whether the provider may bid come first; the rest is
  // pulled once the list has rendered (docs/decisions/037-signed-in-first-paint.md).
  useSyncJobs(FIRST_JOBS);
  const now = useNow(30_000);
  const currentSettings = useSettings();
  const settings = currentSettings?.settings ?? DEFAULT_SETTINGS;

  const stats = useProviderStats(provider.id);
  const profile = useProviderProfile(provider.id);
  const verification = useVerificationStatus(provider.id);
  const ownHours = useAvailability(provider.id);
  // No rows before the hours were ever pulled is "not known yet", not "no hours": a form filled with
  // the defaults would create days the server already has (409 for each).
  const hoursSyncedAt = useJobSyncedAt('availability');
  const availability = ownHours?.length || hoursSyncedAt ? ownHours : undefined;
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
  // Bids the first view's form handed over (ADR 111): placed through the app's own path, once the
  // open jobs are read from the device, and whenever the form hands one over later.
  useEffect(() => {
    if (!openJobs) return;
    const take = () => void placeHeldBids(provider, openJobs).catch((error: unknown) => console.error('A held bid could not be placed', error));
    take();
    window.addEventListener(HELD_BID_EVENT, take);
    return () => window.removeEventListener(HELD_BID_EVENT, take);
  }, [provider, openJobs]);
  useEffect(() => {
    if (!listShown) return;
    forgetFirstView();
    void loadLaterTabs().catch(() => undefined);
  }, [listShown]);
  const verified = verification?.canActivateProfile ?? profile?.canActivateProfile ?? false;
  // Until either row is on the device nothing is known: no "finish your onboarding" to a verified
  // provider while the first pull is still on its way.
  const verificationKnown = verification != null || profile != null;

  // Until the list is read from the device, the server's view of it stays (ADR 049).
  if (!listShown && hasFirstViewFor(provider.id)) return <FirstView fallback={null} />;
  const settingsKnown = currentSettings?.fromServer ?? false;
  const wait = verification ? onboardingWait(verification) : undefined;
  const view = { provider, verified, verificationKnown, stats, available, listState, active, lost, settings, settingsKnown, now, availability, profile, wait };
  return <DashboardView {...view} />;
}
