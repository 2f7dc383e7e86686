import { useEffect } from 'react';
import { ensureSyncEngine } from '../data/sync-runtime';
import { InstallCard } from '../pwa/install-card';
import { SyncStatus } from '../pwa/sync-status';
import { UpdatePrompt } from '../pwa/update-prompt';
import { Badge } from '../components/ui/badge';
import { useSession } from '../data/use-session';
import { useT } from '../i18n/use-t';
import { AccountMenu } from './account-menu';
import { PersonaSwitcher } from './persona-switcher';

/**
 * Everything the offline spine puts in the header: sync status, who is signed in (the persona
 * switcher and a "Demo" badge in demo mode, the account menu otherwise), install and update.
 */
export function HeaderStatusItems() {
  const t = useT();
  const { demoMode, loaded } = useSession();
  useEffect(() => {
    ensureSyncEngine();
  }, []);
  return (
    <>
      <SyncStatus />
      {demoMode ? (
        <>
          <Badge variant="warning" title={t('chrome.account.demoTitle')}>
            {t('chrome.account.demo')}
          </Badge>
          <PersonaSwitcher />
        </>
      ) : loaded ? (
        <AccountMenu />
      ) : null}
      <InstallCard />
      <UpdatePrompt />
    </>
  );
}
