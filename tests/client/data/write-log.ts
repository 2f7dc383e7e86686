import type { DBCore, Middleware } from 'dexie';
import type { GaadiDb } from '../../../src/client/data/engine/db';

/** What reached IndexedDB per table: keys put or deleted, and 'range' for a clear or range delete. */
export type WriteLog = Map<string, unknown[]>;

/**
 * Logs every write as IndexedDB receives it, below the app's own middleware (so writes it adds,
 * such as forgetting hashes, are logged too). Call before the database's first use.
 */
export function logWrites(database: GaadiDb): WriteLog {
  const log: WriteLog = new Map();
  const logger: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'TestWriteLog',
    level: 5,
    create: (down) => ({
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(req) {
            const entries = log.get(name) ?? [];
            log.set(name, entries);
            if (req.type === 'deleteRange') entries.push('range');
            else if (req.type === 'delete') entries.push(...req.keys);
            else entries.push(...(req.keys ?? req.values.map(table.schema.primaryKey.extractKey!)));
            return table.mutate(req);
          },
        };
      },
    }),
  };
  database.use(logger);
  return log;
}
