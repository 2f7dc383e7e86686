import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { changeState } from '../db/schema';

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
  /** Sessions ended or an account's role changed: every process re-reads the sessions it keeps. */
  | 'sessions';

/** The channel on which a committed write tells the other server processes what it changed. */
export const CHANGES_CHANNEL = 'gaadicare_changes';
/**
 * Held by every write from its start to its commit, so versions taken from change_seq become
 * visible in the order they were taken (the change_version trigger takes it too; same key).
 */
export const CHANGE_ORDER_LOCK = 4201842;
const EPOCH_ROW = '~epoch';

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

  constructor(private readonly notifyOthers: boolean) {}

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
      await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_ORDER_LOCK})`);
      const r = await effect(tx);
      const groups = groupsOf(r);
      if (groups.length) committed.push({ groups, version: await this.record(tx, groups) });
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
    if (this.notifyOthers) await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${version}:${groups.join(',')}`})`);
    return version;
  }

  advance(groups: readonly string[], version: number): void {
    for (const g of groups) this.advanceOne(g, version);
  }

  /** A notification's payload ('version:group,group'); anything else is ignored. */
  advanceFromMessage(payload: string): void {
    const [v, groups] = payload.split(':');
    const version = Number(v);
    if (!Number.isSafeInteger(version) || !groups) return;
    this.advance(groups.split(','), version);
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
    if (version <= (this.versions.get(group) ?? 0)) return;
    this.versions.set(group, version);
    this.moved.set(group, (this.moved.get(group) ?? 0) + 1);
  }
}

/** A weak ETag from a change state and what else the answer depends on (persona, URL, cursor). */
export function etagOf(state: string, scope: string): string {
  return `W/"${crypto.createHash('sha1').update(`${scope}|${state}`).digest('base64url').slice(0, 22)}"`;
}
