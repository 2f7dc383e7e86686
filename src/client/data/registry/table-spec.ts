import type * as z from 'zod/mini';
import type { UserType } from '../../../shared/schemas/common';

/** The key of the one row a single-object table holds (session, pricing, settings). */
export const SINGLETON_KEY = 'current';

/** Rows touched by pending changes are named "table:key" (e.g. "tools:tool-3"). */
export function rowRef(table: string, key: string): string {
  return `${table}:${key}`;
}

/** The table and key a "table:key" ref names. */
export function splitRowRef(ref: string): { table: string; key: string } {
  const at = ref.indexOf(':');
  return { table: ref.slice(0, at), key: ref.slice(at + 1) };
}

/** Who is acting: what every sync job's URL and reach depend on. */
export interface JobContext {
  userId: string | null;
  role: UserType | null;
  /**
   * True when the stored session says nobody is signed in (outside demo mode): the public reads
   * may run (shared/api/public-reads.ts, ADR 065). With no user and no `visitor`, who is acting is
   * not known yet and only the session job runs.
   */
  visitor?: boolean;
}

export type JobParams = Readonly<Record<string, string | undefined>>;

/**
 * Which existing rows one server answer fully describes: rows in scope that the answer leaves
 * out were deleted (or moved out of view) on the server.
 * - all: the whole table (GET /api/tools)
 * - index: rows whose indexed field equals a value (GET /api/bids/booking/{id} -> bookingId)
 * - keys: exactly these keys (single-object answers; a delta answer's removed ids)
 * - anyOf: rows whose indexed field holds one of these values (a delta reset of open jobs)
 * - none: only add or replace, never remove (lists whose extent is unclear)
 */
export type MirrorScope =
  | { kind: 'all' }
  | { kind: 'index'; index: string; value: string }
  | { kind: 'keys'; keys: string[] }
  | { kind: 'anyOf'; index: string; values: readonly string[] }
  | { kind: 'none' };

/** One GET that fills a mirror table. Screens ask for it by its id (see useSyncJobs). */
export interface JobSpec {
  /**
   * Poll period (or the period for the acting persona); leave out for "on start, navigation and
   * reconnect".
   */
  intervalMs?: number | ((ctx: JobContext) => number | undefined);
  /** Personas the server answers for; others skip the job instead of collecting 403s. */
  roles?: readonly UserType[];
  /** Built with apiUrl from the shared route table; null = not applicable (missing parameter or persona). */
  url(ctx: JobContext, params: JobParams): string | null;
  /**
   * 'list' answers are arrays of rows; 'object' answers are one row; 'delta' answers are
   * `{ changes, removed, cursor, reset }` for the cursor sent as `since` (docs/delta-sync.md), and
   * `scope` then names what a reset replaces.
   */
  shape: 'list' | 'object' | 'delta';
  scope(ctx: JobContext, params: JobParams): MirrorScope;
  /** Adds the key field to single-object answers that do not carry one. */
  toRow?(body: Record<string, unknown>, ctx: JobContext, params: JobParams): Record<string, unknown>;
}

/** Everything the device knows about one mirror table. */
export interface MirrorTableSpec<S extends z.ZodMiniType = z.ZodMiniType, J extends Record<string, JobSpec> = Record<string, JobSpec>> {
  /** Parses every row that arrives from the network or from an optimistic write. */
  schema: S;
  /** The field holding the primary key. */
  key: keyof z.infer<S> & string;
  /** Secondary indexes as Dexie writes them ('[a+b]' for a compound one). */
  indexes: readonly string[];
  /**
   * What the acting persona may see: emptied when the persona changes. Shared tables (the
   * catalogue, training, questions, the session itself) are the same for everyone.
   */
  perUser: boolean;
  /** The sync jobs whose answers land in this table. */
  jobs: J;
}

/** A registry entry; the function only lets TypeScript check `key` against the schema. */
export function mirrorTable<S extends z.ZodMiniType, J extends Record<string, JobSpec>>(spec: MirrorTableSpec<S, J>): MirrorTableSpec<S, J> {
  return spec;
}

// ---- Helpers the job definitions share ---------------------------------------------------

export const WHOLE_TABLE: MirrorScope = { kind: 'all' };
export const ADD_ONLY: MirrorScope = { kind: 'none' };

/** A job parameter, defaulting to the acting persona (e.g. a customer's own bookings). */
export function paramOrSelf(ctx: JobContext, params: JobParams, name: string): string | undefined {
  return params[name] ?? ctx.userId ?? undefined;
}

/** The URL for an id, or null when there is none. */
export function urlFor(id: string | undefined, build: (id: string) => string): string | null {
  return id ? build(id) : null;
}

export function byIndex(index: string, value: string | undefined): MirrorScope {
  return value ? { kind: 'index', index, value } : { kind: 'none' };
}

export function singletonRow(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, key: SINGLETON_KEY };
}
