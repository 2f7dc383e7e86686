import { MIRROR_REGISTRY, MIRROR_TABLES, type MirrorTable } from './tables';
import type { JobContext, JobParams, JobSpec } from '../registry/table-spec';

type Registry = typeof MIRROR_REGISTRY;

/** Every sync job's id: the keys of the tables' `jobs` in the registry. Ids are stable; screens name them. */
export type JobId = { [T in MirrorTable]: keyof Registry[T]['jobs'] & string }[MirrorTable];

export interface JobDef extends JobSpec {
  id: JobId;
  /** The table its answers land in. */
  table: MirrorTable;
}

function collectJobs(): Record<JobId, JobDef> {
  const defs = {} as Record<string, JobDef>;
  for (const table of MIRROR_TABLES) {
    for (const [id, spec] of Object.entries(MIRROR_REGISTRY[table].jobs as Record<string, JobSpec>)) {
      if (defs[id]) throw new Error(`Sync job '${id}' is declared by both ${defs[id].table} and ${table}`);
      defs[id] = { ...spec, id: id as JobId, table };
    }
  }
  return defs as Record<JobId, JobDef>;
}

/** Every GET of spec §7 as a named sync job, from the registry (data/registry/). */
export const JOB_DEFS: Record<JobId, JobDef> = collectJobs();

/** A job a screen needs: an id, or an id with parameters (e.g. the open booking for bids). */
export type JobRef = JobId | { id: JobId; params?: JobParams };

export function normalizeRef(ref: JobRef): { def: JobDef; params: JobParams } {
  const id = typeof ref === 'string' ? ref : ref.id;
  const params = typeof ref === 'string' ? {} : (ref.params ?? {});
  return { def: JOB_DEFS[id], params };
}

/** The URL this job fetches for this persona, or null when it does not apply. */
export function jobUrl(ref: JobRef, ctx: JobContext): string | null {
  const { def, params } = normalizeRef(ref);
  if (def.roles && (!ctx.role || !def.roles.includes(ctx.role))) return null;
  return def.url(ctx, params);
}
