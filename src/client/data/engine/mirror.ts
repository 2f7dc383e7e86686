import type { Table } from 'dexie';
import type { GaadiDb } from './db';
import { opsByRef, rebaseRow } from './rows';
import { hashServerRow } from './row-hash';
import { refBoundsOf, writeRowsHashedByCaller, type ServerHash } from './server-hashes';
import type { MirrorScope } from '../registry/table-spec';
import { SINGLETON_KEY, mirrorSchema, rowKey, rowRef, type MirrorRow, type MirrorTable } from './tables';
import { ownChanges } from './own-changes';
import { forEachInSlices } from '../../sync/yield-to-main';

/** Parses rows from the network one by one; a malformed row is logged and left out. */
export function parseRows<T extends MirrorTable>(table: T, raw: readonly unknown[]): MirrorRow<T>[] {
  const rows: MirrorRow<T>[] = [];
  for (const item of raw) parseInto(rows, table, item);
  return rows;
}

/** parseRows in short tasks: a large answer's rows are checked a slice at a time (ADR 045). */
export async function parseRowsInSlices<T extends MirrorTable>(table: T, raw: readonly unknown[]): Promise<MirrorRow<T>[]> {
  const rows: MirrorRow<T>[] = [];
  await forEachInSlices(raw, (item) => parseInto(rows, table, item));
  return rows;
}

function parseInto<T extends MirrorTable>(rows: MirrorRow<T>[], table: T, item: unknown): void {
  const result = mirrorSchema(table).safeParse(item);
  if (result.success) rows.push(result.data);
  else console.warn(`Ignoring a malformed ${table} row from the server`, result.error.issues);
}

/** Below this many rows, reading their hashes one by one beats reading the table's range. */
const FETCH_ONE_BY_ONE_UP_TO = 200;

async function keysInScope(database: GaadiDb, table: MirrorTable, scope: MirrorScope): Promise<string[]> {
  const t = database.table(table);
  switch (scope.kind) {
    case 'all':
      return (await t.toCollection().primaryKeys()) as string[];
    case 'index':
      return (await t.where(scope.index).equals(scope.value).primaryKeys()) as string[];
    case 'keys':
      return scope.keys;
    case 'anyOf':
      return (await t.where(scope.index).anyOf([...scope.values]).primaryKeys()) as string[];
    case 'none':
      return [];
  }
}

/**
 * The stored server hashes (by ref) of the rows an answer brings. A big answer reads the table's
 * whole hash range in one request; a few rows are cheaper to fetch one by one.
 */
async function storedHashes(database: GaadiDb, table: MirrorTable, refs: string[]): Promise<Map<string, number>> {
  const entries =
    refs.length > FETCH_ONE_BY_ONE_UP_TO
      ? await database.serverHashes.where('ref').between(...refBoundsOf(table)).toArray()
      : await database.serverHashes.bulkGet(refs);
  const map = new Map<string, number>();
  for (const entry of entries) if (entry) map.set(entry.ref, entry.hash);
  return map;
}

/**
 * Writes a server answer into its mirror table in one transaction. A row with a pending local
 * change is not overwritten: the answer becomes that row's server version (its shadow) and the
 * pending operations are re-applied on top, until the server confirms or rejects them.
 *
 * Rows whose stored server hash equals the answer's are not rewritten: the hash is forgotten on
 * any other write to the row (server-hashes.ts), so a match means the row already holds exactly
 * this content. Rewriting every row of a big answer of which a few changed was most of a
 * refresh's cost.
 */
export async function applyServerSnapshot<T extends MirrorTable>(
  database: GaadiDb,
  table: T,
  rows: readonly MirrorRow<T>[],
  scope: MirrorScope,
  /**
   * Run inside the same transaction after the rows are written (the job's ETag and cursor, say), so
   * one answer is one write: every live query reading the table or the sync state runs once.
   */
  alongside?: { tables: readonly Table[]; write: (removed: number) => Promise<void> },
): Promise<{ removed: number }> {
  // Hashed before the transaction starts, so other writers wait less for it.
  // A slice at a time: hashing a large answer's rows is not one long task.
  const incoming = new Map<string, { row: MirrorRow<T>; ref: string; hash: number }>();
  await forEachInSlices(rows, (row) => {
    const key = rowKey(table, row);
    incoming.set(key, { row, ref: rowRef(table, key), hash: hashServerRow(row) });
  });
  const tables = [database.table(table), database.pendingMutations, database.shadows, database.serverHashes, database.session, ...(alongside?.tables ?? [])];
  return database.transaction('rw', tables, async () => {
    // Only the signed-in account's waiting changes are laid over what the server sent (ADR 017).
    const pendingOps = opsByRef(ownChanges(await database.pendingMutations.toArray(), await database.session.get(SINGLETON_KEY)));
    const stored = await storedHashes(database, table, [...incoming.values()].map((entry) => entry.ref));

    const changed: MirrorRow<T>[] = [];
    const hashes: ServerHash[] = [];
    for (const { row, ref, hash } of incoming.values()) {
      const ops = pendingOps.get(ref);
      // Rebased rows show server + local changes, not server content: they get no hash.
      if (ops) {
        await rebaseRow(database, ref, row as Record<string, unknown>, ops);
        continue;
      }
      if (stored.get(ref) === hash) continue;
      changed.push(row);
      hashes.push({ ref, hash });
    }
    if (changed.length > 0) {
      await writeRowsHashedByCaller(changed, () => database.table(table).bulkPut(changed));
      // Only after the rows, so no write to them can come between.
      await database.serverHashes.bulkPut(hashes);
    }

    const gone: string[] = [];
    for (const key of await keysInScope(database, table, scope)) {
      if (incoming.has(key)) continue;
      const ref = rowRef(table, key);
      const ops = pendingOps.get(ref);
      if (ops) await rebaseRow(database, ref, null, ops);
      else gone.push(key);
    }
    // Deleting the rows forgets their hashes too.
    if (gone.length > 0) await database.table(table).bulkDelete(gone);
    await alongside?.write(gone.length);
    return { removed: gone.length };
  });
}
