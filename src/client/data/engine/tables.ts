import type * as z from 'zod/mini';
import type { ChangeNotice } from './change-notices';
import { accountTables } from '../registry/account';
import { bookingTables } from '../registry/bookings';
import { catalogueTables } from '../registry/catalogue';
import { notificationTables } from '../registry/notifications';
import { providerTables } from '../registry/providers';

import { splitRowRef } from '../registry/table-spec';

export { SINGLETON_KEY, rowRef } from '../registry/table-spec';

/**
 * The mirror tables: one per kind of thing the screens show, each row exactly the server's shape
 * (plus a key field for the single-object answers). Each table is described once, in
 * registry/: its row schema, primary key, Dexie indexes, whether it is per persona, and the sync
 * jobs that fill it. The database (db.ts), the refresh (mirror.ts), the outbox and the sync
 * engine all read the table list from here.
 */
export const MIRROR_REGISTRY = { ...catalogueTables, ...bookingTables, ...providerTables, ...accountTables, ...notificationTables };

export type MirrorTable = keyof typeof MIRROR_REGISTRY;
export type MirrorRow<T extends MirrorTable> = z.infer<(typeof MIRROR_REGISTRY)[T]['schema']>;
export type SessionRow = MirrorRow<'session'>;

export const MIRROR_TABLES = Object.keys(MIRROR_REGISTRY) as MirrorTable[];

/**
 * Tables that describe what the acting persona may see. They are emptied when the persona
 * changes; the catalogue tables (services, tools, training, questions) are the same for everyone.
 */
export const PER_USER_TABLES: MirrorTable[] = MIRROR_TABLES.filter((table) => MIRROR_REGISTRY[table].perUser);

/** Parses a row of this table (from the network or an optimistic write). */
export function mirrorSchema<T extends MirrorTable>(table: T): z.ZodMiniType<MirrorRow<T>> {
  return MIRROR_REGISTRY[table].schema as unknown as z.ZodMiniType<MirrorRow<T>>;
}

/** Dexie's store definition of every mirror table: the primary key, then the indexes. */
export function mirrorStores(): Record<MirrorTable, string> {
  return Object.fromEntries(
    MIRROR_TABLES.map((table) => [table, [MIRROR_REGISTRY[table].key, ...MIRROR_REGISTRY[table].indexes].join(', ')]),
  ) as Record<MirrorTable, string>;
}

/**
 * What a new Dexie version must declare so the database matches the registry again: each mirror
 * table whose key or indexes differ from `published` (or that is new), and null for each table
 * the registry no longer has (Dexie then deletes it).
 */
export function mirrorStoreChanges(published: Readonly<Record<string, string>>): Record<string, string | null> {
  const current: Record<string, string> = mirrorStores();
  const changes: Record<string, string | null> = {};
  for (const [table, stores] of Object.entries(current)) if (published[table] !== stores) changes[table] = stores;
  for (const table of Object.keys(published)) if (!(table in current)) changes[table] = null;
  return changes;
}

export function rowKey<T extends MirrorTable>(table: T, row: MirrorRow<T>): string {
  return String((row as Record<string, unknown>)[MIRROR_REGISTRY[table].key]);
}

export function parseRowRef(ref: string): { table: MirrorTable; key: string } {
  return splitRowRef(ref) as { table: MirrorTable; key: string };
}

// ---- Outbox and sync bookkeeping -----------------------------------------------------------

export type RowOp =
  | { op: 'put'; table: MirrorTable; key: string; row: Record<string, unknown> }
  | { op: 'update'; table: MirrorTable; key: string; changes: Record<string, unknown> }
  | { op: 'delete'; table: MirrorTable; key: string };

/** A toast's words, as changes made before outcome codes (`notice`) stored them. */
export interface StoredToastText {
  title: string;
  description?: string;
}

/**
 * sending: the first attempt is on its way. queued: the service worker holds it and replays it.
 * unsent: no service worker took it (first visit, hard reload); the page resends it itself.
 * blocked: the server answered 401 on replay (sent under another persona than it was made as); it stays until resolved.
 */
export type PendingState = 'sending' | 'queued' | 'unsent' | 'blocked';

export interface PendingMutation {
  seq?: number;
  /** The Idempotency-Key; also how service-worker replay results find their entry. */
  key: string;
  label: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  ops: RowOp[];
  /** "table:key" of every row the optimistic change wrote (multi-entry index). */
  touched: string[];
  /** Table whose row the server answers with; that row replaces the optimistic one. */
  answerTable?: MirrorTable;
  /** Sync jobs to re-run once the server has settled it. */
  refresh: string[];
  /** What the change is; its outcome is worded from it (components/change-messages.ts). */
  notice?: ChangeNotice;
  /** Written by versions before `notice`: read only, to word those changes' outcomes. */
  messages?: { success?: StoredToastText; failure: StoredToastText };
  state: PendingState;
  reason?: string;
  userId: string | null;
  createdAt: number;
  /** Page load that sent it; entries still 'sending' from an earlier load get resent. */
  pageLoadId: string;
}

export interface RejectedMutation {
  key: string;
  label: string;
  /** What the change was, to word its label (kept since the labels are translated; older rows lack it). */
  notice?: ChangeNotice;
  method: string;
  url: string;
  status: number;
  reason: string;
  rejectedAt: number;
}

/** The server's version of a row with pending changes; the visible row = shadow + pending ops. */
export interface ShadowRow {
  ref: string;
  row: Record<string, unknown> | null;
}

export interface SyncMeta {
  url: string;
  table: MirrorTable;
  etag: string | null;
  fetchedAt: number;
  /** Delta jobs: the cursor of the last answer applied (sent as `since`). */
  cursor?: string;
}
