import { useEffect } from 'react';
import { InstallCard } from '../pwa/install-card';
import { SyncStatus } from '../pwa/sync-status';
import { UpdatePrompt } from '../pwa/update-prompt';
import { Badge } from '../components/ui/badge';
import { startSync } from '../data/engine/start-sync';
import { useSession } from '../data/hooks/use-session';
import { useOnlineStatus } from '../pwa/online-status';
import { whenIdle } from '../sync/yield-to-main';
import { useT } from '../i18n/use-t';
import { AccountMenu } from './account-menu';
import { NotificationBell, hasInbox } from './notification-bell';
import { PersonaSwitcher } from './persona-switcher';
import { setMenuAudience } from './menu-audience';

/**
 * The sync engine (with the row schemas that check every answer) starts once the page has painted
 * and the main thread is idle: the first paint and hydration never wait on it; on a device that
 * holds nothing yet it follows the session with the first-visit download (start-sync.ts, ADR 094).
 * Returns a cancel function for the effect's clean-up.
 */
function startSyncWhenIdle(): () => void {
  return whenIdle(() => void startSync(), 1000);
}

/**
 * Everything the offline spine puts in the header: sync status, who is signed in (the persona
 * switcher and a "Demo" badge in demo mode, the account menu otherwise), install and update.
 *
 * The session is read once here and handed down. On a first visit nobody is known until the
 * first GET /api/session answer is stored: the slot stays empty until then (while online), rather
 * than showing the account menu's "Sign in" for a moment and then the demo's persona switcher,
 * two extra renders and a flicker on every first load (ADR 040).
 */
export function HeaderStatusItems() {
  const t = useT();
  const session = useSession();
  const online = useOnlineStatus();
  const { demoMode, loaded, known } = session;
  useEffect(() => startSyncWhenIdle(), []);
  // The menu lists only what a signed-out visitor can use (nav-links.ts menuGroups).
  const audience = !loaded || !known ? 'unknown' : session.user || demoMode ? 'member' : 'visitor';
  useEffect(() => setMenuAudience(audience), [audience]);
  return (
    <>
      <SyncStatus />
      {hasInbox(session.user?.userType) ? <NotificationBell /> : null}
      {demoMode ? (
        <>
          {/* Below 360 px the bell needs its room; the persona control still says "Acting as". */}
          <Badge variant="warning" title={t('chrome.account.demoTitle')} className="max-[359px]:hidden">
            {t('chrome.account.demo')}
          </Badge>
          <PersonaSwitcher session={session} />
        </>
      ) : loaded && (known || !online) ? (
        <AccountMenu session={session} />
      ) : null}
      <InstallCard />
      <UpdatePrompt />
    </>
  );
}
