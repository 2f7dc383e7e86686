import { Skeleton } from '../../components/ui/skeleton';
import type { JobId } from '../../data/sync-jobs';
import { useListState } from '../../pwa/list-state';

/**
 * Whether a list is still arriving: the mirror is being read, or it is empty and its job has
 * never brought data while online. Offline with nothing mirrored is "empty", not "loading".
 */
export function useStillLoading(job: JobId, rows: readonly unknown[] | undefined): boolean {
  return useListState(job, rows) === 'loading';
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
