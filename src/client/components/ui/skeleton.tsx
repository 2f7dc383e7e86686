import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** Placeholder block shown while data loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
