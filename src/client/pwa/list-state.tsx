import { EmptyState } from '../components/ui/empty-state';
import type { JobRef } from '../data/engine/sync-jobs';
import { useJobSyncedAt } from '../data/hooks/use-sync-jobs';
import { useT } from '../i18n/use-t';
import { useOnlineStatus } from './online-status';

/**
 * What a list mirrored on the device can honestly show: `loading` while the mirror is read or its
 * first download is under way, `not-synced` when it has never been downloaded and there is no
 * signal (an empty list then would be a false "No bookings yet"), `ready` otherwise.
 */
export type ListState = 'loading' | 'not-synced' | 'ready';

export function listStateOf(rows: readonly unknown[] | undefined, syncedAt: number | null | undefined, online: boolean): ListState {
  if (rows === undefined || syncedAt === undefined) return 'loading';
  if (rows.length > 0 || syncedAt !== null) return 'ready';
  return online ? 'loading' : 'not-synced';
}

/** The state of a list whose rows come from `job` (see listStateOf). */
export function useListState(job: JobRef, rows: readonly unknown[] | undefined): ListState {
  return listStateOf(rows, useJobSyncedAt(job), useOnlineStatus());
}

/** Shown instead of an empty list that has never been downloaded. */
export function NotSyncedState({ headingLevel }: { headingLevel?: 2 | 3 | 4 }) {
  const t = useT('common');
  return <EmptyState headingLevel={headingLevel} title={t('common.notSynced')} description={t('common.notSyncedBody')} />;
}
