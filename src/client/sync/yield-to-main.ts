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
