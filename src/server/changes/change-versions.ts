import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { changeState } from '../db/schema';
import { bidsGroupOf, bookingsGroupOf, type BidsBucketGroup, type BookingsBucketGroup, type NotificationsBucketGroup } from './person-buckets';
import { PLACE_CELL_DEG, cellGroup, type CellGroup } from './place-cells';

/** The groups of data a write can change; a GET's ETag is built from the groups it reads. */
export type DataGroup =
  | 'bookings'
  | 'bids'
  | 'services'
  | 'users'
  | 'profiles'
  | 'availability'
  | 'feedback'
  | 'photos'
  | 'tools'
  | 'rentals'
  | 'verification'
  | 'training'
  | 'config'
  /** Support tickets filed from the chats (the admin's list). */
  | 'support'
  /** Sessions ended or an account's role changed: every process re-reads the sessions it keeps. */
  | 'sessions'
  /** A provider's base or radius (what decides their nearby jobs) may have changed. */
  | 'areas'
  /** The bookings placed in one cell of the place grid changed (recorded by every 'bookings' write; ADR 033). */
  | CellGroup
  /** The bids of the people in one bucket changed (recorded by every 'bids' write; ADR 033). */
  | BidsBucketGroup
  /** The bookings held by the people in one bucket changed (recorded by every 'bookings' write; ADR 033). */
  | BookingsBucketGroup
  /** The inboxes of the people in one bucket changed (recorded by the write that told them). */
  | NotificationsBucketGroup;

/** The channel on which a committed write tells the other server processes what it changed. */
export const CHANGES_CHANNEL = 'gaadicare_changes';
/**
 * Held by every write from its start to its commit, so versions taken from change_seq become
 * visible in the order they were taken (the change_version trigger takes it too; same key).
 */
export const CHANGE_ORDER_LOCK = 4201842;
const EPOCH_ROW = '~epoch';
const NOTIFY_PAYLOAD_MAX = 7_000;

/**
 * The place cells of the bookings a write versioned, and the `bookings:` buckets of the people
 * holding them (customer, selected provider, every provider who released it): those with a
 * version above `floor`, taken before the write took CHANGE_ORDER_LOCK (a write that committed in
 * between adds its groups too, which moves them once more than needed and is harmless). A
 * booking's place is set when it is created and never moves, so its cell now is its cell before
 * the write; a provider who leaves a booking (an emergency release) is on its release list.
 */
async function bookingGroupsWrittenSince(tx: Tx, floor: number): Promise<(CellGroup | BookingsBucketGroup)[]> {
  type Row = { i: number | null; j: number | null; c: string; p: string | null; r: string[] | string | null };
  const result = await tx.execute<Row>(sql`
    select floor(lat_deg / ${PLACE_CELL_DEG}::float8)::int as i, floor(lng_deg / ${PLACE_CELL_DEG}::float8)::int as j,
      customer_id as c, selected_provider_id as p, released_by_provider_ids as r
    from bookings where version > ${floor}`);
  const groups = new Set<CellGroup | BookingsBucketGroup>();
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    if (row.i !== null && row.j !== null) groups.add(cellGroup(Number(row.i), Number(row.j)));
    const released = typeof row.r === 'string' ? (JSON.parse(row.r) as string[]) : (row.r ?? []);
    for (const person of [row.c, row.p, ...released]) if (person) groups.add(bookingsGroupOf(person));
  }
  return [...groups];
}

/** The buckets of the providers and customers whose bids a write versioned (as bookingGroupsWrittenSince). */
async function bidBucketsWrittenSince(tx: Tx, floor: number): Promise<BidsBucketGroup[]> {
  const result = await tx.execute<{ p: string; c: string }>(sql`
    select distinct b.provider_id as p, bk.customer_id as c
    from bids b join bookings bk on bk.id = b.booking_id where b.version > ${floor}`);
  const people = (result as unknown as { rows: { p: string; c: string }[] }).rows.flatMap((r) => [r.p, r.c]);
  return [...new Set(people.map(bidsGroupOf))];
}

/**
 * What each data group's newest committed write was, as change_seq values shared by every
 * server process through the change_state table. A polled GET's ETag is made of these, so an
 * unchanged poll is answered 304 without asking the database, by whichever process it reaches.
 *
 * A write records its groups in its own transaction (`record`) and, after commit, moves this
 * process's copy (`advance`); other processes learn of it through LISTEN/NOTIFY within a moment
 * and, should a notification be lost, by re-reading change_state every second
 * (see ChangeListener and docs/decisions/018-delta-sync-and-change-versions.md).
 */
export class ChangeVersions {
  private epoch = '0';
  private readonly versions = new Map<string, number>();
  /** How many times each group has moved in this process (what a cache can compare against). */
  private readonly moved = new Map<string, number>();
  private committed = 0;
  private readonly committedListeners: ((version: number) => void)[] = [];

  constructor(private readonly notifyOthers: boolean) {}

  /**
   * Called whenever this process learns of a newer committed version (its own write, a
   * notification, the once-a-second re-read): e.g. to read the newly written rows once, before
   * the polls that need them arrive.
   */
  onCommitted(listener: (version: number) => void): void {
    this.committedListeners.push(listener);
  }

