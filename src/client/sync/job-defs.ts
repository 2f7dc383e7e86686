import type { UserType } from '../../shared/schemas/common';
import type { MirrorScope } from '../data/mirror';
import { SINGLETON_KEY, type MirrorTable } from '../data/tables';

export interface JobContext {
  userId: string | null;
  role: UserType | null;
}

export type JobParams = Readonly<Record<string, string | undefined>>;

export interface JobDef {
  id: string;
  table: MirrorTable;
  /** Poll period; leave out for "on start, navigation and reconnect". */
  intervalMs?: number;
  /** Personas the server answers for; others skip the job instead of collecting 403s. */
  roles?: readonly UserType[];
  /** null = not applicable (missing parameter or persona). */
  url(ctx: JobContext, params: JobParams): string | null;
  /** 'list' answers are arrays of rows; 'object' answers are one row. */
  shape: 'list' | 'object';
  scope(ctx: JobContext, params: JobParams): MirrorScope;
  /** Adds the key field to single-object answers that do not carry one. */
  toRow?(body: Record<string, unknown>, ctx: JobContext, params: JobParams): Record<string, unknown>;
}

const enc = encodeURIComponent;
const all: MirrorScope = { kind: 'all' };
const self = (ctx: JobContext, params: JobParams, name: string) => params[name] ?? ctx.userId ?? undefined;

function byIndex(index: string, value: string | undefined): MirrorScope {
  return value ? { kind: 'index', index, value } : { kind: 'none' };
}

/**
 * Every GET of spec §7 as a named sync job. Screens ask for jobs by id (see useSyncJobs);
 * ids are stable, add new ones here.
 */
