import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

interface Answer<T> {
  value: T;
  error: unknown;
}

/**
 * dexie-react-hooks' `useLiveQuery` (same arguments, same answers: `undefined` or the default until
 * the first result, the last result kept while the dependencies change, a failed query thrown to
 * the nearest error boundary), except that each answer re-renders as a transition.
 *
 * An answer arrives from IndexedDB outside any event, so React would give its update the default
 * priority, and a default-priority render runs to the end in one task: the first rows of a
 * screen, the session reaching the header, or a sync's write rendered every component they touch
 * in one long task. As a transition the render yields to the browser every few milliseconds, and
 * the answers of one moment commit together. What a person does (typing, a click) still renders
 * first; a transition interrupted by it starts again with the newest rows.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList = [], defaultResult?: D): T | D | undefined {
  const [answer, setAnswer] = useState<Answer<T | D | undefined>>(() => ({ value: defaultResult, error: null }));
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) =>
        startTransition(() => setAnswer((current) => (current.error === null && Object.is(current.value, value) ? current : { value, error: null }))),
      error: (error: unknown) =>
        startTransition(() => setAnswer((current) => (current.error === error ? current : { value: current.value, error }))),
    });
    return () => subscription.unsubscribe();
    // The querier is the caller's closure over `deps`, as in dexie-react-hooks.
  }, deps);
  if (answer.error !== null) throw answer.error;
  return answer.value;
}
