import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/database';
import { cellGroup } from '../../changes/place-cells';
import type { BookingRow } from '../bookings/booking-mapper';
import { JobChangeLog, type LoggedJob } from './job-change-log';

/** A stand-in database: booking rows at their newest version, read as the log reads them. */
function fakeTable() {
  const rows = new Map<string, LoggedJob>();
  let reads = 0;
  let fail = false;
  return {
    write(id: string, version: number, lat = 12.97, lng = 77.59) {
      const row = { id, version, latDeg: lat, lngDeg: lng } as BookingRow;
      rows.set(id, { row, version, booking: { id } as LoggedJob['booking'], embeds: {} as LoggedJob['embeds'] });
    },
    async read(_db: DbOrTx, after: number, limit: number) {
      reads++;
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('connection lost');
      return [...rows.values()].filter((j) => j.version > after).sort((a, b) => a.version - b.version).slice(0, limit);
    },
    get reads() {
      return reads;
    },
    failReads(on: boolean) {
      fail = on;
    },
  };
}

const db = {} as DbOrTx;
const HERE = cellGroup(Math.floor(12.97 / 0.02), Math.floor(77.59 / 0.02));
const ELSEWHERE = cellGroup(Math.floor(13.1 / 0.02), Math.floor(77.59 / 0.02));
const ids = (answer: { jobs: LoggedJob[] } | null) => answer?.jobs.map((j) => j.row.id);

describe('the log of recently changed jobs', () => {
  it('answers a cursor inside its window from memory, each row read once for every pull waiting', async () => {
    const table = fakeTable();
    const log = new JobChangeLog(table.read);
    log.startAt('e1', 10);
    table.write('a', 11);
    table.write('b', 12, 13.1);
    const at = { epoch: 'e1', known: 12 };
    const [one, two] = await Promise.all([log.changedSince(db, at, 10, [HERE]), log.changedSince(db, at, 10, [HERE, ELSEWHERE])]);
    expect(table.reads).toBe(1);
    expect(ids(one)).toEqual(['a']);
    expect(ids(two)).toEqual(['a', 'b']);
    expect(one!.top).toBe(12);
    // Nothing newer known: no read at all.
    expect(ids(await log.changedSince(db, at, 11, [HERE, ELSEWHERE]))).toEqual(['b']);
    expect(table.reads).toBe(1);
  });

  it('sends a row changed again once, at its newest version, and not to a cursor past it', async () => {
    const table = fakeTable();
    const log = new JobChangeLog(table.read);
    log.startAt('e1', 0);
    table.write('a', 1);
    table.write('b', 2);
    await log.changedSince(db, { epoch: 'e1', known: 2 }, 0, [HERE]);
    table.write('a', 3);
    const answer = await log.changedSince(db, { epoch: 'e1', known: 3 }, 0, [HERE]);
    expect(answer!.jobs.map((j) => [j.row.id, j.version])).toEqual([['b', 2], ['a', 3]]);
    expect(ids(await log.changedSince(db, { epoch: 'e1', known: 3 }, 3, [HERE]))).toEqual([]);
  });

  it('reaches the known version even when a row committed after it was read first, and never passes an unread row', async () => {
    const table = fakeTable();
    const log = new JobChangeLog(table.read, 100, 2);
    log.startAt('e1', 0);
    for (let v = 1; v <= 5; v++) table.write(`j${v}`, v);
    // Reads of two rows at a time: the top moves to the last row read until the known version is reached.
    const answer = await log.changedSince(db, { epoch: 'e1', known: 5 }, 0, [HERE]);
    expect(ids(answer)).toEqual(['j1', 'j2', 'j3', 'j4', 'j5']);
    expect(answer!.top).toBe(5);
    expect(table.reads).toBe(3);
    // A write known to be committed whose row the read finds beyond it: the top follows the row.
    table.write('j7', 7);
    expect((await log.changedSince(db, { epoch: 'e1', known: 6 }, 5, [HERE]))!.top).toBe(7);
  });

  it('leaves a cursor older than its window, another database and a failed read to the database', async () => {
    const table = fakeTable();
    const log = new JobChangeLog(table.read, 4);
    log.startAt('e1', 0);
    for (let v = 1; v <= 5; v++) table.write(`j${v}`, v);
    // Five rows in a window of four: the older half goes, the floor moves to the newest version dropped.
    expect(ids(await log.changedSince(db, { epoch: 'e1', known: 5 }, 0, [HERE]))).toBeUndefined();
    expect(log.state).toMatchObject({ floor: 3, top: 5 });
    expect(ids(await log.changedSince(db, { epoch: 'e1', known: 5 }, 3, [HERE]))).toEqual(['j4', 'j5']);
    expect(await log.changedSince(db, { epoch: 'e1', known: 5 }, 2, [HERE])).toBeNull();

    // A reset database (another epoch): the log starts again, empty, at its known version.
    expect(ids(await log.changedSince(db, { epoch: 'e2', known: 5 }, 5, [HERE]))).toEqual([]);
    expect(log.state).toMatchObject({ epoch: 'e2', floor: 5, top: 5 });
    expect(await log.changedSince(db, { epoch: 'e2', known: 5 }, 4, [HERE])).toBeNull();

    table.write('j6', 6);
    table.failReads(true);
    expect(await log.changedSince(db, { epoch: 'e2', known: 6 }, 5, [HERE])).toBeNull();
    expect(log.state).toMatchObject({ top: 5 });
    table.failReads(false);
    expect(ids(await log.changedSince(db, { epoch: 'e2', known: 6 }, 5, [HERE]))).toEqual(['j6']);
  });
});
