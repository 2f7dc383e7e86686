import { refreshJobs } from '../sync/refresh-bus';
import type { GaadiDb } from './db';
import { QUEUED_TOAST, notify } from './notify';
import { setPendingState, settleDone, settleRejected } from './outbox';
import type { PendingMutation, ToastText } from './tables';

export type Outcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'rejected'; status: number; reason: string; remember: boolean }
  | { kind: 'blocked'; reason: string }
  | { kind: 'queued' }
  | { kind: 'unsent' };

/** The spec's failure toast, with the server's reason when it gave one. */
export function failureToast(failure: ToastText, reason: string | undefined) {
  const parts = [failure.description, reason ? `(${reason})` : undefined].filter(Boolean);
  return { title: failure.title, description: parts.join(' ') || undefined, variant: 'destructive' as const };
}

/**
 * Applies how a change ended (foreground answer, service-worker replay or page resend) and tells
 * the user. Idempotent per key: only the first report for an entry changes anything or toasts.
 */
export async function applyOutcome(database: GaadiDb, key: string, outcome: Outcome): Promise<PendingMutation | null> {
  switch (outcome.kind) {
    case 'done': {
      const entry = await settleDone(database, key, outcome.body);
      if (entry) {
        if (entry.messages.success) notify({ ...entry.messages.success });
        refreshJobs(entry.refresh);
      }
      return entry;
    }
    case 'rejected': {
      const entry = await settleRejected(database, key, outcome);
      if (entry) {
        notify(failureToast(entry.messages.failure, outcome.reason));
        refreshJobs(entry.refresh);
      }
      return entry;
    }
    case 'blocked':
      await setPendingState(database, key, 'blocked', outcome.reason);
      return null;
    case 'queued':
    case 'unsent':
      await setPendingState(database, key, outcome.kind);
      return null;
  }
}

export { QUEUED_TOAST };
