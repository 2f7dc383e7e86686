// npm run backup -- DIR: writes a backup of the configured database and photo store into DIR
// (absent or empty). See docs/operations.md (Backups) and ADR 075.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../env';
import { DATA_DIR_IN_USE, lockDataDir } from '../db/data-dir-lock';
import { defaultPhotoDir } from '../modules/photos/photo-store';
import { BackupRefused, writeBackup, type Manifest } from './backup';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!dir) {
  console.error('Usage: npm run backup -- DIR   (DIR absent or empty)');
  process.exit(2);
}
const env = parseEnv();
const photoDir = env.PHOTO_DIR ?? defaultPhotoDir(env.DATA_DIR);
const started = performance.now();

async function backUpPglite(): Promise<Manifest> {
  const folder = path.join(path.resolve(env.DATA_DIR), 'pglite');
  if (!fs.existsSync(folder)) throw new BackupRefused(`${path.resolve(env.DATA_DIR)} holds no database to back up`);
  let release: () => void;
  try {
    release = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (error instanceof Error && error.message.includes(DATA_DIR_IN_USE)) {
      // PGlite serves one process: the running server holds it. Its folder copied under it would
      // not be a consistent database, so the embedded database is backed up with the server stopped.
      throw new BackupRefused(`${error.message}\nThe embedded database is backed up while no server uses it: stop the server, run the backup, start it again (about a second for the demo's data). PostgreSQL is backed up while it runs.`);
    }
    throw error;
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite({ dataDir: folder });
    try {
      await client.waitReady;
      return await writeBackup({ kind: 'pglite', client }, dir!, { photoDir });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

try {
  const manifest = env.DATABASE_URL ? await writeBackup({ kind: 'postgres', url: env.DATABASE_URL }, dir, { photoDir }) : await backUpPglite();
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database (${rows} rows in ${Object.keys(manifest.tables).length} tables, migration ${manifest.schemaVersion.tag}) and ${manifest.photos} photo files into ${path.resolve(dir)}: ${(bytes / 1e6).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
