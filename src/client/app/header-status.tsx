import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadHeaderStatus } from './load-header-status';

/**
 * Header slot for device status controls: the sync indicator, the install card and the
 * "Acting as …" persona switcher are composed here so the header layout stays in one place.
 *
 * They are their own chunk (with the database), asked for once the page is live, in a task of its
 * own after Dexie's (ADR 119), and shown as a transition when it has arrived: the built page and
 * its hydration leave the slot empty, and neither fetching the chunk nor its first render is part
 * of another long task (a store that differs between the built page and the browser would
 * re-render the header synchronously, in the task that ends hydration).
 */
export function HeaderStatus() {
  const [Items, setItems] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const handle = setTimeout(() => {
      void loadHeaderStatus()
        .then(({ HeaderStatusItems }) => {
          if (!cancelled) startTransition(() => setItems(() => HeaderStatusItems));
        })
        .catch((error) => console.error('Header status could not load', error));
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  }, []);
  return (
    <div data-slot="header-status" className="flex items-center gap-2">
      {Items ? (
        <Suspense fallback={null}>
          <Items />
        </Suspense>
      ) : null}
    </div>
  );
}
