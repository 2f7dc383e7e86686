interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so a tap, a key press or a paint waiting behind it runs first; resolves
 * in a new task (`scheduler.yield()` where the browser has it, which resumes ahead of other
 * queued work, else a zero timeout). Long work split with it never blocks the page for its whole
 * length (ADR 040).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long one slice of a long loop may hold the main thread before it yields: a fifth of a long
 * task (50 ms), so a slice stays short on a slow phone too (ADR 045).
 */
export const SLICE_MS = 10;

/**
 * Calls `each` on every item in order, yielding to the main thread whenever the current slice has
 * run for `sliceMs`: a loop over a large answer (checking its rows, hashing them) becomes a run of
 * short tasks instead of one long one, and a short list still runs in a single task.
 */
export async function forEachInSlices<T>(items: Iterable<T>, each: (item: T) => void, sliceMs = SLICE_MS, now: () => number = () => performance.now()): Promise<void> {
  let sliceStart = now();
  for (const item of items) {
    each(item);
    if (now() - sliceStart >= sliceMs) {
      await yieldToMain();
      sliceStart = now();
    }
  }
}

/**
 * Runs `task` once the browser is idle after the current work, or after `timeoutMs` at the latest
 * (a zero-delay-ish timeout where there is no requestIdleCallback). Returns a function that cancels
 * it if it has not run: an effect's clean-up.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, Math.min(timeoutMs, IDLE_FALLBACK_MS));
  return () => clearTimeout(handle);
}

/** Where there is no requestIdleCallback: how long after the current work an idle task runs. */
const IDLE_FALLBACK_MS = 100;
