import type { DBCore, DBCoreKeyRange, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import { rowRef } from '../registry/table-spec';
import type { MirrorTable } from './tables';

/**
 * The side table that lets a refresh skip rows it already holds: per mirror row ("table:key"),
 * the hash of the server content applyServerSnapshot last wrote there. Reading 10,000 of these
 * is cheap; reading 10,000 stored bookings to compare them is not.
 *
 * A hash may only be trusted while nothing else has written the row since, so the middleware
 * below forgets it on EVERY write to a mirror row, in the same transaction as that write: puts,
 * adds, deletes, modify(), clear(). applyServerSnapshot writes its rows and only then stores
 * their new hashes, so a stored hash always describes the row's current content. Nothing else
 * writes this table.
 */
export const SERVER_HASHES = 'serverHashes';

export interface ServerHash {
  /** "table:key", as rowRef names it. */
  ref: string;
  hash: number;
}

/**
 * Row arrays applyServerSnapshot is about to bulkPut and will store hashes for right after, in
 * the same transaction: forgetting their old hashes first would only cost a request per row.
 * Keyed by the array object, which no other write can pass. Should Dexie ever hand the guard a
 * copy, the hashes are forgotten and then stored again: slower, still correct.
 */
const hashedByCaller = new WeakSet<readonly unknown[]>();

/** Runs `write` (a bulkPut of `rows`) without forgetting those rows' hashes; see hashedByCaller. */
export async function writeRowsHashedByCaller<T>(rows: readonly unknown[], write: () => Promise<T>): Promise<T> {
  hashedByCaller.add(rows);
  try {
    return await write();
  } finally {
    hashedByCaller.delete(rows);
  }
}

/** Every hash of one mirror table: refs from "table:" up to, not including, "table;" (';' follows ':'). */
export function refBoundsOf(table: string): [lower: string, upper: string] {
  return [`${table}:`, `${table};`];
}

// DBCoreRangeType.Range: the enum is a const enum in an ambient module, which isolatedModules forbids.
const RANGE = 2 as DBCoreKeyRange['type'];

function allRefsOf(table: string): DBCoreKeyRange {
  const [lower, upper] = refBoundsOf(table);
  return { type: RANGE, lower, upper, lowerOpen: false, upperOpen: true };
}

function forgetRequest(table: DBCoreTable, req: DBCoreMutateRequest): DBCoreMutateRequest {
  const name = table.schema.name as MirrorTable;
  if (req.type === 'deleteRange') return { type: 'deleteRange', trans: req.trans, range: allRefsOf(name) };
  const keys: unknown[] = req.type === 'delete' ? req.keys : (req.keys ?? req.values.map(table.schema.primaryKey.extractKey!));
  return { type: 'delete', trans: req.trans, keys: keys.map((key) => rowRef(name, String(key))) };
}

/**
 * False only while upgrading from a schema version older than the side table: it then has no
 * hashes to forget. Any other transaction reaching a mirror write holds it (see transaction()).
 */
function holdsHashTable(trans: DBCoreTransaction): boolean {
  const idb = trans as Partial<IDBTransaction>;
  return idb.mode !== 'versionchange' || !!idb.objectStoreNames?.contains(SERVER_HASHES);
}

function abortQuietly(trans: DBCoreTransaction): void {
  try {
    trans.abort();
  } catch {
    // Already finished: its own error is what the caller sees.
  }
}

function guardMirrorTable(down: DBCore, table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate(req) {
      if (!holdsHashTable(req.trans)) return table.mutate(req);
      if (req.type === 'put' && hashedByCaller.has(req.values)) return table.mutate(req);
      // The write goes first: Dexie's live-query bookkeeping below reads values cached for it in
      // the transaction, and any other mutate there drops that cache.
      const written = table.mutate(req);
      // Queued in the same IndexedDB transaction as the write, so both commit or neither does.
      // Should forgetting fail, abort: a caller catching the error must not commit the write alone.
      const forgotten = down
        .table(SERVER_HASHES)
        .mutate(forgetRequest(table, req))
        .then(
          () => null,
          (error: unknown) => {
            abortQuietly(req.trans);
            return error;
          },
        );
      return written.then((result) =>
        forgotten.then((error) => {
          if (error) throw error;
          return result;
        }),
      );
    },
  };
}

/**
 * Installed on every GaadiDb, given the names of its mirror tables (the database's own list, so
 * opening it needs no row schemas). Transactions are opened by many callers naming only the tables
 * they use; every read-write one that names a mirror table is widened here (below Dexie's own
 * scope checks, which keep seeing the caller's list) to hold the side table too, so a write
 * never happens where its hash could not be forgotten.
 */
export function serverHashGuard(mirrorTableNames: Iterable<string>): Middleware<DBCore> {
  const mirrorTables = new Set<string>(mirrorTableNames);
  return {
  stack: 'dbcore',
  name: 'ServerHashGuard',
  create(down) {
    return {
      transaction(stores, mode, options) {
        const widen = mode === 'readwrite' && !stores.includes(SERVER_HASHES) && stores.some((s) => mirrorTables.has(s));
        return down.transaction(widen ? [...stores, SERVER_HASHES] : stores, mode, options);
      },
      table(name) {
        const table = down.table(name);
        return mirrorTables.has(name) ? guardMirrorTable(down, table) : table;
      },
    };
  },
};
}
