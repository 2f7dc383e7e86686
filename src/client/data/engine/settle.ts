import { refreshJobs } from '../../sync/refresh-bus';
import { reportChange } from './change-reports';
import type { GaadiDb } from './db';
import { setPendingState, settleDone, settleRejected } from './outbox';
import type { PendingMutation } from './tables';

export type Outcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'rejected'; status: number; reason: string; remember: boolean }
  | { kind: 'blocked'; reason: string }
  | { kind: 'queued' }
  | { kind: 'unsent' };

/**
 * Applies how a change ended (foreground answer, service-worker replay or page resend) and
 * reports it for the user. Idempotent per key: only the first report for an entry changes
 * anything or is reported.
 */
export async function applyOutcome(database: GaadiDb, key: string, outcome: Outcome): Promise<PendingMutation | null> {
  switch (outcome.kind) {
    case 'done': {
      const entry = await settleDone(database, key, outcome.body);
      if (entry) {
        reportChange({ kind: 'applied', change: entry });
        refreshJobs(entry.refresh);
      }
      return entry;
    }
    case 'rejected': {
      const entry = await settleRejected(database, key, outcome);
      if (entry) {
        // Refusals listed for later are the replayed ones; a first answer's refusal is read at once.
        reportChange({ kind: 'refused', change: entry, reason: outcome.reason, whileWatching: !outcome.remember });
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
