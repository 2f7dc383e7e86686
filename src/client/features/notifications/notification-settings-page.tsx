import { Link } from 'react-router-dom';
import type { UserType } from '../../../shared/schemas/common';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { useNotificationPreferences } from '../../data/hooks/use-notifications';
import { useSession } from '../../data/hooks/use-session';
import { useJobSyncedAt, useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { useT } from '../../i18n/use-t';
import { useOnlineStatus } from '../../pwa/online-status';
import { NotSyncedState } from '../../pwa/list-state';
import { PushOptIn } from '../../pwa/push-opt-in';
import { SettingsCard } from './settings-card';

/**
 * What the person wants to be told: each event of their role on or off and quiet hours, kept on
 * the server and mirrored here, so the screen opens offline and a change made offline is sent
 * when the signal is back (ADR 084).
 */
export function NotificationSettingsPage() {
  const t = useT('inbox');
  const { user, loaded } = useSession();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('chrome.title.notificationSettings')}</h1>
      <p className="mt-1 text-slate-600">{t('inbox.settings.intro')}</p>
      <div className="mt-6 grid gap-6">
        {!loaded ? (
          <SettingsSkeleton />
        ) : !user ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <p className="text-slate-700">{t('inbox.signInFirst')}</p>
            <Link to="/sign-in?next=%2Fnotification-settings" className={buttonClasses({ className: 'mt-4' })}>
              {t('inbox.signIn')}
            </Link>
          </div>
        ) : user.userType === 'admin' ? (
          <EmptyState headingLevel={2} title={t('inbox.noneForRole')} />
        ) : (
          <Settings key={user.id} role={user.userType} />
        )}
      </div>
    </section>
  );
}

function Settings({ role }: { role: UserType }) {
  const t = useT('inbox');
  useSyncJobs(['notificationPreferences']);
  const saved = useNotificationPreferences();
  const syncedAt = useJobSyncedAt('notificationPreferences');
  const online = useOnlineStatus();
  if (saved === null && syncedAt === null && !online) return <NotSyncedState headingLevel={2} />;
  if (!saved) return <SettingsSkeleton />;
  return (
    <>
      <SettingsCard role={role} saved={saved} />
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-base font-semibold text-slate-900">{t('inbox.settings.device')}</h2>
        <div className="mt-3">
          <PushOptIn audience={role === 'provider' ? 'provider' : 'customer'} />
        </div>
      </div>
    </>
  );
}

function SettingsSkeleton() {
  const t = useT('inbox');
  return (
    <LoadingRegion label={t('inbox.loading')} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ))}
    </LoadingRegion>
  );
}
