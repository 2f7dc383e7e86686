import * as z from 'zod/mini';
import { sessionSchema } from '../../../shared/schemas/user';
import { apiGet } from '../../sync/http';
import { yieldToMain } from '../../sync/yield-to-main';
import type { GaadiDb } from './db';
import { takeFirstAnswer } from './first-answers';
import { applyServerSnapshot, parseRowsInSlices } from './mirror';
import type { JobContext } from '../registry/table-spec';
import type { SyncMeta } from './tables';
import { SESSION_AT_PAGE_LOAD, applySession, sessionAskedNow } from './session-store';
import { normalizeRef, type JobRef } from './sync-jobs';

export type JobResult = 'updated' | 'not-modified' | 'stale';

/**
 * Fetches one job's URL with If-None-Match. A 304 writes nothing at all; a 200 is parsed and
 * merged into its mirror table (pending local changes stay on top), then its ETag is kept.
 */
export async function runJob(
  database: GaadiDb,
  ref: JobRef,
  ctx: JobContext,
  url: string,
  /** Asked when the answer arrives: false drops it (the job no longer applies, e.g. another persona acts). */
  stillWanted: () => boolean = () => true,
): Promise<JobResult> {
  const { def, params } = normalizeRef(ref);
  const meta = await database.syncMeta.get(url);
  // The page may carry this request's answer, made by the server at the navigation (ADR 041).
  const firstAnswer = takeFirstAnswer(url, ctx, def.id === 'session');
  const sessionAskedAt = firstAnswer ? SESSION_AT_PAGE_LOAD : sessionAskedNow();
  const answer = firstAnswer ?? (await apiGet(def.shape === 'delta' ? withCursor(url, meta?.cursor) : url, meta?.etag));
  if (answer.status === 304) return 'not-modified';
  // Reading the answer, checking its rows and writing them are separate tasks: a tap that comes
  // meanwhile is handled between them (ADR 040).
  await yieldToMain();
  if (!stillWanted()) return 'stale';

  // The job's sync state (ETag, cursor, when) is written in the same transaction as its rows:
  // one answer is one write, so the screens' live queries run once for it, not twice (ADR 045).
  const state = (cursor?: string): SyncMeta => ({ url, table: def.table, etag: answer.etag, fetchedAt: Date.now(), ...(cursor ? { cursor } : {}) });
  if (def.id === 'session') {
    await applySession(database, sessionSchema.parse(answer.body), state(), sessionAskedAt);
  } else if (def.shape === 'delta') {
    const delta = deltaBodySchema.parse(answer.body);
    // One transaction: the changed rows are written and the removed ones deleted together; a
    // reset replaces the job's whole scope.
    const scope = delta.reset ? def.scope(ctx, params) : { kind: 'keys' as const, keys: delta.removed };
    const rows = await parseRowsInSlices(def.table, delta.changes);
    if (!(await stillWantedAfterYield(stillWanted))) return 'stale';
    await applyServerSnapshot(database, def.table, rows, scope, syncState(database, url, def.table, state(delta.cursor)));
  } else {
    let raw: unknown[];
    if (def.shape === 'list') {
      if (!Array.isArray(answer.body)) throw new Error(`${url} did not answer with a list`);
      raw = answer.body;
    } else {
      const body = (answer.body ?? {}) as Record<string, unknown>;
      raw = [def.toRow ? def.toRow(body, ctx, params) : body];
    }
    const rows = await parseRowsInSlices(def.table, raw);
    if (!(await stillWantedAfterYield(stillWanted))) return 'stale';
    await applyServerSnapshot(database, def.table, rows, def.scope(ctx, params), syncState(database, url, def.table, state()));
  }
  return 'updated';
}

/** Lets the page handle what waits (a tap, a paint), then asks again whether the answer still applies. */
async function stillWantedAfterYield(stillWanted: () => boolean): Promise<boolean> {
  await yieldToMain();
  return stillWanted();
}

/** The changes-since form of a delta job's URL: `since` carries the cursor of the last answer applied. */
function withCursor(url: string, cursor: string | undefined): string {
  return cursor ? `${url}${url.includes('?') ? '&' : '?'}since=${encodeURIComponent(cursor)}` : url;
}

/** A delta answer's envelope; its rows are parsed one by one with the table's schema. */
const deltaBodySchema = z.object({
  changes: z.array(z.unknown()),
  removed: z.array(z.string()),
  cursor: z.string(),
  reset: z.boolean(),
});

/**
 * Writes a job's sync state with its rows; when rows went, the other answers that may still list
 * them are made to come back in full, in that same transaction.
 */
function syncState(database: GaadiDb, url: string, table: string, row: SyncMeta) {
  return {
    tables: [database.syncMeta],
    write: async (removed: number) => {
      if (removed > 0) await forgetOtherAnswers(database, url, table);
      await database.syncMeta.put(row);
    },
  };
}

/** Rows another answer also listed may have gone: make those answers come back in full. */
async function forgetOtherAnswers(database: GaadiDb, url: string, table: string): Promise<void> {
  await database.syncMeta
    .where('url')
    .notEqual(url)
    .filter((m) => m.table === table)
    .modify({ etag: null, cursor: undefined });
}
