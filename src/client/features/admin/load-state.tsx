import { memo } from 'react';
import { LoadingRegion, Skeleton, SkeletonLines } from '../../components/ui/skeleton';
import type { JobId } from '../../data/engine/sync-jobs';
import { useListState } from '../../pwa/list-state';

/**
 * Whether a list is still arriving: the mirror is being read, or it is empty and its job has
 * never brought data while online. Offline with nothing mirrored is "empty", not "loading".
 */
export function useStillLoading(job: JobId, rows: readonly unknown[] | undefined): boolean {
  return useListState(job, rows) === 'loading';
}

/** What the loading list or form will look like, so nothing jumps when it arrives. */
export type LoadingShape = 'bookings' | 'users' | 'services' | 'form';

const ROW = 'rounded-lg border border-slate-200 bg-white p-4';

function ShapeOf({ shape }: { shape: LoadingShape }) {
  switch (shape) {
    case 'bookings':
      // Reference and status badge, the services, three detail lines; the amount on the right.
      return (
        <div className={`${ROW} flex justify-between gap-4`}>
          <SkeletonLines className="flex-1" lines={['h-5 w-40', 'h-4 w-3/4', 'h-3 w-1/2', 'h-3 w-1/2', 'h-3 w-2/5']} />
          <Skeleton className="h-6 w-20" />
        </div>
      );
    case 'users':
      // Name and role badge over the email; the Verified switch on the right.
      return (
        <div className={`${ROW} flex items-center justify-between gap-3 py-3`}>
          <SkeletonLines className="flex-1" lines={['h-5 w-48', 'h-4 w-40']} />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
      );
    case 'services':
      // Name and category, the description, the price and the edit buttons.
      return (
        <div className={ROW}>
          <SkeletonLines lines={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-1/2']} />
          <Skeleton className="mt-4 h-8 w-full" />
        </div>
      );
    case 'form':
      // A label over an input.
      return <SkeletonLines lines={['h-4 w-40', 'h-10 w-full']} />;
  }
}

const GRID: Record<LoadingShape, string> = {
  bookings: 'grid gap-3',
  users: 'grid gap-2',
  services: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  form: 'grid gap-5 sm:grid-cols-2',
};

/** Placeholders only change with their props, so a list's re-renders while it loads skip them. */
export const LoadingBlocks = memo(function LoadingBlocks({ count = 3, label, shape }: { count?: number; label: string; shape: LoadingShape }) {
  return (
    <LoadingRegion label={label} testId={`${shape}-skeleton`}>
      <div className={GRID[shape]}>
        {Array.from({ length: count }, (_, i) => (
          <ShapeOf key={i} shape={shape} />
        ))}
      </div>
    </LoadingRegion>
  );
});
