import { lazy, Suspense } from 'react';
import { useInBrowser } from '../components/use-in-browser';

// Loaded as its own chunk (with the database) so the landing page paints without waiting for it.
const HeaderStatusItems = lazy(() => import('./header-status-items').then((m) => ({ default: m.HeaderStatusItems })));

/**
 * Header slot for device status controls: the sync indicator, the install card and the
 * "Acting as …" persona switcher are composed here so the header layout stays in one place.
 */
export function HeaderStatus() {
  const inBrowser = useInBrowser();
  return (
    <div data-slot="header-status" className="flex items-center gap-2">
      {inBrowser ? (
        <Suspense fallback={null}>
          <HeaderStatusItems />
        </Suspense>
      ) : null}
    </div>
  );
}
