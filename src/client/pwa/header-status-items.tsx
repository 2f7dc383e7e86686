import { useEffect } from 'react';
import { ensureSyncEngine } from '../data/sync-runtime';
import { InstallCard } from './install-card';
import { PersonaSwitcher } from './persona-switcher';
import { SyncStatus } from './sync-status';
import { UpdatePrompt } from './update-prompt';

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
