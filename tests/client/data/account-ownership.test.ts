import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session, User } from '../../../src/shared/schemas/user';
import type { GaadiDb } from '../../../src/client/data/engine/db';
import { applyServerSnapshot } from '../../../src/client/data/engine/mirror';
import { recordMutation } from '../../../src/client/data/engine/outbox';
import { ownChanges } from '../../../src/client/data/engine/own-changes';
import { applySession } from '../../../src/client/data/engine/session-store';
import { SINGLETON_KEY } from '../../../src/client/data/engine/tables';
import { freshDb, rental } from './fixtures';

/**
 * A change queued by account A stays A's (ADR 017): signed out, or with B signed in, it is kept
 * but neither shown nor laid over B's data; when A signs in again it is visible again.
 */
const user = (id: string): User => ({ id, name: id, email: null, userType: 'customer', isVerified: true, location: null, profileImage: null });
const session = (id: string | null): Session => ({ user: id ? user(id) : null, phone: null, demoMode: false, personas: [] });

let database: GaadiDb;
afterEach(() => database?.close());

async function queueReturnAsA() {
  await recordMutation(
    database,
    { key: 'k1', label: 'Return tool', method: 'POST', url: '/api/tool-rentals/r1/return', refresh: [], userId: 'user-a', pageLoadId: 'p1' },
    (w) => w.update('toolRentals', 'r1', { status: 'returned' }),
  );
}
const shown = async () => ownChanges(await database.pendingMutations.toArray(), await database.session.get(SINGLETON_KEY));

describe('waiting changes belong to the account that made them', () => {
  it('are hidden from another account and from nobody, kept, and shown again to their account', async () => {
    database = freshDb();
    await applySession(database, session('user-a'));
    await database.toolRentals.put(rental('r1', { customerId: 'user-a' }));
    await queueReturnAsA();
    expect((await database.toolRentals.get('r1'))?.status).toBe('returned');
    expect(await shown()).toHaveLength(1);

    // The session ends: the account's data goes, the change waits ("Sign in to send 1 change").
    await applySession(database, session(null));
    expect(await database.toolRentals.count()).toBe(0);
    expect(await database.pendingMutations.count()).toBe(1);
    expect(await shown()).toHaveLength(0);

    // B signs in: B's rows come from the server, A's change is not laid over them.
    await applySession(database, session('user-b'));
    await applyServerSnapshot(database, 'toolRentals', [rental('r1', { customerId: 'user-b', status: 'active' })], { kind: 'all' });
    expect((await database.toolRentals.get('r1'))?.status).toBe('active');
    expect(await shown()).toHaveLength(0);

    // A signs in again: the change is A's to see (and to send) again.
    await applySession(database, session('user-a'));
    await applyServerSnapshot(database, 'toolRentals', [rental('r1', { customerId: 'user-a', status: 'active' })], { kind: 'all' });
    expect((await database.toolRentals.get('r1'))?.status).toBe('returned');
    expect((await shown()).map((m) => m.key)).toEqual(['k1']);
  });
});
