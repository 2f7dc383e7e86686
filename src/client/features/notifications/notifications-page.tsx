import { Link } from 'react-router-dom';
import { useNow } from '../../components/use-now';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { useNotifications } from '../../data/hooks/use-notifications';
import { useSession } from '../../data/hooks/use-session';
import { useSyncJobs } from '../../data/hooks/use-sync-jobs';
import { markAllNotificationsRead } from '../../data/mutations/notification-mutations';
import { useT } from '../../i18n/use-t';
import { NotSyncedState, useListState } from '../../pwa/list-state';
import { InboxEntry } from './inbox-entry';

/** The inbox: what the person was told, newest first, from the device's copy (it opens offline). */
export function NotificationsPage() {
  const t = useT('inbox');
  const { user, loaded } = useSession();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('chrome.title.notifications')}</h1>
        <Link to="/notification-settings" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
          {t('inbox.settingsLink')}
        </Link>
      </div>
      <p className="mt-1 text-slate-600">{t('inbox.intro')}</p>
      <div className="mt-6">
        {!loaded ? (
          <InboxSkeleton />
        ) : !user ? (
          <SignInFirst />
        ) : user.userType === 'admin' ? (
          <EmptyState headingLevel={2} title={t('inbox.noneForRole')} />
        ) : (
          <Inbox />
        )}
      </div>
    </section>
  );
}

function Inbox() {
  const t = useT('inbox');
  useSyncJobs(['notifications']);
  const entries = useNotifications();
  const state = useListState('notifications', entries);
  const now = useNow();
  if (state === 'not-synced') return <NotSyncedState headingLevel={2} />;
  if (!entries || state === 'loading') return <InboxSkeleton />;
  if (entries.length === 0) return <EmptyState headingLevel={2} title={t('inbox.empty')} description={t('inbox.emptyBody')} />;
  const anyUnread = entries.some((e) => e.readAt === null);
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Button variant="outline" size="sm" disabled={!anyUnread} onClick={() => void markAllNotificationsRead(entries)}>
          {t('inbox.markAllRead')}
        </Button>
      </div>
      <ul className="grid gap-2" aria-label={t('chrome.title.notifications')}>
        {entries.map((entry) => (
          <InboxEntry key={entry.id} entry={entry} now={now} />
        ))}
      </ul>
    </>
  );
}

function InboxSkeleton() {
  const t = useT('inbox');
  return (
    <LoadingRegion label={t('inbox.loading')} className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="mt-2 h-3 w-4/5" />
        </div>
      ))}
    </LoadingRegion>
  );
}

function SignInFirst() {
  const t = useT('inbox');
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700">{t('inbox.signInFirst')}</p>
      <Link to="/sign-in?next=%2Fnotifications" className={buttonClasses({ className: 'mt-4' })}>
        {t('inbox.signIn')}
      </Link>
    </div>
  );
}
