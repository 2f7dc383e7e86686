// Restores a backup folder written by `writeBackup` (docs/operations.md, ADR 075).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { lockDataDir } from '../db/data-dir-lock';
import { JOB_SCHEMA } from '../outbox/job-queue';
import {
  BackupRefused,
  countRows,
  isEmptyFolder,
  pgClient,
  PGLITE_FILE,
  PHOTOS_FOLDER,
  POSTGRES_FILE,
  requireToolFor,
  runTool,
  verifyBackup,
  type Manifest,
  type Queryable,
  type Target,
} from './backup';

export interface RestoreOptions {
  photoDir: string;
  /** Replace a database or photo store that is not empty. */
  force?: boolean;
}

async function postgresIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  return Number(rows[0]?.n) === 0;
}

/** Schemas a backup may bring, emptied by `--force`: ours, drizzle's and the job queue's. */
const RESTORED_SCHEMAS = ['drizzle', JOB_SCHEMA];

/**
 * Restores the backup in `dir` into `target` and the photo folder: checksums first, then refuses
 * a database or photo store that is not empty unless `force`, before changing anything; after the
 * restore the row counts must equal the manifest's.
 */
export async function restoreBackup(dir: string, target: Target, options: RestoreOptions): Promise<Manifest> {
  const manifest = await verifyBackup(dir);
  if (manifest.database !== target.kind) {
    throw new BackupRefused(
      `this backup is of a ${manifest.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} database and restores only into one (${target.kind === 'pglite' ? 'DATABASE_URL is not set' : 'DATABASE_URL is set'})`,
    );
  }
  const photosEmpty = isEmptyFolder(options.photoDir);
  let tables: Record<string, number>;
  if (target.kind === 'pglite') {
    const folder = path.join(path.resolve(target.dataDir), 'pglite');
    const release = lockDataDir(target.dataDir);
    try {
      if (!options.force && (!isEmptyFolder(folder) || !photosEmpty)) {
        throw new BackupRefused(`${path.resolve(target.dataDir)} already holds a database or photos: restore into an empty DATA_DIR, or add --force to replace them`);
      }
      await fs.promises.rm(folder, { recursive: true, force: true });
      const tar = zlib.gunzipSync(await fs.promises.readFile(path.join(dir, PGLITE_FILE)));
      const { PGlite } = await import('@electric-sql/pglite');
      try {
        const client = new PGlite({ dataDir: folder, loadDataDir: new Blob([tar]) });
        try {
          await client.waitReady;
          tables = await countRows(client);
        } finally {
          await client.close();
        }
      } catch (error) {
        // A database that did not open is no database: leave the folder empty, as it was (or as --force made it).
        await fs.promises.rm(folder, { recursive: true, force: true });
        throw error;
      }
      await restorePhotos(dir, options.photoDir, manifest);
    } finally {
      release();
    }
  } else {
    const client = await pgClient(target.url);
    try {
      if (!options.force && (!(await postgresIsEmpty(client)) || !photosEmpty)) {
        throw new BackupRefused('the database (or the photo folder) is not empty: restore into an empty database, or add --force to replace it');
      }
      await requireToolFor('pg_restore', client);
      if (options.force) {
        for (const schema of RESTORED_SCHEMAS) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.query('DROP SCHEMA IF EXISTS public CASCADE');
        await client.query('CREATE SCHEMA public');
      }
      await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', target.url, path.join(dir, POSTGRES_FILE)], {
        maxBuffer: 16 * 1024 * 1024,
      });
      tables = await countRows(client);
    } finally {
      await client.end();
    }
    await restorePhotos(dir, options.photoDir, manifest);
  }
  const differing = Object.keys({ ...manifest.tables, ...tables }).filter((t) => manifest.tables[t] !== tables[t]);
  if (differing.length > 0) throw new Error(`the restored database's row counts differ from the backup's manifest in ${differing.join(', ')}`);
  return manifest;
}

async function restorePhotos(dir: string, photoDir: string, manifest: Manifest): Promise<void> {
  await fs.promises.rm(photoDir, { recursive: true, force: true });
  for (const entry of manifest.files) {
    if (!entry.path.startsWith(`${PHOTOS_FOLDER}/`)) continue;
    const to = path.join(photoDir, ...entry.path.split('/').slice(1));
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.copyFile(path.join(dir, ...entry.path.split('/')), to);
  }
}
