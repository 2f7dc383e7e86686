import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { seedIfEmpty, type SeedKind } from '../../src/server/db/seed';
import { TEMPLATE_PREFIX, type TemplateRun } from './template-databases-setup';

/**
 * The migrated, seeded databases test apps start from (ADR 053): migrating and seeding once per
 * run and copying the result is much cheaper than doing both for every app.
 *
 * - PGlite: the first test file that needs one builds it in memory and writes its dump
 *   (`dumpDataDir`) into the run's folder; every app then opens its own copy with `loadDataDir`.
 * - PostgreSQL: the first test file that needs one builds a template database under an advisory
 *   lock; every app then gets `CREATE DATABASE … TEMPLATE` of it.
 *
 * One template per seed kind, and one unseeded. template-databases-setup.ts (the suite's
 * globalSetup) names the run and removes its templates at the end; without it (another vitest
 * config) there is no template and apps migrate and seed as before.
 */
export type TemplateSeed = SeedKind | false;

declare module 'vitest' {
  export interface ProvidedContext {
    templateRun: TemplateRun | undefined;
  }
}

const seedName = (seed: TemplateSeed) => seed || 'none';

export const templateName = (runId: string, seed: TemplateSeed) => `${TEMPLATE_PREFIX}${runId}_${seedName(seed)}`;

function currentRun(): TemplateRun | undefined {
  try {
    return inject('templateRun');
  } catch {
    return undefined; // not inside a vitest worker of a project with the globalSetup
  }
}

async function migratedAndSeeded(databaseUrl: string | undefined, seed: TemplateSeed) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  if (seed) await seedIfEmpty(database.db, seed);
  return database;
}

const BUILD_WAIT_MS = 180_000;

/** Whether the process that wrote `lock` (its pid) is gone, leaving the lock behind. */
function lockIsStale(lock: string): boolean {
  const pid = Number(fs.readFileSync(lock, { encoding: 'utf8', flag: 'r' }));
  if (!pid) return false; // just created, its pid not yet written
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Builds `file` once across the run's workers: the one that takes the lock builds, the others wait
 * for the file. A worker ended while building (a test file's timeout) leaves its lock; the next
 * one to look removes it and builds.
 */
async function buildFileOnce(file: string, build: () => Promise<Uint8Array>): Promise<void> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!fs.existsSync(file)) {
    let handle: number | null = null;
    try {
      handle = fs.openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (handle === null) {
      if (Date.now() > deadline) throw new Error(`waited too long for the test template ${file}`);
      try {
        if (lockIsStale(lock)) fs.rmSync(lock, { force: true });
      } catch {
        // removed meanwhile by its builder
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    fs.writeSync(handle, String(process.pid));
    try {
      const bytes = await build();
      await fs.promises.writeFile(`${file}.part`, bytes);
      await fs.promises.rename(`${file}.part`, file);
    } finally {
      fs.closeSync(handle);
      // A failed build frees the lock, so a waiting worker tries again (and reports its own error).
      fs.rmSync(lock, { force: true });
    }
  }
}

const dumps = new Map<string, Promise<Blob>>();

function pgliteDump(run: TemplateRun, name: string, build: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(run.dir, `${name}.tar`);
  let dump = dumps.get(file);
  if (!dump) {
    dump = (async () => {
      await buildFileOnce(file, async () => new Uint8Array(await (await build()).arrayBuffer()));
      return new Blob([await fs.promises.readFile(file)]);
    })();
    dumps.set(file, dump);
  }
  return dump;
}

/** The PGlite dump of a migrated database seeded with `seed`, or null outside a run with templates. */
export function pgliteTemplate(seed: TemplateSeed): Promise<Blob> | null {
  const run = currentRun();
  if (!run) return null;
  return pgliteDump(run, seedName(seed), async () => {
    const database = await migratedAndSeeded(undefined, seed);
    try {
      return await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  });
}

/**
 * The name of a PostgreSQL template database, migrated and seeded with `seed`, on the server of
 * `adminUrl`; null outside a run with templates.
 */
export async function postgresTemplate(adminUrl: string, seed: TemplateSeed): Promise<string | null> {
  const run = currentRun();
  if (!run) return null;
  const name = templateName(run.runId, seed);
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    // Built under another name and renamed when complete: a failed build never passes as a template.
    const part = `${name}_part`;
    await admin.query(`DROP DATABASE IF EXISTS ${part} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${part}`);
    const url = new URL(adminUrl);
    url.pathname = `/${part}`;
    const database = await migratedAndSeeded(url.toString(), seed);
    await database.close();
    await admin.query(`ALTER DATABASE ${part} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}
