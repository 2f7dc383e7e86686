import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../shared/schemas/service';
import type { SchedulerClock } from '../../sync/scheduler';
import type { GaadiDb } from './db';
import { applyServerSnapshot } from './mirror';
import { SyncEngine } from './sync-engine';
import { SETTINGS_POLL_MS } from '../registry/account';
import { freshDb } from '../../../../tests/client/data/fixtures';

const clock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  random: () => 1,
};

function service(id: string, retired = false): Service {
  return { id, name: `Service ${id}`, description: '', nameKn: '', nameHi: '', descriptionKn: '', descriptionHi: '', basePrice: '100.00', duration: 30, vehicleType: 'car', category: 'wash', sacCode: '998714', retired };
}

/** A fake API: answers per URL, each held back until released (to order answers at will). */
function fakeApi(bodies: Record<string, unknown>) {
  const requested: string[] = [];
  const held = new Map<string, () => void>();
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    await new Promise<void>((resolve) => held.set(url, resolve));
    return new Response(JSON.stringify(bodies[url] ?? null), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return {
    requested,
    async release(url: string) {
      await vi.waitFor(() => expect(held.has(url)).toBe(true));
      held.get(url)!();
      held.delete(url);
    },
  };
}

let database: GaadiDb;
afterEach(() => {
  vi.unstubAllGlobals();
  database?.close();
});

const admin = { userId: 'admin-1', role: 'admin' as const };
const customer = { userId: 'customer-1', role: 'customer' as const };
const provider = { userId: 'provider-1', role: 'provider' as const };
const EMPTY_DELTA = { changes: [], removed: [], cursor: 'c1', reset: true };
const names = async () => (await database.services.toArray()).map((s) => s.id).sort();

describe('SyncEngine', () => {
  it('asks for nothing but the session until it knows who is acting', async () => {
    database = freshDb();
    const api = fakeApi({});
    const engine = new SyncEngine(database, clock);
    engine.subscribe(['services', 'settings']);
    await vi.waitFor(() => expect(api.requested).toEqual(['/api/session']));
    engine.setContext(admin);
    await vi.waitFor(() => expect(api.requested).toContain('/api/services?includeRetired=true'));
    expect(api.requested).not.toContain('/api/services');
    engine.setActive(false);
  });

  it('pulls for a visitor only the public reads of the screens on show', async () => {
    database = freshDb();
    const api = fakeApi({});
    const engine = new SyncEngine(database, clock);
    engine.subscribe(['services', 'pricing', 'settings', 'activeProviders', 'activeAvailability', 'customerBookings', 'toolRentals', 'users', 'feedback']);
    await vi.waitFor(() => expect(api.requested).toEqual(['/api/session']));
    await api.release('/api/session');
    engine.setContext({ userId: null, role: null, visitor: true });
    const publicUrls = ['/api/services', '/api/admin/pricing', '/api/admin/settings', '/api/provider-profile/active', '/api/provider-availability'];
    const pulled = () => api.requested.filter((url) => url !== '/api/session').sort();
    await vi.waitFor(() => expect(pulled()).toEqual([...publicUrls].sort()));
    await new Promise((r) => setTimeout(r, 50));
    expect(pulled()).toEqual([...publicUrls].sort());
    engine.setActive(false);
  });

  it("drops an answer that arrives after the acting persona changed, so it cannot undo the new persona's rows", async () => {
    database = freshDb();
    await applyServerSnapshot(database, 'services', [service('s1'), service('old', true)], { kind: 'all' });
    const api = fakeApi({ '/api/services': [service('s1')], '/api/services?includeRetired=true': [service('s1'), service('old', true)] });
    const engine = new SyncEngine(database, clock);
    engine.setContext(customer);
    engine.subscribe(['services']);
    await vi.waitFor(() => expect(api.requested).toContain('/api/services'));
    // The persona changes while the customer's list is on its way; the admin's answer lands first.
    engine.setContext(admin);
    await api.release('/api/services?includeRetired=true');
    await vi.waitFor(async () => expect(await database.syncMeta.get('/api/services?includeRetired=true')).toBeDefined());
    await api.release('/api/services');
    await new Promise((r) => setTimeout(r, 50));
    expect(await names()).toEqual(['old', 's1']);
    expect(await database.syncMeta.get('/api/services')).toBeUndefined();
    engine.setActive(false);
  });

  it('downloads once what a first visit needs, skipping what the device already has or a screen polls', async () => {
    database = freshDb();
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const body = url === '/api/services' ? [service('a')] : url === '/api/sync/bookings' ? EMPTY_DELTA : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag: '"v1"' } });
    });
    const paused = { ...clock, setTimeout: () => 0 };
    const engine = new SyncEngine(database, paused, { active: true });
    engine.setContext(customer);
    const bookingsUrl = engine.urlOf('customerBookings')!;
    const historyUrl = engine.urlOf('customerHistory')!;

    await engine.warm(['services', 'customerBookings']);
    expect(requested.filter((u) => u !== '/api/session')).toEqual(['/api/services', bookingsUrl]);
    expect(await names()).toEqual(['a']);

    // Stored now: a second warm-up asks for nothing; a job a screen polls is left to the screen.
    requested.length = 0;
    engine.subscribe(['customerHistory']);
    await engine.warm(['services', 'customerBookings', 'customerHistory']);
    expect(requested.filter((u) => u !== historyUrl && u !== '/api/session')).toEqual([]);

    // Offline (inactive), nothing is attempted.
    requested.length = 0;
    engine.setActive(false);
    await database.syncMeta.clear();
    await engine.warm(['services']);
    expect(requested).toEqual([]);
  });

  it('polls each collection once per interval whatever the number of bookings or jobs on show', async () => {
    database = freshDb();
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const body = url.startsWith('/api/sync/') ? EMPTY_DELTA : url === '/api/session' ? null : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', etag: '"v1"' } });
    });
    const armed = new Map<number, number>();
    let next = 1;
    // Timers are recorded, never fired: each task's period is what it armed after its first run.
    const recording: SchedulerClock = { ...clock, setTimeout: (_fn, ms) => (armed.set(next, ms), next++), clearTimeout: () => undefined };
    const engine = new SyncEngine(database, recording);
    engine.setContext(customer);
    // The dashboard, and the booking wizard's bids step opened for three bookings in turn.
    engine.subscribe(['customerBookings', 'toolRentals', 'settings']);
    for (const bookingId of ['b1', 'b2', 'b3']) engine.subscribe(['customerBookings', 'myBids', { id: 'booking', params: { bookingId } }]);
    // Every polled task has run once and armed its next run (each answers on its own time).
    for (const url of ['/api/sync/bids', '/api/sync/bookings', '/api/admin/settings', '/api/session']) {
      await vi.waitFor(() => expect(engine.scheduler.state(url)?.nextRunAt ?? null).not.toBeNull());
    }
    const period = (url: string) => engine.scheduler.state(url)!.nextRunAt! - Date.now();
    expect(period('/api/sync/bids')).toBeGreaterThan(4_000);
    expect(period('/api/sync/bids')).toBeLessThanOrEqual(5_000);
    expect(period('/api/sync/bookings')).toBeGreaterThan(9_000);
    expect(period('/api/sync/bookings')).toBeLessThanOrEqual(10_000);
    // Polled: the session, one URL per collection and the settings (once a minute). A booking opened by id is read once, never polled.
    const polled = engine.scheduler.keys().filter((url) => engine.scheduler.state(url)!.nextRunAt !== null);
    expect(polled.sort()).toEqual(['/api/admin/settings', '/api/session', '/api/sync/bids', '/api/sync/bookings']);
    expect(period('/api/admin/settings')).toBeGreaterThan(SETTINGS_POLL_MS - 1_000);
    expect(requested.filter((u) => u.includes('/api/bids/'))).toEqual([]);

    engine.setContext(provider);
    engine.subscribe(['providerBookings', 'pendingBookings', 'myBids']);
    await vi.waitFor(() => expect(engine.scheduler.state('/api/sync/jobs')?.nextRunAt).not.toBeNull());
    await vi.waitFor(() => expect(engine.scheduler.state('/api/sync/bids')?.nextRunAt).not.toBeNull());
    await vi.waitFor(() => expect(engine.scheduler.state('/api/sync/bookings')?.nextRunAt).not.toBeNull());
    expect(period('/api/sync/bids')).toBeGreaterThan(9_000);
    expect(period('/api/sync/bookings')).toBeGreaterThan(29_000);
    engine.setActive(false);
  });
});
