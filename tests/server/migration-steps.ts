import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, usingPostgres } from './test-app';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

/**
 * A raw database for migration tests (PGlite in memory, or a throw-away PostgreSQL database):
 * migrate it up to any migration, fill it with rows as they were then, and migrate the rest.
 */
export interface RawDatabase {
  /** Applies the migrations up to and including `tag` (all of them when omitted). */
  migrateTo(tag?: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/** A copy of the migrations folder whose journal stops after `tag`. */
function migrationsUpTo(tag: string | undefined): string {
  if (!tag) return MIGRATIONS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-migrations-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration '${tag}'`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export async function openRawDatabase(): Promise<RawDatabase> {
  if (usingPostgres()) {
    const created = await createPostgresDatabase();
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: created.url, max: 1 });
    // Dropping the database (WITH FORCE) ends a connection still closing: expected, not a fault.
    pool.on('error', () => undefined);
    return {
      migrateTo: (tag) => migrate(drizzle(pool), { migrationsFolder: migrationsUpTo(tag) }),
      query: async (sql) => (await pool.query(sql)).rows,
      close: async () => {
        await pool.end();
        await created.drop();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await client.waitReady;
  return {
    migrateTo: (tag) => migrate(drizzle(client), { migrationsFolder: migrationsUpTo(tag) }),
    query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}
