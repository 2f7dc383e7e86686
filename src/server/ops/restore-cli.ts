// npm run restore -- DIR [--force]: restores the backup in DIR into the configured database and
// photo store, which must be empty unless --force. See docs/operations.md (Backups) and ADR 075.
import path from 'node:path';
import { parseEnv } from '../env';
import { defaultPhotoDir } from '../modules/photos/photo-store';
import { BackupRefused } from './backup';
import { restoreBackup } from './restore';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const force = args.includes('--force');
if (!dir) {
  console.error('Usage: npm run restore -- DIR [--force]   (--force replaces a database that is not empty)');
  process.exit(2);
}
const env = parseEnv();
const photoDir = env.PHOTO_DIR ?? defaultPhotoDir(env.DATA_DIR);
const started = performance.now();
try {
  const target = env.DATABASE_URL ? { kind: 'postgres' as const, url: env.DATABASE_URL } : { kind: 'pglite' as const, dataDir: env.DATA_DIR };
  const manifest = await restoreBackup(dir, target, { photoDir, force });
  console.log(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, migration ${manifest.schemaVersion.tag}, ${manifest.photos} photo files) from ${path.resolve(dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s; every checksum and row count matches.`,
  );
} catch (error) {
  const refused = error instanceof BackupRefused;
  console.error(`Restore ${refused ? 'refused, nothing was changed' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
