import type { NeedsConnection } from '../../../shared/api/offline-policy';
import type { PendingMutation } from './tables';

/** The parts of a pending change that say what it was. */
export type ReportedChange = Pick<PendingMutation, 'label' | 'notice' | 'messages'>;

/**
 * How a change went, as the data layer reports it. The data layer never words it: the app
 * turns each report into a toast (components/change-messages.ts).
 * - kept: not sent yet but safe (offline, or the server asked to wait); it is sent again later.
 * - applied / refused: the server settled it (refused: rolled back, `reason` is the server's).
 *   `whileWatching`: refused in answer to the first attempt, with the user on the screen.
 * - discarded: the user gave it up on this device.
 * - needsConnection: its route may not wait for a signal (the route table's offline policy, `need`
 *   says what needs the connection) and there was none: nothing was kept or changed.
 */
export type ChangeReport =
  | { kind: 'kept'; why: 'offline' | 'busy'; change: ReportedChange }
  | { kind: 'applied'; change: ReportedChange }
  | { kind: 'refused'; change: ReportedChange; reason: string; whileWatching: boolean }
  | { kind: 'discarded'; change: ReportedChange }
  | { kind: 'needsConnection'; need: NeedsConnection; change: ReportedChange };

let listener: (report: ChangeReport) => void = () => undefined;

/** Sends every report to `next` (one listener: the app's, or a test's); returns a function restoring the previous one. */
export function listenToChangeReports(next: (report: ChangeReport) => void): () => void {
  const previous = listener;
  listener = next;
  return () => {
    listener = previous;
  };
}

export function reportChange(report: ChangeReport): void {
  listener(report);
}
