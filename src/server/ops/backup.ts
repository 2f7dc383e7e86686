import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { newestCodeMigration, MIGRATIONS_FOLDER } from '../db/migration-state';

/**
 * Backups and restores (docs/operations.md, ADR 075): one folder holding the database (PGlite's
 * data directory as a gzipped tar, or PostgreSQL's `pg_dump -Fc`), the photo store's files, and a
 * manifest written last: row counts per table (of the very snapshot dumped), each file's size and
 * sha256, the newest applied migration, the app's version and the time.
 */

/** Runs a PostgreSQL client tool. */
export const runTool = promisify(execFile);

export const MANIFEST = 'manifest.json';
export const PGLITE_FILE = 'database.tar.gz';
export const POSTGRES_FILE = 'database.dump';
export const PHOTOS_FOLDER = 'photos';
const MANIFEST_FORMAT = 1;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Manifest {
  format: number;
  createdAt: string;
  appVersion: string;
  database: DatabaseKind;
  /** The newest migration applied to the database dumped: its journal tag and time. */
  schemaVersion: { tag: string | null; when: number | null };
  /** Rows per table (`schema.table`), counted in the snapshot that was dumped. */
  tables: Record<string, number>;
  photos: number;
  files: { path: string; size: number; sha256: string }[];
}

/** A database to back up, or to restore into: PGlite's folder or instance, or a PostgreSQL URL. */
export type Source = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** A refusal the command line shows as it is: nothing was changed. */
export class BackupRefused extends Error {}

export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** Every table but the system's, `schema.table`, in a stable order. */
export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const t of rows) {
    const ident = `"${t.schema.replaceAll('"', '""')}"."${t.name.replaceAll('"', '""')}"`;
    const result = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${ident}`);
    counts[`${t.schema}.${t.name}`] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

async function schemaVersion(db: Queryable): Promise<Manifest['schemaVersion']> {
  const present = await db.query<{ present: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!present.rows[0]?.present) return { tag: null, when: null };
  const { rows } = await db.query<{ newest: string | null }>('SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations');
  const when = rows[0]?.newest == null ? null : Number(rows[0].newest);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return { when, tag: journal.entries.find((e) => e.when === when)?.tag ?? null };
}

function appVersion(): string {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function filesUnder(root: string, relative = ''): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const rel = path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, rel)));
    else if (entry.isFile()) found.push(rel);
  }
  return found.sort();
}

/**
 * Copies the photo store's files not copied yet (kept and pending; never unfinished `.partial`
 * writes). Run before and after the database is dumped: every photo a dumped row refers to was
 * written before its row committed, so one of the two passes finds it.
 */
async function copyPhotos(photoDir: string, into: string, copied: Set<string>): Promise<void> {
  for (const rel of await filesUnder(photoDir)) {
    if (rel.endsWith('.partial') || copied.has(rel)) continue;
    const to = path.join(into, rel);
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    try {
      await fs.promises.copyFile(path.join(photoDir, rel), to);
    } catch (error) {
      // Kept (moved out of pending) or replaced since the folder was read: the other place has it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.add(rel);
  }
}

export function isEmptyFolder(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** The major version of a PostgreSQL client tool (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await runTool(tool, ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new Error(`cannot tell ${tool}'s version from "${stdout.trim()}"`);
  return Number(match[1]);
}

async function serverMajor(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
  return Math.floor(Number(rows[0]?.v) / 10000);
}

/** pg_dump and pg_restore read a database of their own major version or older, never newer. */
export async function requireToolFor(tool: string, db: Queryable): Promise<void> {
  const [mine, server] = await Promise.all([toolMajor(tool), serverMajor(db)]);
  if (mine < server) {
    throw new BackupRefused(`${tool} is PostgreSQL ${mine} but the server is ${server}: install the client tools of version ${server} or newer (e.g. postgresql-client-${server})`);
  }
}

export async function pgClient(url: string) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

export interface BackupOptions {
  /** The photo store's folder (PHOTO_DIR, or DATA_DIR/photos). */
  photoDir: string;
  now?: () => Date;
}

/**
 * Writes a backup of `source` and the photo store into `outDir` (absent or empty) while the app
 * may go on writing: PostgreSQL dumps one exported snapshot, PGlite's folder is dumped between two
 * transactions. Returns the manifest, written last (a folder without one is not a backup).
 */
