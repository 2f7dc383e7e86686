// npm run db:reset: empties the configured database and the photo store, and seeds the demo data again.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../env';
import { openDatabase } from './database';
import { seedIfEmpty } from './seed';
import { defaultPhotoDir } from '../uploads/photo-store';

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
await seedIfEmpty(database.db);
await database.close();
console.log(`Database reset with demo data (${database.kind}).`);
