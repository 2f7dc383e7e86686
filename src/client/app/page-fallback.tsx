import { Skeleton } from '../components/ui/skeleton';
import { useT } from '../i18n/use-t';

/** Shown while a screen's code chunk loads. */
export function PageFallback() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6" aria-busy="true">
      <p className="sr-only">{t('chrome.loading')}</p>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
