import { Card } from '../../components/ui/card';
import { LoadingRegion, Skeleton, SkeletonLines } from '../../components/ui/skeleton';

/** Onboarding as it loads (below the page's intro): the progress card, the four step tabs and the identity step's fields. */
export function OnboardingSkeleton() {
  return (
    <LoadingRegion label="Loading your onboarding steps" testId="onboarding-skeleton">
      <Card className="mt-6 p-5">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="mt-3 h-2 w-full rounded-full" />
      </Card>
      <div className="mt-8 flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 flex-1 sm:w-28 sm:flex-none" />
        ))}
      </div>
      <Card className="mt-2 p-6">
        <SkeletonLines lines={['h-6 w-48', 'h-4 w-full', 'h-4 w-2/3']} />
        <SkeletonLines className="mt-6" lines={['h-4 w-32', 'h-10 w-full']} />
        <SkeletonLines className="mt-4" lines={['h-4 w-36', 'h-10 w-full']} />
        <Skeleton className="ml-auto mt-6 h-10 w-48" />
      </Card>
    </LoadingRegion>
  );
}
