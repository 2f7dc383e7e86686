import { and, asc, getTableColumns, gt, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DbOrTx } from '../../db/database';
import { outsideRequests } from '../../db/query-scope';
import { bookings } from '../../db/schema';
import { PLACE_CELL_DEG, cellGroup, type CellGroup } from '../../changes/place-cells';
import { toBooking, type BookingEmbeds, type BookingRow } from '../bookings/booking-mapper';
import { embedColumns, embedsOf } from '../bookings/embeds-sql';

/** Changed bookings read from the database in one statement (more: read in the next one). */
export const LOG_READ_ROWS = 2_000;
/** Row versions kept per process; past it the older half is dropped (the log's floor moves up). */
export const LOG_WINDOW_ROWS = 10_000;

/**
 * A changed booking as the log keeps it: its row at its newest version, and the answer built from
 * it once, as anyone may see it. `embeds` builds it again for the one person who sees more (the
 * provider who won the job sees the customer's number: contact.ts).
 */
export interface LoggedJob {
  row: BookingRow;
  version: number;
  booking: Booking;
  embeds: BookingEmbeds;
}

/** Where the log stands: a cursor at or above `floor` can be answered from it, up to `top`. */
interface Window {
  epoch: string;
  floor: number;
  top: number;
}

const cellOf = (row: BookingRow): CellGroup | null =>
  row.latDeg === null || row.lngDeg === null ? null : cellGroup(Math.floor(row.latDeg / PLACE_CELL_DEG), Math.floor(row.lngDeg / PLACE_CELL_DEG));

/** Bookings with a version above `after` (and `where`) with their embeds, in version order, at most `limit`: one statement. */
export async function selectChangedJobs(db: DbOrTx, after: number, where: SQL | undefined, limit: number): Promise<LoggedJob[]> {
  const rows = await db
    .select({ ...getTableColumns(bookings), ...embedColumns(bookings) })
    .from(bookings)
    .where(and(gt(bookings.version, after), where))
    .orderBy(asc(bookings.version))
    .limit(limit);
  return rows.map((row) => {
    const embeds = embedsOf(row);
    return { row, version: row.version, booking: toBooking(row, embeds), embeds };
  });
}

const readChangedJobs = (db: DbOrTx, after: number, limit: number) => selectChangedJobs(db, after, undefined, limit);

/**
 * A process's short log of recently changed bookings, per place cell (ADR 043), so a provider's
 * jobs delta inside its window is answered from memory with no statement: every process reads
 * each written row once, not once per poll.
 *
 * The log holds every booking whose version is in (floor, top], at its newest version. It is
 * filled from the database only (`version > top`, in version order), never from a notification's
 * content: a notification, or the once-a-second re-read of change_state, only tells the process
 * that a newer version is committed (`at.known`), and the next pull that needs it first brings
 * the log up to that version with one statement shared by every pull waiting for it. Versions
 * commit in order (ADR 018), so a read that returns rows up to version v (or learns of v before
 * it starts) has every version up to v: `top` never passes a row the log lacks. A lost
 * notification delays a change by the re-read's second; it cannot lose one.
 *
 * A cursor below the floor (older than the window), a log of another database (its epoch: a
 * reset) and a read that failed are answered from the database as before.
 */
export class JobChangeLog {
  private window: Window | null = null;
  private readonly newest = new Map<string, LoggedJob>();
  private readonly byCell = new Map<CellGroup, LoggedJob[]>();
  /** Every entry in version order (superseded ones too, until they are trimmed). */
  private order: LoggedJob[] = [];
  private reading: Promise<void> | null = null;

  constructor(
    private readonly read: (db: DbOrTx, after: number, limit: number) => Promise<LoggedJob[]> = readChangedJobs,
    private readonly windowRows = LOG_WINDOW_ROWS,
    private readonly readRows = LOG_READ_ROWS,
  ) {}

