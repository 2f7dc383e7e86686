import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migration-state';
import { seedIfEmpty } from '../../src/server/db/seed';
import { SEED_SERVICES } from '../../src/server/db/seed-data/catalog';
import { createPostgresDatabase, usingPostgres } from './test-app';

/** Migrations as a deploy step: `npm run db:migrate`, and processes that start at once on one new database. */
const root = path.resolve(import.meta.dirname, '../..');
const journalEntries = () => (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe('migrating', () => {
  it.skipIf(!usingPostgres())('applies each migration once and seeds once when several processes open a new database at once', async () => {
    const pg = await createPostgresDatabase();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: pg.url })));
      const [first] = opened;
      const applied = (await first.db.execute('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations' as never)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journalEntries());
      // And each seeds what is empty at once: exactly one fills it, none fails.
      const seeded = await Promise.all(opened.map((database) => seedIfEmpty(database.db, 'catalogue')));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const services = (await first.db.execute('SELECT count(*)::int AS n FROM services' as never)) as unknown as { rows: { n: number }[] };
      expect(services.rows[0].n).toBe(SEED_SERVICES.length);
      for (const database of opened) await database.close();
    } finally {
      await pg.drop();
    }
  }, 300_000);

  it.skipIf(usingPostgres())('npm run db:migrate brings a database to the newest migration and exits', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-migrate-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/db/migrate.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toMatch(/^The PGlite database is at migration \d{4}_\w+\.$/m);
      const database = await openDatabase({ dataDir });
      const applied = (await database.db.execute('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations' as never)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journalEntries());
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