export async function writeBackup(source: Source, outDir: string, options: BackupOptions): Promise<Manifest> {
  if (!isEmptyFolder(outDir)) throw new BackupRefused(`${path.resolve(outDir)} is not empty: give a new folder for the backup`);
  try {
    return await writeInto(source, outDir, options);
  } catch (error) {
    // The folder was empty or absent: what is in it now is this unfinished backup.
    for (const name of await fs.promises.readdir(outDir).catch(() => [])) await fs.promises.rm(path.join(outDir, name), { recursive: true, force: true });
    throw error;
  }
}

async function writeInto(source: Source, outDir: string, options: BackupOptions): Promise<Manifest> {
  await fs.promises.mkdir(path.join(outDir, PHOTOS_FOLDER), { recursive: true });
  const copied = new Set<string>();
  await copyPhotos(options.photoDir, path.join(outDir, PHOTOS_FOLDER), copied);

  let tables: Record<string, number>;
  let version: Manifest['schemaVersion'];
  if (source.kind === 'pglite') {
    // Under the transaction lock, so the dump falls between transactions, never inside one.
    const client = source.client;
    const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    const bytes = Buffer.from(await dump.arrayBuffer());
    await fs.promises.writeFile(path.join(outDir, PGLITE_FILE), zlib.gzipSync(bytes, { level: 6 }));
    // Counted in the dump itself, opened apart: exactly what a restore brings back.
    const { PGlite } = await import('@electric-sql/pglite');
    const copy = new PGlite({ loadDataDir: new Blob([bytes]) });
    try {
      tables = await countRows(copy);
      version = await schemaVersion(copy);
    } finally {
      await copy.close();
    }
  } else {
    const client = await pgClient(source.url);
    try {
      await requireToolFor('pg_dump', client);
      // The counts and pg_dump share one exported snapshot: the same rows, whatever commits meanwhile.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      tables = await countRows(client);
      version = await schemaVersion(client);
      await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, '--no-owner', '--file', path.join(outDir, POSTGRES_FILE), source.url], { maxBuffer: 16 * 1024 * 1024 });
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }
  await copyPhotos(options.photoDir, path.join(outDir, PHOTOS_FOLDER), copied);

  const files: Manifest['files'] = [];
  for (const rel of await filesUnder(outDir)) {
    if (rel === MANIFEST) continue;
    const file = path.join(outDir, rel);
    files.push({ path: rel.split(path.sep).join('/'), size: (await fs.promises.stat(file)).size, sha256: await sha256(file) });
  }
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    appVersion: appVersion(),
    database: source.kind,
    schemaVersion: version,
    tables,
    photos: copied.size,
    files,
  };
  const temp = path.join(outDir, `${MANIFEST}.partial`);
  await fs.promises.writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.promises.rename(temp, path.join(outDir, MANIFEST));
  return manifest;
}

/** Reads the manifest and checks every file's size and sha256 against it; throws on the first difference. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupRefused(`${path.resolve(dir)} has no ${MANIFEST}: not a backup, or one that did not finish`);
  const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) throw new BackupRefused(`${MANIFEST} is of format ${manifest.format}; this code reads ${MANIFEST_FORMAT}`);
  for (const entry of manifest.files) {
    const at = path.join(dir, ...entry.path.split('/'));
    if (!entry.path || entry.path.split('/').includes('..')) throw new BackupRefused(`${MANIFEST} names a file outside the backup: ${entry.path}`);
    const stat = await fs.promises.stat(at).catch(() => null);
    if (!stat) throw new BackupRefused(`${entry.path} is missing from the backup`);
    if (stat.size !== entry.size || (await sha256(at)) !== entry.sha256) {
      throw new BackupRefused(`${entry.path} does not match its checksum in ${MANIFEST}: the backup is damaged`);
    }
  }
  const newest = newestCodeMigration();
  if (manifest.schemaVersion.when !== null && manifest.schemaVersion.when > newest.when) {
    throw new BackupRefused(`the backup has migrations newer than this code (${manifest.schemaVersion.tag ?? manifest.schemaVersion.when}; this code's newest is ${newest.tag}): restore it with the newer code`);
  }
  return manifest;
}
