import type { NeedsConnection } from '../../../shared/api/offline-policy';
import { classifyReplay } from '../../../shared/sync/replay-classifier';
import { NetworkError, apiWrite, type UploadProgress } from '../../sync/http';
import { discardQueuedInWorker } from '../../sync/worker-bridge';
import type { ChangeNotice } from './change-notices';
import { reportChange } from './change-reports';
import { db as defaultDb, type GaadiDb } from './db';
import type { OptimisticWriter } from './optimistic-writer';
import { recordMutation, settleRejected } from './outbox';
import { PAGE_LOAD_ID } from './page-load';
import { resendLater } from './page-resend';
import { applyOutcome } from './settle';
import type { JobId } from './sync-jobs';
import { SINGLETON_KEY, type MirrorTable, type PendingMutation } from './tables';
import { offlinePolicyOf } from './write-policy';

export interface MutationSpec {
  /** Shown in the sync list, e.g. "Rent Pressure Washer". */
  label: string;
  method: PendingMutation['method'];
  url: string;
  body?: unknown;
  /** The optimistic change: set-style writes through the writer (see README). */
  optimistic?: (w: OptimisticWriter) => void | Promise<void>;
  /** The server answers with a row of this table; it replaces the optimistic row. */
  answerTable?: MirrorTable;
  /** Sync jobs to re-run once the server has settled the change. */
  refresh?: JobId[];
  /** What the change is, for wording how it went (the screens do: components/change-messages.ts). */
  notice: ChangeNotice;
  /** For a form body (photos): told the bytes sent as they go; not kept with the change (a resend reports nothing). */
  onUploadProgress?: UploadProgress;
  /**
   * The Idempotency-Key a write was first sent with elsewhere (a bid from the first view, ADR 111):
   * sent again under it, the server applies it once. A new key otherwise.
   */
  key?: string;
}

export type MutationResult<T> =
  | { status: 'done'; data: T; key: string }
  | { status: 'queued'; key: string }
  | { status: 'rejected'; key: string; httpStatus: number; message: string }
  /** A write that needs a connection (its route's offline policy) found none: nothing was kept, nothing changed. */
  | { status: 'needsConnection'; key: string; need: NeedsConnection };

/**
 * The one way screens change data: the optimistic change and the pending entry are written in
 * one transaction, the request goes out with an Idempotency-Key, and the answer settles it:
 * accepted (server row replaces the optimistic one), refused (rolled back, reported with the
 * server's reason) or kept for later (service worker queued it, or no worker and no network).
 * A write whose route needs a connection (its offline policy, shared/api/offline-policy.ts) is
 * never kept for later: offline it is neither recorded nor sent, and a send the network loses is
 * rolled back; both are reported as `needsConnection`, for the screen to say so.
 */
export async function runMutation<T = unknown>(spec: MutationSpec, database: GaadiDb = defaultDb): Promise<MutationResult<T>> {
  const policy = offlinePolicyOf(spec.method, spec.url);
  if (policy === null) throw new Error(`${spec.method} ${spec.url} is no write route of the table`);
  const key = spec.key ?? crypto.randomUUID();
  const change = { label: spec.label, notice: spec.notice };
  const needsConnection = (need: NeedsConnection): MutationResult<T> => {
    reportChange({ kind: 'needsConnection', need, change });
    return { status: 'needsConnection', key, need };
  };
  // Needs a connection and there is none: not kept, not shown, not sent.
  if (policy !== 'queue' && typeof navigator !== 'undefined' && navigator.onLine === false) return needsConnection(policy);

  const session = await database.session.get(SINGLETON_KEY);
  await recordMutation(
    database,
    {
      key,
      label: spec.label,
      method: spec.method,
      url: spec.url,
      body: spec.body,
      answerTable: spec.answerTable,
      refresh: spec.refresh ?? [],
      notice: spec.notice,
      userId: session?.user?.id ?? null,
      pageLoadId: PAGE_LOAD_ID,
    },
    spec.optimistic,
  );

  let answer;
  try {
    answer = await apiWrite({
      method: spec.method,
      url: spec.url,
      body: spec.body,
      idempotencyKey: key,
      actingAs: session?.user?.id,
      onUploadProgress: spec.onUploadProgress,
    });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    if (policy !== 'queue') {
      await settleRejected(database, key, { status: 0, reason: '', remember: false });
      return needsConnection(policy);
    }
    // No service worker took it: the page resends it itself when the network is back.
    await applyOutcome(database, key, { kind: 'unsent' });
    reportChange({ kind: 'kept', why: 'offline', change });
    return { status: 'queued', key };
  }

  if (answer.queuedByWorker && policy !== 'queue') {
    // A worker from before the route table's policies took it: withdrawn, it must not be sent later.
    discardQueuedInWorker(key);
    await settleRejected(database, key, { status: 0, reason: '', remember: false });
    return needsConnection(policy);
  }
  if (answer.queuedByWorker) {
    await applyOutcome(database, key, { kind: 'queued' });
    reportChange({ kind: 'kept', why: 'offline', change });
    return { status: 'queued', key };
  }
  if (answer.ok) {
    await applyOutcome(database, key, { kind: 'done', body: answer.body });
    return { status: 'done', data: answer.body as T, key };
  }
  // The server asked to come back later (429, 408, or any answer with Retry-After, such as a first
  // attempt still running): nothing is lost, it waits like an offline change and is sent again;
  // a write that needs a connection is never sent again, so it is refused now. Other failures are shown now, while the user is here to read them (e.g. maintenance mode).
  const verdict = classifyReplay({ status: answer.status, retryAfterMs: answer.retryAfterMs });
  const askedToWait = answer.status === 429 || answer.status === 408 || answer.retryAfterMs !== null;
  if (verdict.kind === 'retry' && askedToWait && policy === 'queue') {
    await applyOutcome(database, key, { kind: 'unsent' });
    resendLater(database, verdict.retryAfterMs);
    reportChange({ kind: 'kept', why: 'busy', change });
    return { status: 'queued', key };
  }
  // The user is here to read it, so a refusal is final: roll back and say why.
  await applyOutcome(database, key, { kind: 'rejected', status: answer.status, reason: answer.message, remember: false });
  return { status: 'rejected', key, httpStatus: answer.status, message: answer.message };
}
