import { sessionSchema } from '../../shared/schemas/user';
import { apiGet } from '../sync/http';
import type { GaadiDb } from './db';
import { applyServerSnapshot, parseRows } from './mirror';
import type { JobContext } from './registry/table-spec';
import { applySession } from './session-store';
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
  const answer = await apiGet(url, meta?.etag);
  if (answer.status === 304) return 'not-modified';
  if (!stillWanted()) return 'stale';

  if (def.id === 'session') {
    await applySession(database, sessionSchema.parse(answer.body));
  } else {
    let raw: unknown[];
    if (def.shape === 'list') {
      if (!Array.isArray(answer.body)) throw new Error(`${url} did not answer with a list`);
      raw = answer.body;
    } else {
      const body = (answer.body ?? {}) as Record<string, unknown>;
      raw = [def.toRow ? def.toRow(body, ctx, params) : body];
    }
    const rows = parseRows(def.table, raw);
    const { removed } = await applyServerSnapshot(database, def.table, rows, def.scope(ctx, params));
    if (removed > 0) {
      // Rows another answer also listed may have gone: make those answers come back in full.
      await database.syncMeta.where('url').notEqual(url).filter((m) => m.table === def.table).modify({ etag: null });
    }
  }
  await database.syncMeta.put({ url, table: def.table, etag: answer.etag, fetchedAt: Date.now() });
  return 'updated';
}
