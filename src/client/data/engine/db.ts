import Dexie, { type EntityTable, type Table } from 'dexie';
import { SERVER_HASHES, serverHashGuard, type ServerHash } from './server-hashes';
import { upgradePricesToV3 } from './upgrade-prices';
import { upgradeProofToV4 } from './upgrade-photo-proof';
import { upgradeSlotToV5 } from './upgrade-slot-instant';
import { upgradePaymentToV6 } from './upgrade-booking-payment';
import { upgradeTranslationsToV9 } from './upgrade-catalogue-translations';
import type {
  MirrorRow,
  MirrorTable,
  PendingMutation,
  RejectedMutation,
  ShadowRow,
  SyncMeta,
} from './tables';

type MirrorTables = { [T in MirrorTable]: Table<MirrorRow<T>, string> };

/**
 * Version 1 of the schema, as published: kept as it was so upgrades from it keep working.
 * Its mirror tables are what the registry (tables.ts) still describes: a test holds
 * `mirrorStores()` equal to them until a new version changes one.
 */
const MIRROR_STORES_V1 = {
    services: 'id, category, vehicleType',
    bookings: 'id, customerId, selectedProviderId, status, createdAt',
    bids: 'id, bookingId, providerId',
    tools: 'id',
    toolRentals: 'id, customerId, toolId, status',
    availability: 'id, providerId, [providerId+dayOfWeek]',
    providerProfiles: 'userId',
    providerStats: 'providerId',
    verification: 'providerId',
    trainingModules: 'id, type',
    assessmentQuestions: 'id',
    users: 'id, userType',
    feedback: 'id, bookingId, customerId, providerId',
    session: 'key',
    pricing: 'key',
    settings: 'key',
} as const;

export const SCHEMA_V1 = {
    ...MIRROR_STORES_V1,
    pendingMutations: '++seq, &key, *touched, state',
    rejectedMutations: 'key, rejectedAt',
    shadows: 'ref',
    syncMeta: 'url',
} as const;

/** Version 3 adds the tax invoices and earnings statements. */
const MIRROR_STORES_V3 = {
    invoices: 'bookingId',
    earnings: 'providerId',
} as const;

/** Version 7 adds the inbox and the notification settings (ADR 084). */
const MIRROR_STORES_V7 = {
    notifications: 'id, createdAt',
    notificationPreferences: 'key',
} as const;

/** Version 8 adds the provider's money per week, the earnings chart's figures (ADR 066). */
const MIRROR_STORES_V8 = {
    earningsWeeks: 'providerId',
} as const;

/** The mirror tables as the newest published version left them. */
export const PUBLISHED_MIRROR_STORES: Readonly<Record<string, string>> = { ...MIRROR_STORES_V1, ...MIRROR_STORES_V3, ...MIRROR_STORES_V7, ...MIRROR_STORES_V8 };

/** The stores each published version added: what a database of an older version holds. */
export const STORES_ADDED_IN: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: SCHEMA_V1,
  2: { [SERVER_HASHES]: 'ref' },
  3: MIRROR_STORES_V3,
  7: MIRROR_STORES_V7,
  8: MIRROR_STORES_V8,
};

/** Every store as the newest version has it: the published mirror tables, the outbox and the sync's own. */
const STORES: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(STORES_ADDED_IN));

/**
 * The device's copy of everything the screens show, plus the outbox. A schema change is a new
 * version: `.version(n).stores(...)` for a new store or index (and its entry in STORES_ADDED_IN),
 * `.upgrade(...)` when rows change shape; never edit a published version.
 *
 * Only the versions with an upgrade step are declared, the stores once, at the first of them
 * (ADR 120). Dexie reads an older database's stores from the database itself, creates what the
 * declaration adds, and runs each step newer than the database's version; declaring every version
 * made each `.version()` call parse all the versions before it again, the largest part of the
 * database's construction on every page's start.
 */
class Database extends Dexie {
  declare pendingMutations: EntityTable<PendingMutation, 'seq'>;
  declare rejectedMutations: Table<RejectedMutation, string>;
  declare shadows: Table<ShadowRow, string>;
  declare syncMeta: Table<SyncMeta, string>;
  declare serverHashes: Table<ServerHash, string>;

  constructor(name = 'gaadicare') {
    super(name);
    // Upgrade steps, each run on a database older than its version:
    // stored bookings gain the start code and the photo proof's fields (ADR 023);
    this.version(4).upgrade(upgradeProofToV4);
    // a stored booking's slot is one instant, scheduledTime in IST; timeSlot goes (ADR 055);
    this.version(5).upgrade(upgradeSlotToV5);
    // a stored booking carries its payment: due until the server says otherwise (ADR 071);
    this.version(6).upgrade(upgradePaymentToV6);
    // services and tools carry their words in Kannada and Hindi, bookings' service lines and rentals' tools their names' (ADR 104).
    this.version(9).upgrade(upgradeTranslationsToV9);
    // The stores, declared last so that Dexie parses them once, not once per later version. They
    // belong to version 3, the oldest step: tax invoices and earnings statements, and stored
    // bookings, bids and rentals gain the price model's fields. Versions 1, 2, 7 and 8 only added
    // stores (STORES_ADDED_IN): the server hashes start empty, so the first refresh of each table
    // writes every row; the inbox, the notification settings and the earnings chart's weeks are
    // filled by their first pull (ADR 084, ADR 066).
    this.version(3).stores(STORES).upgrade(upgradePricesToV3);
    // A change to a mirror table's key or indexes in the registry is a new version here:
    // this.version(10).stores(mirrorStoreChanges(PUBLISHED_MIRROR_STORES)), then move the baseline.
    // Every write to a mirror row forgets the row's server hash (see server-hashes.ts).
    this.use(serverHashGuard(Object.keys(PUBLISHED_MIRROR_STORES)));
  }

  mirror<T extends MirrorTable>(table: T): Table<MirrorRow<T>, string> {
    return this.table(table) as unknown as Table<MirrorRow<T>, string>;
  }
}

/** The database with one typed property per mirror table of the registry (`db.bookings`, ...). */
export type GaadiDb = Database & MirrorTables;
export const GaadiDb = Database as unknown as new (name?: string) => GaadiDb;

export const db = new GaadiDb();
