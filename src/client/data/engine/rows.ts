import type { GaadiDb } from './db';
import { MIRROR_TABLES, parseRowRef, rowRef, type PendingMutation, type RowOp } from './tables';

type Row = Record<string, unknown>;

/** Every table an outbox transaction may touch. */
export function outboxTables(database: GaadiDb) {
  return [
    ...MIRROR_TABLES.map((t) => database.table(t)),
    database.pendingMutations,
    database.shadows,
    database.rejectedMutations,
  ];
}

/**
 * Applies optimistic operations to a row. Operations are "set" style (put, merge, delete), so
 * re-applying them to a newer server row is safe: that is how pending changes stay on top.
 */
export function applyOps(base: Row | null, ops: readonly RowOp[]): Row | null {
  let row = base;
  for (const op of ops) {
    if (op.op === 'put') row = { ...op.row };
    else if (op.op === 'update') row = row ? { ...row, ...op.changes } : null;
    else row = null;
  }
  return row;
}

/** Pending operations per "table:key", in the order the changes were made. */
export function opsByRef(pending: readonly PendingMutation[]): Map<string, RowOp[]> {
  const sorted = [...pending].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const map = new Map<string, RowOp[]>();
  for (const entry of sorted) {
    for (const op of entry.ops) {
      const ref = rowRef(op.table, op.key);
      const list = map.get(ref);
      if (list) list.push(op);
      else map.set(ref, [op]);
    }
  }
  return map;
}

/** Writes what a screen should see for one row (null = no row). */
export async function writeVisible(database: GaadiDb, ref: string, row: Row | null): Promise<void> {
  const { table, key } = parseRowRef(ref);
  if (row) await database.table(table).put(row);
  else await database.table(table).delete(key);
}

/**
 * Gives a row a new server base: keeps the base as its shadow while other changes are pending
 * (and shows base + their operations), or drops the shadow and shows the base when none are.
 * Must run inside an outbox transaction.
 */
export async function rebaseRow(
  database: GaadiDb,
  ref: string,
  base: Row | null,
  pendingOps: readonly RowOp[] | undefined,
): Promise<void> {
  if (pendingOps && pendingOps.length > 0) {
    await database.shadows.put({ ref, row: base });
    await writeVisible(database, ref, applyOps(base, pendingOps));
  } else {
    await database.shadows.delete(ref);
    await writeVisible(database, ref, base);
  }
}
