// npm run db:reset: empties the configured database and the photo store, and seeds it again (the demo data in demo mode).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { demoModeOf, parseEnv } from '../env';
import { openDatabase } from './database';
import { seedIfEmpty } from './seed';
import { defaultPhotoDir } from '../modules/photos/photo-store';

const env = parseEnv();
if (env.DATABASE_URL) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.close();
} else {
  fs.rmSync(path.join(path.resolve(env.DATA_DIR), 'pglite'), { recursive: true, force: true });
}
// The photos' files go with their rows, on either database.
fs.rmSync(env.PHOTO_DIR ?? defaultPhotoDir(env.DATA_DIR), { recursive: true, force: true });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const kind = demoModeOf(env) ? 'demo' : 'catalogue';
await seedIfEmpty(database.db, kind);
await database.close();
console.log(`Database reset with the ${kind === 'demo' ? 'demo data' : 'catalogue only (DEMO_MODE is off)'} (${database.kind}).`);
