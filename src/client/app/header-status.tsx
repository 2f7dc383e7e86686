import { lazy, Suspense } from 'react';

// Loaded as its own chunk (with the database) so the landing page paints without waiting for it.
const HeaderStatusItems = lazy(() => import('../pwa/header-status-items').then((m) => ({ default: m.HeaderStatusItems })));

/**
 * Header slot for device status controls: the sync indicator, the install card and the
 * "Acting as …" persona switcher are composed here so the header layout stays in one place.
 */
export function HeaderStatus() {
  return (
    <div data-slot="header-status" className="flex items-center gap-2">
      <Suspense fallback={null}>
        <HeaderStatusItems />
      </Suspense>
    </div>
  );
}