  /**
   * The rows of these cells changed after `version`, and the version the answer is complete up
   * to (at least `at.known`); null when the log cannot answer (the caller asks the database).
   */
  async changedSince(db: DbOrTx, at: { epoch: string; known: number }, version: number, cells: readonly CellGroup[]): Promise<{ jobs: LoggedJob[]; top: number } | null> {
    if (!(await this.catchUp(db, at))) return null;
    const w = this.window!;
    if (version < w.floor) return null;
    const jobs: LoggedJob[] = [];
    for (const cell of cells) {
      const list = this.byCell.get(cell);
      if (!list) continue;
      for (let i = firstAbove(list, version); i < list.length; i++) if (this.newest.get(list[i].row.id) === list[i]) jobs.push(list[i]);
    }
    return { jobs: jobs.sort((a, b) => a.version - b.version), top: w.top };
  }

  /**
   * Starts the window at a version known to be committed with every one below it (the process's
   * change state when the log starts); older cursors are answered by the query.
   */
  startAt(epoch: string, version: number): void {
    this.restart(epoch, version);
  }

  /**
   * Reads what is newer than the log as soon as the process learns of it (a write here, a
   * notification, the re-read), so the polls that follow find it in memory. A failed read is
   * left to the next pull, which tries again or asks the database.
   */
  prefetch(db: DbOrTx, at: { epoch: string; known: number }): void {
    void outsideRequests(() => this.catchUp(db, at));
  }

  /** Where the log stands (for tests). */
  get state(): Readonly<Window> | null {
    return this.window;
  }

  /** Brings the log up to `at.known`; false if it could not (a failed read: the caller asks the database). */
  private async catchUp(db: DbOrTx, at: { epoch: string; known: number }): Promise<boolean> {
    if (this.window?.epoch !== at.epoch) this.restart(at.epoch, at.known);
    try {
      while (this.window!.top < at.known) {
        this.reading ??= this.readNext(db, at.known).finally(() => (this.reading = null));
        await this.reading;
        if (this.window?.epoch !== at.epoch) return false;
      }
      return true;
    } catch {
      return false;
    }
  }

  /** An empty log at `version`: it holds every row in (version, version], none. */
  private restart(epoch: string, version: number): void {
    this.window = { epoch, floor: version, top: version };
    this.newest.clear();
    this.byCell.clear();
    this.order = [];
  }

  private async readNext(db: DbOrTx, known: number): Promise<void> {
    const w = this.window!;
    const rows = await this.read(db, w.top, this.readRows);
    if (this.window !== w) return; // restarted meanwhile (another database)
    for (const job of rows) this.add(job);
    // A full read may have left rows after its last; otherwise everything up to `known` (learned
    // before the read began) is committed and was read.
    const last = rows.length ? rows[rows.length - 1].version : w.top;
    w.top = rows.length >= this.readRows ? last : Math.max(known, last);
    if (this.order.length > this.windowRows) this.trim();
  }

  private add(job: LoggedJob): void {
    const cell = cellOf(job.row);
    this.newest.set(job.row.id, job);
    this.order.push(job);
    if (!cell) return;
    const list = this.byCell.get(cell);
    if (list) list.push(job);
    else this.byCell.set(cell, [job]);
  }

  /** Drops the older half: the floor moves to the newest version dropped. */
  private trim(): void {
    const w = this.window!;
    const drop = this.order.length - Math.floor(this.windowRows / 2);
    w.floor = this.order[drop - 1].version;
    this.order = this.order.slice(drop);
    for (const [cell, list] of this.byCell) {
      const kept = list.slice(firstAbove(list, w.floor));
      if (kept.length) this.byCell.set(cell, kept);
      else this.byCell.delete(cell);
    }
    for (const [id, job] of this.newest) if (job.version <= w.floor) this.newest.delete(id);
  }
}

/** The index of the first entry with a version above `version` (entries in version order). */
function firstAbove(list: readonly LoggedJob[], version: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid].version <= version) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
