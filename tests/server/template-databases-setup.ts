import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export interface TemplateRun {
  /** Folder of this run's PGlite dumps. */
  dir: string;
  /** Names this run's PostgreSQL templates: `gc_tpl_<runId>_<seed>`. */
  runId: string;
}

export const TEMPLATE_PREFIX = 'gc_tpl_';

/**
 * The suite's globalSetup (vitest.config.ts): names this run's template databases
 * (template-databases.ts, ADR 053), which the test files build as they first need them, and
 * removes them when the run ends: the PGlite dumps' folder, and the PostgreSQL templates.
 */
export default function setup(project: TestProject) {
  const run: TemplateRun = {
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'gaadicare-templates-')),
    runId: crypto.randomBytes(4).toString('hex'),
  };
  project.provide('templateRun', run);
  return async () => {
    fs.rmSync(run.dir, { recursive: true, force: true });
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        `${TEMPLATE_PREFIX}${run.runId}_`,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
