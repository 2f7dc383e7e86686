import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GaadiDb } from './db';
import { applyServerSnapshot } from './mirror';
import { recordMutation, settleDone, settleRejected } from './outbox';
import { freshDb, rental, tool } from '../../../../tests/client/data/fixtures';

let database: GaadiDb;
afterEach(async () => {
  database?.close();
});

function draft(key: string) {
  return {
    key,
    label: `change ${key}`,
    method: 'POST' as const,
    url: '/api/tool-rentals',
    refresh: [],
    messages: { failure: { title: 'Rental Failed' } },
    userId: 'customer-1',
    pageLoadId: 'load-1',
  };
}

describe('applyServerSnapshot', () => {
  it('replaces the rows in scope and deletes rows the server no longer lists', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'tools', [tool('t1'), tool('t2')], { kind: 'all' });
    await applyServerSnapshot(database, 'tools', [tool('t2', { name: 'Renamed' }), tool('t3')], { kind: 'all' });
    const rows = await database.tools.orderBy('id').toArray();
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      ['t2', 'Renamed'],
      ['t3', 'Tool t3'],
    ]);
  });

  it('only touches rows inside an index scope', async () => {
    database = freshDb();
    await database.toolRentals.bulkPut([rental('r1'), rental('r2', { customerId: 'customer-2' })]);
    await applyServerSnapshot(database, 'toolRentals', [], { kind: 'index', index: 'customerId', value: 'customer-1' });
    expect(await database.toolRentals.toCollection().primaryKeys()).toEqual(['r2']);
  });

  it('keeps a pending change on top of a fresher server row, and on top of a missing one', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'tools', [tool('t1')], { kind: 'all' });
    await recordMutation(database, draft('k1'), async (w) => {
      await w.update('tools', 't1', { isAvailable: false });
      await w.put('toolRentals', rental('r-new'));
    });

    // The poll brings a renamed tool that the server still shows as available: the name is
    // taken, the pending "rented" stays on top.
    await applyServerSnapshot(database, 'tools', [tool('t1', { name: 'Pressure Washer' })], { kind: 'all' });
    expect(await database.tools.get('t1')).toMatchObject({ name: 'Pressure Washer', isAvailable: false });
    expect((await database.shadows.get('tools:t1'))?.row).toMatchObject({ name: 'Pressure Washer', isAvailable: true });

    // The rentals list does not have the queued rental yet: it must not disappear.
    await applyServerSnapshot(database, 'toolRentals', [], { kind: 'index', index: 'customerId', value: 'customer-1' });
    expect(await database.toolRentals.get('r-new')).toMatchObject({ id: 'r-new', status: 'active' });
  });

  it('rolls back to the latest server version, not the one seen when the change was made', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'tools', [tool('t1')], { kind: 'all' });
    await recordMutation(database, draft('k1'), (w) => w.update('tools', 't1', { isAvailable: false }));
    await applyServerSnapshot(database, 'tools', [tool('t1', { dailyRate: '300.00' })], { kind: 'all' });

    const settled = await settleRejected(database, 'k1', { status: 409, reason: 'This tool is already rented', remember: true });
    expect(settled?.key).toBe('k1');
    expect(await database.tools.get('t1')).toMatchObject({ dailyRate: '300.00', isAvailable: true });
    expect(await database.shadows.count()).toBe(0);
    expect(await database.pendingMutations.count()).toBe(0);
    expect(await database.rejectedMutations.get('k1')).toMatchObject({ status: 409, reason: 'This tool is already rented' });
    // A second report of the same outcome changes nothing.
    expect(await settleRejected(database, 'k1', { status: 409, reason: 'x', remember: true })).toBeNull();
  });

  it('keeps a later pending change when an earlier one on the same row is rejected', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'tools', [tool('t1')], { kind: 'all' });
    await recordMutation(database, draft('k1'), (w) => w.update('tools', 't1', { isAvailable: false }));
    await recordMutation(database, draft('k2'), (w) => w.update('tools', 't1', { name: 'Mine' }));
    await settleRejected(database, 'k1', { status: 409, reason: 'no', remember: false });
    expect(await database.tools.get('t1')).toMatchObject({ isAvailable: true, name: 'Mine' });
    expect(await database.shadows.get('tools:t1')).toBeDefined();
    expect(await database.rejectedMutations.count()).toBe(0);
  });

  it('lets the server answer replace the optimistic row on success', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'tools', [tool('t1')], { kind: 'all' });
    await recordMutation(database, { ...draft('k1'), answerTable: 'toolRentals' }, async (w) => {
      await w.update('tools', 't1', { isAvailable: false });
      await w.put('toolRentals', rental('r1', { totalCost: '1.00' }));
    });
    await settleDone(database, 'k1', { ...rental('r1'), totalCost: '250.00' });
    expect(await database.toolRentals.get('r1')).toMatchObject({ totalCost: '250.00' });
    // The tool keeps its confirmed state until the next poll says otherwise.
    expect(await database.tools.get('t1')).toMatchObject({ isAvailable: false });
    expect(await database.shadows.count()).toBe(0);

    await applyServerSnapshot(database, 'tools', [tool('t1', { isAvailable: false, name: 'Server' })], { kind: 'all' });
    expect(await database.tools.get('t1')).toMatchObject({ name: 'Server', isAvailable: false });
  });
});
