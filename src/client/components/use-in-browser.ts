import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in a build-time render and while that render is being hydrated, true once the page is
 * live: for what only the browser knows, and for controls that must wait for the page's code.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
