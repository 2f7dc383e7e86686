import Dexie, { type EntityTable, type Table } from 'dexie';
import { SERVER_HASHES, serverHashGuard, type ServerHash } from './server-hashes';
import { upgradePricesToV3 } from './upgrade-prices';
import type {
  MirrorRow,
  MirrorTable,
  PendingMutation,
  RejectedMutation,
  ShadowRow,
  SyncMeta,
} from './tables';

type MirrorTables = { [T in MirrorTable]: Table<MirrorRow<T>, string> };

/** Version 1 of the schema, as published: kept as it was so upgrades from it keep working. */
export const SCHEMA_V1 = {
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
    pendingMutations: '++seq, &key, *touched, state',
    rejectedMutations: 'key, rejectedAt',
    shadows: 'ref',
    syncMeta: 'url',
} as const;

/**
 * The device's copy of everything the screens show, plus the outbox. Bump the version and add a
 * `.version(n).stores(...)` (with an upgrade step when rows change shape) for every schema change;
 * never edit a published version.
 */
export class GaadiDb extends Dexie {
  declare services: MirrorTables['services'];
  declare bookings: MirrorTables['bookings'];
  declare bids: MirrorTables['bids'];
  declare tools: MirrorTables['tools'];
  declare toolRentals: MirrorTables['toolRentals'];
  declare availability: MirrorTables['availability'];
  declare providerProfiles: MirrorTables['providerProfiles'];
  declare providerStats: MirrorTables['providerStats'];
  declare verification: MirrorTables['verification'];
  declare trainingModules: MirrorTables['trainingModules'];
  declare assessmentQuestions: MirrorTables['assessmentQuestions'];
  declare users: MirrorTables['users'];
  declare feedback: MirrorTables['feedback'];
  declare session: MirrorTables['session'];
  declare pricing: MirrorTables['pricing'];
  declare settings: MirrorTables['settings'];
  declare invoices: MirrorTables['invoices'];
  declare earnings: MirrorTables['earnings'];
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
    // Tax invoices and earnings statements; stored bookings and bids gain the price model's fields.
    this.version(3).stores({ invoices: 'bookingId', earnings: 'providerId' }).upgrade(upgradePricesToV3);
    // Every write to a mirror row forgets the row's server hash (see server-hashes.ts).
    this.use(serverHashGuard);
  }

  mirror<T extends MirrorTable>(table: T): Table<MirrorRow<T>, string> {
    return this.table(table) as unknown as Table<MirrorRow<T>, string>;
  }
}

export const db = new GaadiDb();
