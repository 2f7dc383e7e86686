import { Card } from '../../components/ui/card';
import { LoadingRegion, Skeleton, SkeletonLines } from '../../components/ui/skeleton';

/** The four steps of the booking progress as they load: a circle and a title each. */
function StepsSkeleton() {
  return (
    <div className="grid grid-cols-4 gap-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
          <Skeleton className="h-9 w-9 shrink-0 rounded-full" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** A step's card as it loads: a title, a few lines and its action. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} testId="panel-skeleton">
      <Card className="p-6">
        <SkeletonLines lines={['h-5 w-1/3', 'h-4 w-2/3', 'h-4 w-1/2']} />
        <Skeleton className="mt-5 h-10 w-40" />
      </Card>
    </LoadingRegion>
  );
}

/**
 * The booking wizard as it loads: the step progress, the step's heading, and the form's first
 * sections (vehicle choices and service cards), so nothing moves when the form arrives.
 */
export function WizardSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} testId="wizard-skeleton" className="grid grid-cols-1 gap-6">
      <StepsSkeleton />
      <Skeleton className="h-7 w-56" />
      <Card className="p-6">
        <Skeleton className="h-5 w-40" />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="mt-6 h-5 w-32" />
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-lg border border-slate-200 p-4">
              <SkeletonLines lines={['h-5 w-2/3', 'h-4 w-full', 'h-6 w-20']} />
            </div>
          ))}
        </div>
      </Card>
    </LoadingRegion>
  );
}
