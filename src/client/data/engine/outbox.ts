import type { GaadiDb } from './db';
import { createOptimisticWriter, type OptimisticWriter } from './optimistic-writer';
import { applyOps, opsByRef, outboxTables, rebaseRow } from './rows';
import {
  mirrorSchema,
  rowKey,
  rowRef,
  type MirrorTable,
  type PendingMutation,
  type PendingState,
  type RowOp,
} from './tables';

export type PendingDraft = Omit<PendingMutation, 'seq' | 'ops' | 'touched' | 'state' | 'createdAt'>;

/**
 * Applies the optimistic change and records the pending entry in ONE transaction, so the device
 * never shows a change it has not also promised to send (and vice versa).
 */
export async function recordMutation(
  database: GaadiDb,
  draft: PendingDraft,
  optimistic?: (w: OptimisticWriter) => void | Promise<void>,
): Promise<PendingMutation> {
  return database.transaction('rw', outboxTables(database), async () => {
    const ops: RowOp[] = [];
    const touched = new Set<string>();
    if (optimistic) await optimistic(createOptimisticWriter(database, ops, touched));
    const entry: PendingMutation = {
      ...draft,
      ops,
      touched: [...touched],
      state: 'sending',
      createdAt: Date.now(),
    };
    entry.seq = await database.pendingMutations.add(entry);
    return entry;
  });
}

async function takeEntry(database: GaadiDb, key: string): Promise<PendingMutation | undefined> {
  const entry = await database.pendingMutations.where('key').equals(key).first();
  if (entry) await database.pendingMutations.delete(entry.seq!);
  return entry;
}

function parseAnswer(table: MirrorTable | undefined, answer: unknown): Record<string, unknown> | null {
  if (!table || answer === null || typeof answer !== 'object') return null;
  const result = mirrorSchema(table).safeParse(answer);
  if (!result.success) {
    console.warn(`The server's answer is not a ${table} row`, result.error.issues);
    return null;
  }
  return result.data as Record<string, unknown>;
}

/**
 * The server accepted the change. Its answer replaces the optimistic row; other rows the change
 * touched keep their optimistic value as the new server version until the next refresh brings
 * the real one. Returns the settled entry, or null when it was already settled (another tab).
 */
export async function settleDone(database: GaadiDb, key: string, answer: unknown): Promise<PendingMutation | null> {
  return database.transaction('rw', outboxTables(database), async () => {
    const entry = await takeEntry(database, key);
    if (!entry) return null;
    const remaining = opsByRef(await database.pendingMutations.toArray());
    const answerRow = parseAnswer(entry.answerTable, answer);
    const answerRef = answerRow && entry.answerTable ? rowRef(entry.answerTable, rowKey(entry.answerTable, answerRow as never)) : null;
    const own = opsByRef([entry]);

    for (const ref of entry.touched) {
      if (ref === answerRef) continue;
      const shadow = await database.shadows.get(ref);
      const confirmed = applyOps(shadow ? shadow.row : null, own.get(ref) ?? []);
      await rebaseRow(database, ref, confirmed, remaining.get(ref));
    }
    if (answerRef && answerRow) await rebaseRow(database, answerRef, answerRow, remaining.get(answerRef));
    return entry;
  });
}

/**
 * The server refused the change: every row it touched goes back to the server's version (with
 * any other pending changes still on top). With `remember`, it is listed as rejected for the user.
 */
export async function settleRejected(
  database: GaadiDb,
  key: string,
  failure: { status: number; reason: string; remember: boolean },
): Promise<PendingMutation | null> {
  return database.transaction('rw', outboxTables(database), async () => {
    const entry = await takeEntry(database, key);
    if (!entry) return null;
    const remaining = opsByRef(await database.pendingMutations.toArray());
    for (const ref of entry.touched) {
      const shadow = await database.shadows.get(ref);
      if (!shadow) continue;
      await rebaseRow(database, ref, shadow.row, remaining.get(ref));
    }
    if (failure.remember) {
      await database.rejectedMutations.put({
        key: entry.key,
        label: entry.label,
        notice: entry.notice,
        method: entry.method,
        url: entry.url,
        status: failure.status,
        reason: failure.reason,
        rejectedAt: Date.now(),
      });
    }
    return entry;
  });
}

export async function setPendingState(database: GaadiDb, key: string, state: PendingState, reason?: string): Promise<void> {
  await database.pendingMutations.where('key').equals(key).modify((entry) => {
    entry.state = state;
    entry.reason = reason;
  });
}
