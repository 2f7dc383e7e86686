import { AsyncLocalStorage } from 'node:async_hooks';

/** The statements one request has sent so far (only while per-request counting is on). */
interface RequestQueries {
  count: number;
}

const current = new AsyncLocalStorage<RequestQueries>();

/** Called by the database's query logger for every statement. */
export function noteQueryOfRequest(): void {
  const scope = current.getStore();
  if (scope) scope.count++;
}

/** Runs `next` (the rest of a request's handling) with its own statement count. */
export function withQueryCount(next: () => void): RequestQueries {
  const scope = { count: 0 };
  current.run(scope, next);
  return scope;
}

/** Runs `work` counted against no request: work a request set off for the whole process (e.g. a prefetch). */
export function outsideRequests<T>(work: () => T): T {
  return current.exit(work);
}
