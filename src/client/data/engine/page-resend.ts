import { classifyReplay, retryDelay } from '../../../shared/sync/replay-classifier';
import { NetworkError, apiWrite } from '../../sync/http';
import type { GaadiDb } from './db';
import { settleRejected } from './outbox';
import { PAGE_LOAD_ID } from './page-load';
import { applyOutcome } from './settle';
import { offlinePolicyOf } from './write-policy';

let running: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;

/**
 * Tries again later when the server asked to wait (429, 5xx, 408, or a first attempt still
 * running): after its Retry-After, else an exponential back-off with jitter.
 */
export function resendLater(database: GaadiDb, retryAfterMs: number | null): void {
  attempt += 1;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void resendUnsent(database).catch((error) => console.error('Resending changes failed', error));
  }, retryDelay(attempt, retryAfterMs));
}

/**
 * Resends changes no service worker holds: ones made without a controlling worker (first visit,
 * hard reload) and ones an earlier page load was still sending when it closed. Same key, so the
 * server applies each once. In order, one at a time; stops at the first one that must wait.
 */
export function resendUnsent(database: GaadiDb): Promise<void> {
  running ??= resend(database).finally(() => {
    running = null;
  });
  return running;
}

async function resend(database: GaadiDb): Promise<void> {
  const entries = (await database.pendingMutations.orderBy('seq').toArray()).filter(
    (e) => e.state === 'unsent' || (e.state === 'sending' && e.pageLoadId !== PAGE_LOAD_ID),
  );
  for (const entry of entries) {
    if (offlinePolicyOf(entry.method, entry.url) !== 'queue') {
      // A write that needs a connection, left unanswered by a page that closed: never sent later.
      await settleRejected(database, entry.key, { status: 0, reason: '', remember: false });
      continue;
    }
    let answer;
    try {
      answer = await apiWrite({ method: entry.method, url: entry.url, body: entry.body, idempotencyKey: entry.key, actingAs: entry.userId });
    } catch (error) {
      if (error instanceof NetworkError) {
        await applyOutcome(database, entry.key, { kind: 'unsent' });
        return;
      }
      throw error;
    }
    if (answer.queuedByWorker) {
      await applyOutcome(database, entry.key, { kind: 'queued' });
      continue;
    }
    const verdict = classifyReplay({ status: answer.status, retryAfterMs: answer.retryAfterMs });
    if (verdict.kind !== 'retry') attempt = 0;
    if (verdict.kind === 'done') {
      await applyOutcome(database, entry.key, { kind: 'done', body: answer.body });
    } else if (verdict.kind === 'rejected') {
      await applyOutcome(database, entry.key, { kind: 'rejected', status: answer.status, reason: answer.message, remember: true });
    } else if (verdict.kind === 'blocked') {
      await applyOutcome(database, entry.key, { kind: 'blocked', reason: answer.message });
      return;
    } else {
      await applyOutcome(database, entry.key, { kind: 'unsent' });
      resendLater(database, verdict.retryAfterMs);
      return;
    }
  }
}
