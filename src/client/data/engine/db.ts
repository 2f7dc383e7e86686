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

/**
 * The device's copy of everything the screens show, plus the outbox. Bump the version and add a
 * `.version(n).stores(...)` (with an upgrade step when rows change shape) for every schema change;
 * never edit a published version.
 */
class Database extends Dexie {
  declare pendingMutations: EntityTable<PendingMutation, 'seq'>;
  declare rejectedMutations: Table<RejectedMutation, string>;
  declare shadows: Table<ShadowRow, string>;
  declare syncMeta: Table<SyncMeta, string>;
  declare serverHashes: Table<ServerHash, string>;

  constructor(name = 'gaadicare') {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // Starts empty: the first refresh of each table after the upgrade writes every row, as before.
    this.version(2).stores({ [SERVER_HASHES]: 'ref' });
    // Tax invoices and earnings statements; stored bookings, bids and rentals gain the price model's fields.
    this.version(3).stores(MIRROR_STORES_V3).upgrade(upgradePricesToV3);
    // Stored bookings gain the start code and the photo proof's fields (ADR 023).
    this.version(4).stores({}).upgrade(upgradeProofToV4);
    // A stored booking's slot is one instant, scheduledTime in IST; timeSlot goes (ADR 055).
    this.version(5).stores({}).upgrade(upgradeSlotToV5);
    // A stored booking carries its payment: due until the server says otherwise (ADR 071).
    this.version(6).stores({}).upgrade(upgradePaymentToV6);
    // The inbox and the notification settings: new tables, filled by their first pull (ADR 084).
    this.version(7).stores(MIRROR_STORES_V7);
    // The provider's money per week: a new table, filled by its first fetch (ADR 066).
    this.version(8).stores(MIRROR_STORES_V8);
    // Services and tools carry their words in Kannada and Hindi, bookings' service lines and rentals' tools their names' (ADR 104).
    this.version(9).stores({}).upgrade(upgradeTranslationsToV9);
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
