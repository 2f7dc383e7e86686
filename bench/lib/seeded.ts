import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { seedIfEmpty } from '../../src/server/db/seed';
import { TMP_DIR } from './paths';
import { createThrowawayDatabase, PG_ADMIN_URL, type ThrowawayDatabase } from './postgres';

/**
 * The migrated database with the demo seeded that every bench server starts from, made once per
 * run, instead of each server migrating and seeding its own (ADR 105, as the tests do: ADR 053).
 * Migrations and the seed are then no-ops in the servers, which find them done: what a figure
 * measures is served from the same rows as before.
 *
 * - PGlite: a dump (`dumpDataDir`), opened with `loadDataDir` by in-process servers and, through
 *   `pgliteFile`, by server children.
 * - PostgreSQL: a template database on `PG_ADMIN_URL`'s server, built when first asked for;
 *   `postgresCopy` makes each figure its own database with `CREATE DATABASE … TEMPLATE`.
 */
export class SeededDatabases {
  private template: Promise<ThrowawayDatabase> | undefined;

  private constructor(
    readonly pglite: Blob,
    /** The same dump in a file, for server children (`ServerSpec.seeded`). */
    readonly pgliteFile: string,
  ) {}

  /** `dump`: a migrated, demo-seeded PGlite dump to start from (the test run's template); built when absent. */
  static async open(dump?: Blob): Promise<SeededDatabases> {
    const blob = dump ?? (await pgliteDump());
    fs.mkdirSync(TMP_DIR, { recursive: true });
    const file = path.join(TMP_DIR, `seeded-${process.pid}.tar`);
    await fs.promises.writeFile(file, new Uint8Array(await blob.arrayBuffer()));
    return new SeededDatabases(blob, file);
  }

  /** A throw-away PostgreSQL database, a copy of the run's migrated, seeded template. */
  async postgresCopy(): Promise<ThrowawayDatabase> {
    this.template ??= postgresTemplate();
    return createThrowawayDatabase(PG_ADMIN_URL, 'gc_bench', (await this.template).name);
  }

  async close(): Promise<void> {
    fs.rmSync(this.pgliteFile, { force: true });
    const template = await this.template?.catch(() => undefined);
    await template?.drop();
  }
}

async function pgliteDump(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedIfEmpty(database.db, 'demo');
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

async function postgresTemplate(): Promise<ThrowawayDatabase> {
  const template = await createThrowawayDatabase(PG_ADMIN_URL, 'gc_bench_tpl');
  try {
    const database = await openDatabase({ databaseUrl: template.url });
    try {
      await seedIfEmpty(database.db, 'demo');
    } finally {
      // A template nobody is connected to: CREATE DATABASE … TEMPLATE refuses one in use.
      await database.close();
    }
    return template;
  } catch (error) {
    await template.drop();
    throw error;
  }
}
