import { yieldToMain } from '../../sync/yield-to-main';

/**
 * Dexie's own code, in a file of its own (scripts/chunk-groups.ts). Evaluated first by
 * `loadHeaderStatus()` (app/load-header-status.ts), before the database is built on it, so
 * evaluating Dexie and constructing the database with its versions are two tasks, not one
 * (ADR 119).
 */
export const loadDatabaseCode = () => import('dexie');

/**
 * zod's core and the field rules every row schema is built from (`shared/schemas/common.ts`).
 * Loaded on its own first, so that evaluating it and evaluating the schemas built with it are two
 * tasks, not one. (Importing `zod/mini` itself here would keep its whole namespace, locales and
 * all, in the bundle.)
 */
const loadValidatorCore = () => import('../../../shared/schemas/common');

/**
 * The sync runtime (engine, jobs, row schemas) for the pages that start it when idle, in three
 * tasks: zod's core, then the table registry (the row schemas and the route table), then the
 * engine. Evaluated together they were one task of 100–300 ms at 4× CPU after every first load
 * (ADR 040); the registry and the engine together still 30–50 ms at full speed (ADR 120).
 */
export async function loadSyncRuntime(): Promise<typeof import('./sync-runtime')> {
  await loadValidatorCore();
  await yieldToMain();
  await import('./tables');
  await yieldToMain();
  return import('./sync-runtime');
}

/**
 * Starts the page's sync engine now, for a screen that declares its jobs with
 * `useSyncJobsOnceStarted` and needs them at once (the booking wizard showing a booking, or once
 * the person starts on its form: ADR 107). Like the other starts, it makes one engine per page.
 */
export async function startSyncEngine(): Promise<void> {
  const { ensureSyncEngine } = await loadSyncRuntime();
  ensureSyncEngine();
}
