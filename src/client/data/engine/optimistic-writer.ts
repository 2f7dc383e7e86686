import type { GaadiDb } from './db';
import { mirrorSchema, rowKey, rowRef, type MirrorRow, type MirrorTable, type RowOp } from './tables';

/**
 * What a mutation's optimistic step may do. Every write is recorded as a set-style operation so
 * it can be rolled back, and re-applied on top of fresher server rows until the server settles it.
 */
export interface OptimisticWriter {
  get<T extends MirrorTable>(table: T, key: string): Promise<MirrorRow<T> | undefined>;
  put<T extends MirrorTable>(table: T, row: MirrorRow<T>): Promise<void>;
  update<T extends MirrorTable>(table: T, key: string, changes: Partial<MirrorRow<T>>): Promise<void>;
  delete(table: MirrorTable, key: string): Promise<void>;
}

/** A writer bound to an open outbox transaction; `ops` and `touched` collect what it did. */
export function createOptimisticWriter(database: GaadiDb, ops: RowOp[], touched: Set<string>): OptimisticWriter {
  // The first pending change to a row keeps the server's version as its shadow.
  async function keepServerVersion(table: MirrorTable, key: string): Promise<void> {
    const ref = rowRef(table, key);
    touched.add(ref);
    if (await database.shadows.get(ref)) return;
    const current = await database.table(table).get(key);
    await database.shadows.put({ ref, row: (current as Record<string, unknown> | undefined) ?? null });
  }

  return {
    async get(table, key) {
      return (await database.table(table).get(key)) as never;
    },
    async put(table, row) {
      // Parse so an optimistic row can never be a shape the screens would choke on.
      const parsed = mirrorSchema(table).parse(row) as Record<string, unknown>;
      const key = rowKey(table, parsed as never);
      await keepServerVersion(table, key);
      await database.table(table).put(parsed);
      ops.push({ op: 'put', table, key, row: parsed });
    },
    async update(table, key, changes) {
      await keepServerVersion(table, key);
      const current = (await database.table(table).get(key)) as Record<string, unknown> | undefined;
      if (current) await database.table(table).put({ ...current, ...changes });
      ops.push({ op: 'update', table, key, changes: { ...changes } as Record<string, unknown> });
    },
    async delete(table, key) {
      await keepServerVersion(table, key);
      await database.table(table).delete(key);
      ops.push({ op: 'delete', table, key });
    },
  };
}
