import { useEffect } from 'react';
import { ensureSyncEngine } from '../data/sync-runtime';
import { InstallCard } from '../pwa/install-card';
import { SyncStatus } from '../pwa/sync-status';
import { UpdatePrompt } from '../pwa/update-prompt';
import { PersonaSwitcher } from './persona-switcher';

/** Everything the offline spine puts in the header: sync status, persona, install and update. */
export function HeaderStatusItems() {
  useEffect(() => {
    ensureSyncEngine();
  }, []);
  return (
    <>
      <SyncStatus />
      <PersonaSwitcher />
      <InstallCard />
      <UpdatePrompt />
    </>
  );
}
