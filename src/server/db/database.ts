import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { noteQueryOfRequest } from './query-scope';
import { timePglite, timePostgresPool, type StatementObserver } from './statement-timer';
import { MIGRATIONS_FOLDER as migrationsFolder, refuseNewerDatabase } from './migration-state';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take it so several repositories share one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * How a second client reaches the same database (the job queue, ADR 051): PostgreSQL by its URL
 * (a pool of its own), PGlite as the very instance the app uses, since it has one connection.
 */
export type DatabaseConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  close(): Promise<void>;
  /** Counts statements sent to the database (benchmarks assert some paths send none). */
  queryCount(): number;
  /** PGlite only: the whole database as one uncompressed tar, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A folder for PGlite, or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty database; the tests' template. */
  loadDataDir?: Blob;
  /** Told each statement's duration (the metrics' database statement histogram). */
  onStatement?: StatementObserver;
}

/**
 * PGlite turns bytea values to and from hex one byte at a time in JavaScript, on the event loop:
 * a 1.5 MB photo took seconds each way and stalled every other request. Buffer's native hex does
 * the same conversion (the text form '\\x…' PostgreSQL reads and writes) in milliseconds.
 */
const BYTEA_OID = 17;
const PGLITE_BYTEA = {
  serializers: { [BYTEA_OID]: (value: Uint8Array) => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}` },
  parsers: { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** Any number, the same in every process: the PostgreSQL advisory lock that migrations are applied under. */
const MIGRATION_LOCK_KEY = 5_046_058;

/**
 * Runs `work` on one connection holding the migration lock: processes starting at once (or
 * `npm run db:migrate` beside running ones) migrate one after the other, the later ones finding
 * nothing left to apply. The lock is a session lock: it goes with the connection if the process dies.
 */
async function migrateLocked(pool: import('pg').Pool, work: (client: import('pg').PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let queries = 0;
  const logger = {
    logQuery: () => {
      queries++;
      noteQueryOfRequest();
    },
  };
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // PostgreSQL may end an idle connection (restart, failover, pg_terminate_backend); without a
    // listener that is an uncaught exception that stops the server. The pool replaces it instead.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    if (options.onStatement) timePostgresPool(pool, options.onStatement);
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    await migrateLocked(pool, (client) => {
      const locked = drizzle(client, { schema });
      return refuseNewerDatabase(locked).then(() => migrate(locked, { migrationsFolder }));
    }).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    return { db, kind: 'postgres', connection: { kind: 'postgres', url: options.databaseUrl }, close: () => pool.end(), queryCount: () => queries };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? './data';
  const release = dataDir === 'memory://' ? () => undefined : lockDataDir(dataDir);
  const client = new PGlite({
    ...(dataDir === 'memory://' ? {} : { dataDir: path.join(path.resolve(dataDir), 'pglite') }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...PGLITE_BYTEA,
  });
  await client.waitReady;
  if (options.onStatement) timePglite(client as never, options.onStatement);
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  await refuseNewerDatabase(db).catch(async (error: unknown) => {
    await client.close();
    release();
    throw error;
  });
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    close: async () => {
      await client.close();
      release();
    },
    queryCount: () => queries,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