  /** Reads every group's version (and the database's epoch, creating it on a database that lacks it). */
  async load(db: Db): Promise<void> {
    await db
      .insert(changeState)
      .values({ dataGroup: EPOCH_ROW, version: crypto.randomInt(1, 2 ** 31) })
      .onConflictDoNothing();
    const rows = await db.select().from(changeState);
    for (const row of rows) {
      if (row.dataGroup === EPOCH_ROW) this.epoch = String(row.version);
      else this.advanceOne(row.dataGroup, row.version);
    }
    // Rows written without a recorded group (a seed, a migration) are committed too.
    const result = await db.execute<{ v: string }>(
      sql`select greatest((select max(version) from bookings), (select max(version) from bids), 0)::text as v`,
    );
    this.committed = Math.max(this.committed, Number((result as unknown as { rows: { v: string }[] }).rows[0].v));
  }
  /**
   * A version known to be committed, with every version below it (versions commit in order): the
   * newest this process has learned of in any group. A delta cursor is never below it.
   */
  newestCommitted(): number {
    return this.committed;
  }

  /** Identifies this database: cursors and ETags from another one (or before a reset) never match. */
  get databaseEpoch(): string {
    return this.epoch;
  }

  /**
   * Runs a write in one transaction and records the groups it changed (`groupsOf` its result;
   * none: nothing is recorded) in that transaction; after commit this process's versions move.
   * The transaction first takes CHANGE_ORDER_LOCK, so versions become visible in the order they
   * were taken: a reader never sees a later version committed before an earlier one.
   */
  async transaction<T>(db: Db, effect: (tx: Tx) => Promise<T>, groupsOf: (result: T) => readonly DataGroup[]): Promise<T> {
    const committed: { groups: readonly DataGroup[]; version: number }[] = [];
    const result = await db.transaction(async (tx) => {
      // `floor` is taken before the lock: every row this write versions gets a larger version.
      const locked = await tx.execute<{ floor: string }>(
        sql`select nextval('change_seq')::text as floor, pg_advisory_xact_lock(${CHANGE_ORDER_LOCK})`,
      );
      const floor = Number((locked as unknown as { rows: { floor: string }[] }).rows[0].floor);
      const r = await effect(tx);
      const groups = groupsOf(r);
      if (groups.length) {
        const all = [
          ...groups,
          ...(groups.includes('bookings') ? await bookingGroupsWrittenSince(tx, floor) : []),
          ...(groups.includes('bids') ? await bidBucketsWrittenSince(tx, floor) : []),
        ];
        committed.push({ groups: all, version: await this.record(tx, all) });
      }
      return r;
    });
    for (const { groups, version } of committed) this.advance(groups, version);
    return result;
  }

  /** Inside a write's transaction, after its changes: the version it commits as, recorded per group. */
  private async record(tx: Tx, groups: readonly DataGroup[]): Promise<number> {
    const result = await tx.execute<{ v: string }>(sql`select nextval('change_seq')::text as v`);
    const version = Number((result as unknown as { rows: { v: string }[] }).rows[0].v);
    await tx
      .insert(changeState)
      .values(groups.map((g) => ({ dataGroup: g, version })))
      .onConflictDoUpdate({ target: changeState.dataGroup, set: { version: sql`greatest(${changeState.version}, excluded.version)` } });
    // A payload over PostgreSQL's 8000 bytes (a sweep touching hundreds of cells) names only the
    // plain groups; the cells and buckets reach other processes with the once-a-second re-read.
    let payload = `${version}:${groups.join(',')}`;
    if (payload.length > NOTIFY_PAYLOAD_MAX) payload = `${version}:${groups.filter((g) => !g.includes(':')).join(',')}`;
    if (this.notifyOthers) await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
    return version;
  }

  advance(groups: readonly string[], version: number): void {
    const before = this.committed;
    for (const g of groups) this.advanceOne(g, version);
    if (this.committed > before) for (const listener of this.committedListeners) listener(this.committed);
  }

  /** A notification's payload ('version:group,group'); anything else is ignored. */
  advanceFromMessage(payload: string): void {
    const colon = payload.indexOf(':');
    const version = Number(payload.slice(0, colon));
    const groups = colon > 0 ? payload.slice(colon + 1) : '';
    if (!Number.isSafeInteger(version) || !groups) return;
    this.advance(groups.split(','), version);
  }

  /** The newest version this process knows to be committed in any of the groups (0: none). */
  newestOf(groups: readonly DataGroup[]): number {
    let newest = 0;
    for (const g of groups) newest = Math.max(newest, this.versions.get(g) ?? 0);
    return newest;
  }
  /** The groups' versions as one string: what an ETag or a delta answer is computed from. */
  stateOf(groups: readonly DataGroup[]): string {
    return `${this.epoch}|${groups.map((g) => this.versions.get(g) ?? 0).join('.')}`;
  }

  etag(groups: readonly DataGroup[], scope: string): string {
    return etagOf(this.stateOf(groups), scope);
  }

  /**
   * A number that changes whenever this process learns of a newer write to the group (here, by
   * notification or by the once-a-second re-read): a cache kept since it last changed is current.
   */
  movesOf(group: DataGroup): number {
    return this.moved.get(group) ?? 0;
  }

  private advanceOne(group: string, version: number): void {
    // The epoch's row (read again with the others every second) is no version.
    if (group === EPOCH_ROW) return;
    if (version > this.committed) this.committed = version;
    if (version <= (this.versions.get(group) ?? 0)) return;
    this.versions.set(group, version);
    this.moved.set(group, (this.moved.get(group) ?? 0) + 1);
  }
}

/** A weak ETag from a change state and what else the answer depends on (persona, URL, cursor). */
export function etagOf(state: string, scope: string): string {
  return `W/"${crypto.createHash('sha1').update(`${scope}|${state}`).digest('base64url').slice(0, 22)}"`;
}
