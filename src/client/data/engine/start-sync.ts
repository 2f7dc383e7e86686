import { apiGet } from '../../sync/api-get';
import { SINGLETON_KEY } from '../registry/table-spec';
import { db, type GaadiDb } from './db';
import { syncEngineExists } from './engine-ready';
import { FIRST_VISIT_DELAY_MS, FIRST_VISIT_DOWNLOAD_MARK } from './first-visit';
import { checkSessionRow } from './generated/session-row-check';
import { loadSyncRuntime } from './load-sync-runtime';

/** The session job's URL (a test holds it equal to the route table's, which this module must not import). */
// eslint-disable-next-line no-restricted-syntax -- the route table brings zod; start-sync.test.ts holds this equal to it
export const SESSION_URL = '/api/session';

let starting: Promise<void> | null = null;

/**
 * Starts the page's sync engine, once (the header calls it when the page is idle, the worker's
 * registration once the page has loaded). On a device that holds nothing yet — no session stored,
 * no change waiting — the engine and the row schemas it checks answers with (zod and the runtime,
 * ≈ 40 KiB gzip) would be most of the first route's code: there the session is pulled and checked
 * here, with the check generated from the same schema (generated/session-row-check.ts), so the
 * header shows who is acting, and the engine follows when the first-visit download is due
 * (FIRST_VISIT_DELAY_MS later), checking every row it stores as before (ADR 094). The persona
 * gate calls it too, for the session (ADR 107); a screen that shows data starts the engine at
 * once itself (`useSyncJobs`, or `startSyncEngine` where the booking form needs it).
 */
export function startSync(): Promise<void> {
  starting ??= begin().catch((error) => console.error('Sync could not start', error));
  return starting;
}

async function begin(): Promise<void> {
  if (await holdsNothing(db)) {
    const stored = await pullFirstSession(db).catch((error) => {
      // Offline, refused or unexpected: the engine's own session job retries with its back-off.
      console.warn('First session pull failed; the sync engine takes over', error);
      return false;
    });
    if (stored) {
      await new Promise((resolve) => setTimeout(resolve, FIRST_VISIT_DELAY_MS));
      // A screen that needed its data may have started the engine meanwhile (the persona gate asks
      // for the session here, ADR 107): then the engine's code came with that screen, not with the
      // download, and the mark would say otherwise.
      if (!syncEngineExists()) performance.mark(FIRST_VISIT_DOWNLOAD_MARK);
    }
  }
  const { ensureSyncEngine } = await loadSyncRuntime();
  ensureSyncEngine();
}

/** No session stored and no change waiting to be sent: this device's first visit. */
export async function holdsNothing(database: GaadiDb): Promise<boolean> {
  return !(await database.session.get(SINGLETON_KEY)) && (await database.pendingMutations.count()) === 0;
}

/**
 * GET /api/session, checked, stored with its ETag in one transaction, as the session job stores
 * it on a device that holds no session (session-store.ts `applySession`); left alone when one was
 * stored meanwhile. True when stored.
 */
export async function pullFirstSession(database: GaadiDb): Promise<boolean> {
  const answer = await apiGet(SESSION_URL);
  if (answer.status === 304) return false;
  const row = checkSessionRow({ ...(answer.body as object), key: SINGLETON_KEY });
  return database.transaction('rw', [database.session, database.syncMeta], async () => {
    if (await database.session.get(SINGLETON_KEY)) return false;
    await database.session.put(row);
    await database.syncMeta.put({ url: SESSION_URL, table: 'session', etag: answer.etag, fetchedAt: Date.now() });
    return true;
  });
}