export const JOB_DEFS = {
  session: { id: 'session', table: 'session', shape: 'object', url: () => '/api/session', scope: () => ({ kind: 'keys', keys: [SINGLETON_KEY] }), toRow: (b) => ({ ...b, key: SINGLETON_KEY }) },
  // The admin also mirrors retired services (kept for history); screens filter them with useServices().
  services: {
    id: 'services', table: 'services', shape: 'list', scope: () => all,
    url: (c) => (c.role === 'admin' ? '/api/services?includeRetired=true' : '/api/services'),
  },
  tools: { id: 'tools', table: 'tools', shape: 'list', url: () => '/api/tools', scope: () => all },
  toolRentals: {
    id: 'toolRentals', table: 'toolRentals', shape: 'list', roles: ['customer', 'admin'],
    url: (c, p) => (self(c, p, 'customerId') ? `/api/tool-rentals/customer/${enc(self(c, p, 'customerId')!)}` : null),
    scope: (c, p) => byIndex('customerId', self(c, p, 'customerId')),
  },
  customerBookings: {
    id: 'customerBookings', table: 'bookings', shape: 'list', roles: ['customer', 'admin'],
    url: (c, p) => (self(c, p, 'customerId') ? `/api/bookings/customer/${enc(self(c, p, 'customerId')!)}` : null),
    scope: (c, p) => byIndex('customerId', self(c, p, 'customerId')),
  },
  providerBookings: {
    id: 'providerBookings', table: 'bookings', shape: 'list', intervalMs: 30_000, roles: ['provider', 'admin'],
    url: (c, p) => (self(c, p, 'providerId') ? `/api/bookings/provider/${enc(self(c, p, 'providerId')!)}` : null),
    scope: (c, p) => byIndex('selectedProviderId', self(c, p, 'providerId')),
  },
  pendingBookings: {
    id: 'pendingBookings', table: 'bookings', shape: 'list', intervalMs: 10_000, roles: ['provider', 'admin'],
    url: () => '/api/bookings/pending', scope: () => byIndex('status', 'pending'),
  },
  emergencyBookings: {
    id: 'emergencyBookings', table: 'bookings', shape: 'list', roles: ['provider', 'admin'],
    url: () => '/api/bookings/emergency-released', scope: () => byIndex('status', 'emergency_released'),
  },
  allBookings: { id: 'allBookings', table: 'bookings', shape: 'list', roles: ['admin'], url: () => '/api/bookings', scope: () => all },
  booking: {
    id: 'booking', table: 'bookings', shape: 'object',
    url: (_c, p) => (p.bookingId ? `/api/bookings/${enc(p.bookingId)}` : null),
    scope: (_c, p) => ({ kind: 'keys', keys: p.bookingId ? [p.bookingId] : [] }),
  },
  bids: {
    id: 'bids', table: 'bids', shape: 'list', intervalMs: 5_000,
    url: (_c, p) => (p.bookingId ? `/api/bids/booking/${enc(p.bookingId)}` : null),
    scope: (_c, p) => byIndex('bookingId', p.bookingId),
  },
  customerHistory: {
    id: 'customerHistory', table: 'bookings', shape: 'list', roles: ['customer', 'admin'],
    url: (c, p) => (self(c, p, 'customerId') ? `/api/history/customer/${enc(self(c, p, 'customerId')!)}` : null),
    scope: (c, p) => byIndex('customerId', self(c, p, 'customerId')),
  },
  providerHistory: {
    id: 'providerHistory', table: 'bookings', shape: 'list', roles: ['provider', 'admin'],
    url: (c, p) => (self(c, p, 'providerId') ? `/api/history/provider/${enc(self(c, p, 'providerId')!)}` : null),
    scope: (c, p) => byIndex('selectedProviderId', self(c, p, 'providerId')),
  },
  activeProviders: {
    id: 'activeProviders', table: 'providerProfiles', shape: 'list',
    url: () => '/api/provider-profile/active', scope: () => ({ kind: 'none' }),
  },
  providerProfile: {
    id: 'providerProfile', table: 'providerProfiles', shape: 'object',
    url: (c, p) => (self(c, p, 'providerId') ? `/api/provider-profile/${enc(self(c, p, 'providerId')!)}` : null),
    scope: () => ({ kind: 'none' }),
  },
  availability: {
    id: 'availability', table: 'availability', shape: 'list',
    url: (c, p) => (self(c, p, 'providerId') ? `/api/provider-availability/${enc(self(c, p, 'providerId')!)}` : null),
    scope: (c, p) => byIndex('providerId', self(c, p, 'providerId')),
  },
  // Every active provider's hours in one call: which time slots a customer can book. Upsert only, so
  // a provider's own rows (possibly not active yet) are never dropped by it.
  activeAvailability: {
    id: 'activeAvailability', table: 'availability', shape: 'list',
    url: () => '/api/provider-availability', scope: () => ({ kind: 'none' }),
  },
  providerStats: {
    id: 'providerStats', table: 'providerStats', shape: 'object',
    url: (c, p) => (self(c, p, 'providerId') ? `/api/provider/${enc(self(c, p, 'providerId')!)}/stats` : null),
    scope: () => ({ kind: 'none' }),
    toRow: (b, c, p) => ({ ...b, providerId: self(c, p, 'providerId') }),
  },
  verification: {
    id: 'verification', table: 'verification', shape: 'object',
    url: (c, p) => (self(c, p, 'providerId') ? `/api/provider/${enc(self(c, p, 'providerId')!)}/verification-status` : null),
    scope: () => ({ kind: 'none' }),
    toRow: (b, c, p) => ({ ...b, providerId: self(c, p, 'providerId') }),
  },
  // A completed booking's tax invoice; mirrored so it opens offline once seen.
  invoice: {
    id: 'invoice', table: 'invoices', shape: 'object',
    url: (_c, p) => (p.bookingId ? `/api/bookings/${enc(p.bookingId)}/invoice` : null),
    scope: () => ({ kind: 'none' }),
  },
  earnings: {
    id: 'earnings', table: 'earnings', shape: 'object', roles: ['provider', 'admin'],
    url: (c, p) => (self(c, p, 'providerId') ? `/api/provider/${enc(self(c, p, 'providerId')!)}/earnings` : null),
    scope: () => ({ kind: 'none' }),
  },
  trainingModules: { id: 'trainingModules', table: 'trainingModules', shape: 'list', url: () => '/api/training/modules', scope: () => all },
  assessmentQuestions: { id: 'assessmentQuestions', table: 'assessmentQuestions', shape: 'list', url: () => '/api/assessment/questions', scope: () => all },
  feedback: { id: 'feedback', table: 'feedback', shape: 'list', url: () => '/api/feedback', scope: () => all },
  users: { id: 'users', table: 'users', shape: 'list', roles: ['admin'], url: () => '/api/users', scope: () => all },
  pricing: {
    id: 'pricing', table: 'pricing', shape: 'object', url: () => '/api/admin/pricing',
    scope: () => ({ kind: 'none' }), toRow: (b) => ({ ...b, key: SINGLETON_KEY }),
  },
  settings: {
    id: 'settings', table: 'settings', shape: 'object', url: () => '/api/admin/settings',
    scope: () => ({ kind: 'none' }), toRow: (b) => ({ ...b, key: SINGLETON_KEY }),
  },
} satisfies Record<string, JobDef>;

export type JobId = keyof typeof JOB_DEFS;

/** A job a screen needs: an id, or an id with parameters (e.g. the open booking for bids). */
export type JobRef = JobId | { id: JobId; params?: JobParams };

export function normalizeRef(ref: JobRef): { def: JobDef; params: JobParams } {
  const id = typeof ref === 'string' ? ref : ref.id;
  const params = typeof ref === 'string' ? {} : (ref.params ?? {});
  return { def: JOB_DEFS[id] as JobDef, params };
}

/** The URL this job fetches for this persona, or null when it does not apply. */
export function jobUrl(ref: JobRef, ctx: JobContext): string | null {
  const { def, params } = normalizeRef(ref);
  if (def.roles && (!ctx.role || !def.roles.includes(ctx.role))) return null;
  return def.url(ctx, params);
}
