import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../shared/schemas/service';
import type { SchedulerClock } from '../../sync/scheduler';
import type { GaadiDb } from './db';
import { applyServerSnapshot } from './mirror';
import { SyncEngine } from './sync-engine';
import { freshDb } from '../../../../tests/client/data/fixtures';

/** A read refused under load (503 + Retry-After, ADR 096): the device keeps its copy and asks again when told. */
const clock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  random: () => 1,
};

function service(id: string): Service {
  return { id, name: `Service ${id}`, description: '', nameKn: '', nameHi: '', descriptionKn: '', descriptionHi: '', basePrice: '100.00', duration: 30, vehicleType: 'car', category: 'wash', sacCode: '998714', retired: false };
}

let database: GaadiDb;
afterEach(() => {
  vi.unstubAllGlobals();
  database?.close();
});

describe('a shed read', () => {
  it('keeps the local copy on 503 and asks again after Retry-After, then takes the answer', async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'services', [service('s1')], { kind: 'all' });
    const asked: number[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url !== '/api/services') return new Response('null', { status: 200, headers: { 'content-type': 'application/json' } });
      asked.push(Date.now());
      if (asked.length === 1) {
        return new Response(JSON.stringify({ message: 'The server is busy.' }), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } });
      }
      return new Response(JSON.stringify([service('s1'), service('s2')]), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const engine = new SyncEngine(database, clock);
    engine.setContext({ userId: 'customer-1', role: 'customer' });
    engine.subscribe(['services']);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    // Refused: what the device had is still there, nothing was cleared.
    expect((await database.services.toArray()).map((s) => s.id)).toEqual(['s1']);
    await vi.waitFor(() => expect(asked).toHaveLength(2), { timeout: 5_000 });
    // Asked again no sooner than the server said (the engine's own back-off would be 1 s).
    expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(1_950);
    await vi.waitFor(async () => expect((await database.services.toArray()).map((s) => s.id).sort()).toEqual(['s1', 's2']));
    engine.setActive(false);
  });
});
