import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';

/** Any Drizzle database of ours (PGlite's or node-postgres'): both answer a statement with `{ rows }`. */
interface Db {
  execute(query: SQL): PromiseLike<unknown>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where drizzle's migrator records what it applied: one row per migration, `created_at` its journal time. */
const APPLIED_TABLE = 'drizzle.__drizzle_migrations';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The newest migration this code ships (drizzle-kit's journal). */
export function newestCodeMigration(folder = MIGRATIONS_FOLDER): JournalEntry {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error(`${folder} has no migrations`);
  return newest;
}

/** The journal time of the newest migration applied to the database, or null before the first. */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const exists = (await db.execute(sql.raw(`SELECT to_regclass('${APPLIED_TABLE}') IS NOT NULL AS present`))) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return null;
  const newest = (await db.execute(sql.raw(`SELECT max(created_at)::text AS newest FROM ${APPLIED_TABLE}`))) as unknown as { rows: { newest: string | null }[] };
  const value = newest.rows[0]?.newest;
  return value == null ? null : Number(value);
}

/**
 * Refuses a database migrated by newer code: drizzle's migrator would skip every migration of
 * ours and this code would then run against tables it does not know.
 */
export async function refuseNewerDatabase(db: Db, folder = MIGRATIONS_FOLDER): Promise<void> {
  const applied = await newestAppliedMigration(db);
  const code = newestCodeMigration(folder);
  if (applied !== null && applied > code.when) {
    throw new Error(
      `the database has migrations newer than this code (applied up to ${new Date(applied).toISOString()}, this code's newest is ${code.tag}): deploy the newer code`,
    );
  }
}

/** Resolves when the database has exactly this code's migrations; rejects saying which way it differs. */
export async function checkMigrated(db: Db, folder = MIGRATIONS_FOLDER): Promise<void> {
  const applied = await newestAppliedMigration(db);
  const code = newestCodeMigration(folder);
  if (applied === null || applied < code.when) throw new Error(`the database lacks migrations up to ${code.tag}`);
  if (applied > code.when) throw new Error(`the database has migrations newer than ${code.tag}`);
}
