import { z } from 'zod';
import { pricingConfigSchema, systemSettingsSchema } from '../../shared/schemas/admin';
import { bidSchema } from '../../shared/schemas/bid';
import { bookingSchema } from '../../shared/schemas/booking';
import { earningsStatementSchema } from '../../shared/schemas/earnings';
import { feedbackSchema } from '../../shared/schemas/feedback';
import { taxInvoiceSchema } from '../../shared/schemas/invoice';
import {
  assessmentQuestionSchema,
  trainingModuleSchema,
  verificationStatusSchema,
} from '../../shared/schemas/onboarding';
import { availabilitySchema, providerProfileSchema, providerStatsSchema } from '../../shared/schemas/provider';
import { serviceSchema } from '../../shared/schemas/service';
import { toolRentalSchema, toolSchema } from '../../shared/schemas/tool';
import { sessionSchema } from '../../shared/schemas/user';
import { userSchema } from '../../shared/schemas/user';

/**
 * The mirror tables: one per kind of thing the screens show, each row exactly the server's shape
 * (plus a key field for the single-object answers). The schema parses every row that arrives
 * from the network or from an optimistic write before it lands in IndexedDB.
 */
export const SINGLETON_KEY = 'current';

export const providerStatsRowSchema = providerStatsSchema.extend({ providerId: z.string() });
export const verificationRowSchema = verificationStatusSchema.extend({ providerId: z.string() });
export const sessionRowSchema = sessionSchema.extend({ key: z.literal(SINGLETON_KEY) });
export const pricingRowSchema = pricingConfigSchema.safeExtend({ key: z.literal(SINGLETON_KEY) });
export const settingsRowSchema = systemSettingsSchema.safeExtend({ key: z.literal(SINGLETON_KEY) });

export const mirrorSchemas = {
  services: serviceSchema,
  bookings: bookingSchema,
  bids: bidSchema,
  tools: toolSchema,
  toolRentals: toolRentalSchema,
  availability: availabilitySchema,
  providerProfiles: providerProfileSchema,
  providerStats: providerStatsRowSchema,
  verification: verificationRowSchema,
  trainingModules: trainingModuleSchema,
  assessmentQuestions: assessmentQuestionSchema,
  users: userSchema,
  feedback: feedbackSchema,
  session: sessionRowSchema,
  pricing: pricingRowSchema,
  settings: settingsRowSchema,
  invoices: taxInvoiceSchema,
  earnings: earningsStatementSchema,
} as const;

export type MirrorTable = keyof typeof mirrorSchemas;
export type MirrorRow<T extends MirrorTable> = z.infer<(typeof mirrorSchemas)[T]>;
export type SessionRow = MirrorRow<'session'>;

export const MIRROR_TABLES = Object.keys(mirrorSchemas) as MirrorTable[];

/** The field holding each table's primary key (the Dexie schema in db.ts uses the same). */
export const primaryKeyField: { [T in MirrorTable]: keyof MirrorRow<T> & string } = {
  services: 'id',
  bookings: 'id',
  bids: 'id',
  tools: 'id',
  toolRentals: 'id',
  availability: 'id',
  providerProfiles: 'userId',
  providerStats: 'providerId',
  verification: 'providerId',
  trainingModules: 'id',
  assessmentQuestions: 'id',
  users: 'id',
  feedback: 'id',
  session: 'key',
  pricing: 'key',
  settings: 'key',
  invoices: 'bookingId',
  earnings: 'providerId',
};

/**
 * Tables that describe what the acting persona may see. They are emptied when the persona
 * changes; the catalogue tables (services, tools, training, questions) are the same for everyone.
 */
export const PER_USER_TABLES: MirrorTable[] = [
  'bookings',
  'bids',
  'toolRentals',
  'availability',
  'providerProfiles',
  'providerStats',
  'verification',
  'users',
  'feedback',
  'pricing',
  'settings',
  'invoices',
  'earnings',
];

export function rowKey<T extends MirrorTable>(table: T, row: MirrorRow<T>): string {
  return String((row as Record<string, unknown>)[primaryKeyField[table]]);
}

/** Rows touched by pending changes are named "table:key" (e.g. "tools:tool-3"). */
export function rowRef(table: MirrorTable, key: string): string {
  return `${table}:${key}`;
}

export function parseRowRef(ref: string): { table: MirrorTable; key: string } {
  const at = ref.indexOf(':');
  return { table: ref.slice(0, at) as MirrorTable, key: ref.slice(at + 1) };
}

// ---- Outbox and sync bookkeeping -----------------------------------------------------------

export type RowOp =
  | { op: 'put'; table: MirrorTable; key: string; row: Record<string, unknown> }
  | { op: 'update'; table: MirrorTable; key: string; changes: Record<string, unknown> }
  | { op: 'delete'; table: MirrorTable; key: string };

export interface ToastText {
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
  messages: { success?: ToastText; failure: ToastText };
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
}
