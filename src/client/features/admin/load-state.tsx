import { Skeleton } from '../../components/ui/skeleton';
import { useOnlineStatus } from '../../pwa/online-status';
import type { JobId } from '../../data/sync-jobs';
import { useJobSyncedAt } from '../../data/use-sync-jobs';

/**
 * Whether a list is still arriving: the mirror is being read, or it is empty and its job has
 * never brought data while online. Offline with nothing mirrored is "empty", not "loading".
 */
export function useStillLoading(job: JobId, rows: readonly unknown[] | undefined): boolean {
  const syncedAt = useJobSyncedAt(job);
  const online = useOnlineStatus();
  if (rows === undefined || syncedAt === undefined) return true;
  return rows.length === 0 && syncedAt === null && online;
}

export function LoadingBlocks({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
