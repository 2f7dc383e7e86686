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
 * One template per seed kind, one unseeded, and for PGlite one not even migrated. template-databases-setup.ts (the suite's
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

/** Builds `file` once across the run's workers: the one that takes the lock builds, the others wait for the file. */
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
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
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
 * The PGlite dump of a database just made (initdb, no migration): what the migration tests start
 * from, as a new PGlite would, without paying for initdb each time. Null outside a run with templates.
 */
export function pgliteBareTemplate(): Promise<Blob> | null {
  const run = currentRun();
  if (!run) return null;
  return pgliteDump(run, 'bare', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite();
    try {
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  });
}
