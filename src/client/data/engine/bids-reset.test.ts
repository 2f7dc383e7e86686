import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { priceToWire } from '../../../shared/pricing/price-model';
import { quoteBid } from '../../../shared/pricing/quote';
import type { Bid } from '../../../shared/schemas/bid';
import type { GaadiDb } from './db';
import { runJob } from './run-job';
import { freshDb } from '../../../../tests/client/data/fixtures';

const { subtotal: _s, ...price } = priceToWire(quoteBid('600.00', DEFAULT_PRICING, { takeover: false }));
const bid = (id: string, status: Bid['status'], providerId = 'provider-2'): Bid => ({
  id, bookingId: 'b-1', providerId, bidAmount: '600.00', ...price, estimatedDuration: 120, message: null, status,
  createdAt: '2030-01-01T00:00:00Z', provider: { name: 'Suresh Gowda', profileImage: null, location: 'Koramangala' },
  providerProfile: { rating: 4.5, reviews: 3, completedJobs: 9 },
});

let database: GaadiDb;
afterEach(() => {
  vi.unstubAllGlobals();
  database?.close();
});

/** One answer of /api/sync/bids, as the server sends a reset. */
function answerReset(changes: Bid[]) {
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ changes, removed: [], cursor: '1.9.x', reset: true }), { status: 200, headers: { 'content-type': 'application/json', etag: 'W/"e"' } }),
  );
}

describe("a bids pull that resets", () => {
  it("drops from a customer's device the bids it no longer names (a rejected one)", async () => {
    database = freshDb();
    await database.bids.bulkPut([bid('kept', 'pending'), bid('rejected', 'pending', 'provider-1')]);
    answerReset([bid('kept', 'pending')]);
    await runJob(database, 'myBids', { userId: 'customer-1', role: 'customer' }, '/api/sync/bids');
    expect((await database.bids.toArray()).map((b) => b.id)).toEqual(['kept']);
  });

  it("drops only the provider's own bids from a provider's device", async () => {
    database = freshDb();
    await database.bids.bulkPut([bid('mine-old', 'pending', 'provider-1'), bid('other', 'pending', 'provider-2')]);
    answerReset([]);
    await runJob(database, 'myBids', { userId: 'provider-1', role: 'provider' }, '/api/sync/bids');
    expect((await database.bids.toArray()).map((b) => b.id)).toEqual(['other']);
  });
});
