/**
 * Lets code that settles a change ask for fresh data without importing the sync engine
 * (which would tie the data layer to it). The engine installs the handler when it starts.
 */
/** The engine's refresh: the jobs with these ids, or every planned one when none are given. */
let handler: (jobIds?: readonly string[]) => void = () => undefined;

export function setRefreshHandler(next: (jobIds?: readonly string[]) => void): void {
  handler = next;
}

export function refreshJobs(jobIds: readonly string[]): void {
  if (jobIds.length > 0) handler(jobIds);
}

/** Every pull the open screens use, now (a push said something changed). */
export function refreshAll(): void {
  handler();
}
