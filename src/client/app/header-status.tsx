import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded as its own chunk (with the database) so the landing page paints without waiting for it.
const HeaderStatusItems = lazy(() => import('./header-status-items').then((m) => ({ default: m.HeaderStatusItems })));

const subscribeNever = () => () => undefined;

/**
 * False in the build-time render of the landing page and while it is being hydrated, true once
 * the page is live: device status is only known in the browser.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

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
