import { useDeferredValue } from 'react';

/** How many rows of a long admin list render at once: more than a screenful at any width. */
export const FIRST_ROWS = 25;

const NONE: readonly never[] = [];

/**
 * The rows of a long list to render now: the first screenful at once, and every row in a
 * background render that follows (React splits it into short tasks and drops it if the list
 * changes again), so hundreds of rows never block the page in one go.
 */
export function useFirstRowsThenAll<T>(rows: readonly T[]): readonly T[] {
  const deferred = useDeferredValue(rows, NONE as readonly T[]);
  return deferred === rows || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}
