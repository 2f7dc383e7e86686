import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/**
 * Placeholder block shown while data loads; hidden from assistive tech (announce loading elsewhere).
 * It pulses, except for people who ask for reduced motion.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)} {...props} />;
}

/** Lines of text as they load: one bar per entry (its height and width classes), stacked. */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={cn('space-y-2', className)}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

/** A part of a screen that is loading: announced once by `label`; the shapes inside (laid out by `className`) are hidden from assistive tech. */
export function LoadingRegion({ label, className, testId, children }: { label: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" data-testid={testId}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}

/**
 * Cards as a list of bookings or jobs looks while it loads: a title and a status badge, two
 * columns of details and the action buttons, so nothing jumps when the cards arrive.
 */
export function JobCardsSkeleton({ label, count = 2, detailRows = 2 }: { label: string; count?: number; detailRows?: number }) {
  return (
    <div role="status" aria-busy="true" className="space-y-4" data-testid="cards-skeleton">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <div className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3">
            {Array.from({ length: detailRows * 2 }, (_, j) => (
              <div key={j} className="space-y-1.5">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            ))}
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Skeleton className="h-9 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
