/** What the load generator counts, per kind of poll, and how it is summed up. */
import { percentile } from '../lib/stats';

export interface PollStats {
  polls: number;
  ok: number;
  notModified: number;
  other: Record<string, number>;
  errors: number;
  latencyMs: number[];
  /** Answer bytes as received (status line, headers, body) without the bench-only count header. */
  answerBytes: number;
  queries304: number;
  max304Queries: number;
  queries200: number;
  /** Polls whose answer carried no count (should be none). */
  uncounted: number;
  changes: number;
  removed: number;
  /** Timer lateness: how long after its planned time a poll was sent (the generator keeping up). */
  lagMs: number[];
  deliveryMs: number[];
  /** Writes answered by one process whose delivery came through another. */
  deliveredByOtherProcess: number;
  /** Writes a poll carried before the write's own answer reached the writer (no delivery time). */
  deliveredBeforeWriteAnswered: number;
  missed: number;
  missedExamples: string[];
}

export function emptyStats(): PollStats {
  return {
    polls: 0,
    ok: 0,
    notModified: 0,
    other: {},
    errors: 0,
    latencyMs: [],
    answerBytes: 0,
    queries304: 0,
    max304Queries: 0,
    queries200: 0,
    uncounted: 0,
    changes: 0,
    removed: 0,
    lagMs: [],
    deliveryMs: [],
    deliveredByOtherProcess: 0,
    deliveredBeforeWriteAnswered: 0,
    missed: 0,
    missedExamples: [],
  };
}

export interface PollSummary {
  polls: number;
  ok: number;
  notModified: number;
  other: Record<string, number>;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytesPerPoll: number;
  answerBytes: number;
  queriesPer304: number;
  max304Queries: number;
  queriesPer200: number;
  queriesPerPoll: number;
  uncounted: number;
  changes: number;
  removed: number;
  lagP99Ms: number;
  deliveries: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  deliveredByOtherProcess: number;
  deliveredBeforeWriteAnswered: number;
  missed: number;
  missedExamples: string[];
}

export function summarise(s: PollStats): PollSummary {
  const answered = s.ok + s.notModified;
  return {
    polls: s.polls,
    ok: s.ok,
    notModified: s.notModified,
    other: s.other,
    errors: s.errors,
    p50Ms: percentile(s.latencyMs, 50),
    p99Ms: percentile(s.latencyMs, 99),
    maxMs: s.latencyMs.length ? Math.max(...s.latencyMs) : Number.NaN,
    bytesPerPoll: s.polls ? s.answerBytes / s.polls : Number.NaN,
    answerBytes: s.answerBytes,
    queriesPer304: s.notModified ? s.queries304 / s.notModified : 0,
    max304Queries: s.max304Queries,
    queriesPer200: s.ok ? s.queries200 / s.ok : 0,
    queriesPerPoll: answered ? (s.queries304 + s.queries200) / answered : 0,
    uncounted: s.uncounted,
    changes: s.changes,
    removed: s.removed,
    lagP99Ms: percentile(s.lagMs, 99),
    deliveries: s.deliveryMs.length + s.deliveredBeforeWriteAnswered,
    deliveryP50Ms: percentile(s.deliveryMs, 50),
    deliveryP99Ms: percentile(s.deliveryMs, 99),
    deliveredByOtherProcess: s.deliveredByOtherProcess,
    deliveredBeforeWriteAnswered: s.deliveredBeforeWriteAnswered,
    missed: s.missed,
    missedExamples: s.missedExamples,
  };
}

/** Adds one answered poll to the stats. */
export function countPoll(s: PollStats, status: number, ms: number, bytes: number, queries: number, changes: number, removed: number): void {
  s.polls++;
  s.latencyMs.push(ms);
  s.answerBytes += bytes;
  if (Number.isNaN(queries)) s.uncounted++;
  if (status === 200) {
    s.ok++;
    s.queries200 += queries || 0;
    s.changes += changes;
    s.removed += removed;
  } else if (status === 304) {
    s.notModified++;
    s.queries304 += queries || 0;
    s.max304Queries = Math.max(s.max304Queries, queries || 0);
  } else {
    s.other[status] = (s.other[status] ?? 0) + 1;
  }
}
