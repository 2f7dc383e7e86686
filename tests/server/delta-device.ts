import type { TestApp } from './test-app';

export interface DeltaAnswerBody {
  changes: { id: string; status?: string; [field: string]: unknown }[];
  removed: string[];
  cursor: string;
  reset: boolean;
}

export interface DeltaPull {
  status: number;
  answer?: DeltaAnswerBody;
  /** Database queries the server made for this pull. */
  queries: number;
}

/** A device's state for one delta URL: its cursor and ETag, as the app keeps them. */
export function deltaDevice(t: TestApp, as: string, path: string) {
  let cursor: string | undefined;
  let etag: string | undefined;
  return {
    async pull(): Promise<DeltaPull> {
      const before = t.app.database.queryCount();
      const url = cursor ? `${path}?since=${encodeURIComponent(cursor)}` : path;
      const res = await t.as(as)({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
      // The request's own count when the app gives it (countQueriesPerRequest): on PostgreSQL the
      // process also re-reads change_state every second, which the process-wide count includes.
      const counted = res.headers['x-query-count'];
      const queries = counted === undefined ? t.app.database.queryCount() - before : Number(counted);
      if (res.statusCode !== 200) return { status: res.statusCode, queries };
      const answer = res.json() as DeltaAnswerBody;
      cursor = answer.cursor;
      etag = res.headers.etag as string;
      return { status: 200, answer, queries };
    },
    /** A cursor the server cannot honour (damaged, or from another database), without its ETag. */
    spoilCursor() {
      cursor = `${cursor}x`;
      etag = undefined;
    },
  };
}
