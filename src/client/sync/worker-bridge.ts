import { SYNC_CHANNEL, type PageToWorker, type WorkerToPage } from '../../shared/sync/worker-protocol';

function post(message: PageToWorker): boolean {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const target = sw?.controller;
  if (!target) return false;
  target.postMessage(message);
  return true;
}

/** Asks the service worker to replay its queue now; `force` skips its back-off wait. */
export function requestWorkerReplay(force: boolean): boolean {
  return post({ type: 'REPLAY', force });
}

/** Asks the worker to re-announce unacknowledged results and what its queue holds. */
export function requestWorkerStatus(): boolean {
  return post({ type: 'STATUS' });
}

/** Drops a queued change the user gave up on (e.g. blocked by a persona change). */
export function discardQueuedInWorker(key: string): boolean {
  return post({ type: 'DISCARD', key });
}

/** Tells the worker these outcomes were applied, so it stops re-announcing them. */
export function acknowledgeWorkerOutcomes(keys: string[]): boolean {
  return post({ type: 'ACK', keys });
}

/** Hands the worker's reports to `handle`, one at a time in the order it sent them; returns a stop function. */
export function listenToWorkerReports(handle: (message: WorkerToPage) => Promise<void>): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  let chain = Promise.resolve();
  channel.onmessage = (event: MessageEvent<WorkerToPage>) => {
    chain = chain.then(() => handle(event.data)).catch((error) => console.error('Sync report failed', error));
  };
  return () => channel.close();
}
