import type { GaadiDb } from './db';
import { opsByRef, rebaseRow } from './rows';
import { mirrorSchemas, rowKey, rowRef, type MirrorRow, type MirrorTable } from './tables';

/**
 * Which existing rows one server answer fully describes: rows in scope that the answer leaves
 * out were deleted (or moved out of view) on the server.
 * - all: the whole table (GET /api/tools)
 * - index: rows whose indexed field equals a value (GET /api/bids/booking/{id} -> bookingId)
 * - keys: exactly these keys (single-object answers)
 * - none: only add or replace, never remove (lists whose extent is unclear)
 */
export type MirrorScope =
  | { kind: 'all' }
  | { kind: 'index'; index: string; value: string }
  | { kind: 'keys'; keys: string[] }
  | { kind: 'none' };

/** Parses rows from the network one by one; a malformed row is logged and left out. */
export function parseRows<T extends MirrorTable>(table: T, raw: readonly unknown[]): MirrorRow<T>[] {
  const rows: MirrorRow<T>[] = [];
  for (const item of raw) {
    const result = mirrorSchemas[table].safeParse(item);
    if (result.success) rows.push(result.data as MirrorRow<T>);
    else console.warn(`Ignoring a malformed ${table} row from the server`, result.error.issues);
  }
  return rows;
}

async function keysInScope(database: GaadiDb, table: MirrorTable, scope: MirrorScope): Promise<string[]> {
  const t = database.table(table);
  switch (scope.kind) {
    case 'all':
      return (await t.toCollection().primaryKeys()) as string[];
    case 'index':
      return (await t.where(scope.index).equals(scope.value).primaryKeys()) as string[];
    case 'keys':
      return scope.keys;
    case 'none':
      return [];
  }
}

/**
 * Writes a server answer into its mirror table in one transaction. A row with a pending local
 * change is not overwritten: the answer becomes that row's server version (its shadow) and the
 * pending operations are re-applied on top, until the server confirms or rejects them.
 */
export async function applyServerSnapshot<T extends MirrorTable>(
  database: GaadiDb,
  table: T,
  rows: readonly MirrorRow<T>[],
  scope: MirrorScope,
): Promise<{ removed: number }> {
  return database.transaction('rw', [database.table(table), database.pendingMutations, database.shadows], async () => {
    const pendingOps = opsByRef(await database.pendingMutations.toArray());
    const incoming = new Map<string, MirrorRow<T>>();
    for (const row of rows) incoming.set(rowKey(table, row), row);

    const plain: MirrorRow<T>[] = [];
    for (const [key, row] of incoming) {
      const ref = rowRef(table, key);
      const ops = pendingOps.get(ref);
      if (ops) await rebaseRow(database, ref, row as Record<string, unknown>, ops);
      else plain.push(row);
    }
    if (plain.length > 0) await database.table(table).bulkPut(plain);

    const gone: string[] = [];
    for (const key of await keysInScope(database, table, scope)) {
      if (incoming.has(key)) continue;
      const ref = rowRef(table, key);
      const ops = pendingOps.get(ref);
      if (ops) await rebaseRow(database, ref, null, ops);
      else gone.push(key);
    }
    if (gone.length > 0) await database.table(table).bulkDelete(gone);
    return { removed: gone.length };
  });
}
