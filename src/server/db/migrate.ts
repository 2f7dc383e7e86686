// npm run db:migrate: brings the configured database to this code's migrations and exits; a deploy
// step before the new processes start (each process also migrates on start, under the same lock).
import { parseEnv } from '../env';
import { openDatabase } from './database';
import { newestCodeMigration } from './migration-state';

const env = parseEnv();
try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
  console.log(`The ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database is at migration ${newestCodeMigration().tag}.`);
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
