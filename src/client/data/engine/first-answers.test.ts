import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICING } from '../../../shared/schemas/admin';
import { priceToWire } from '../../../shared/pricing/price-model';
import { quoteBid } from '../../../shared/pricing/quote';
import type { Bid } from '../../../shared/schemas/bid';
import { FIRST_ANSWERS_ELEMENT_ID, scriptSafeJson, type FirstAnswers } from '../../../shared/sync/first-answers';
import type { GaadiDb } from './db';
import { resetFirstAnswers, takeFirstAnswer } from './first-answers';
import { runJob } from './run-job';
import { freshDb } from '../../../../tests/client/data/fixtures';

const { subtotal: _s, ...price } = priceToWire(quoteBid('600.00', DEFAULT_PRICING, { takeover: false }));
const bid = (id: string): Bid => ({
  id, bookingId: 'b-1', providerId: 'provider-1', bidAmount: '600.00', ...price, estimatedDuration: 120, message: null, status: 'pending',
  createdAt: '2030-01-01T00:00:00Z', provider: { name: 'Suresh Gowda', profileImage: null, location: '</script> Koramangala' },
  providerProfile: { rating: 4.5, reviews: 3, completedJobs: 9 },
});
const provider = { userId: 'provider-1', role: 'provider' } as const;

/** A page whose element carries these answers, as the server writes it. */
function pageWith(answers: FirstAnswers): void {
  const text = scriptSafeJson(JSON.stringify(answers));
  vi.stubGlobal('document', { getElementById: (id: string) => (id === FIRST_ANSWERS_ELEMENT_ID ? { textContent: text } : null) });
}

let database: GaadiDb | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstAnswers();
  database?.close();
});

describe("the page's first answers (ADR 041)", () => {
  it('stand in for the first pull, once; the next pull goes on from their cursor and ETag', async () => {
    database = freshDb();
    pageWith({ userId: 'provider-1', answers: [{ url: '/api/sync/bids', etag: 'W/"page"', body: { changes: [bid('b1')], removed: [], cursor: '1.7.x', reset: true } }] });
    const requests: { url: string; etag: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, etag: (init.headers as Record<string, string>)['If-None-Match'] ?? null });
      return new Response(null, { status: 304 });
    });
    expect(await runJob(database, 'myBids', provider, '/api/sync/bids')).toBe('updated');
    expect(requests).toEqual([]);
    expect((await database.bids.toArray()).map((b) => [b.id, b.provider.location])).toEqual([['b1', '</script> Koramangala']]);
    expect(await database.syncMeta.get('/api/sync/bids')).toMatchObject({ etag: 'W/"page"', cursor: '1.7.x' });
    expect(await runJob(database, 'myBids', provider, '/api/sync/bids')).toBe('not-modified');
    expect(requests).toEqual([{ url: '/api/sync/bids?since=1.7.x', etag: 'W/"page"' }]);
  });

  it("are not taken for another persona (but the session's answer is), nor once the page is old, nor from a page without them", () => {
    const answers: FirstAnswers = {
      userId: 'provider-1',
      answers: [
        { url: '/api/session', etag: null, body: { user: null } },
        { url: '/api/sync/jobs', etag: null, body: {} },
      ],
    };
    pageWith(answers);
    const other = { userId: 'provider-2', role: 'provider' } as const;
    expect(takeFirstAnswer('/api/sync/jobs', other, false, 10)).toBeUndefined();
    expect(takeFirstAnswer('/api/session', other, true, 10)).toMatchObject({ status: 200 });
    expect(takeFirstAnswer('/api/session', provider, true, 10)).toBeUndefined();
    expect(takeFirstAnswer('/api/sync/jobs', provider, false, 60_000)).toBeUndefined();
    expect(takeFirstAnswer('/api/sync/jobs', provider, false, 10)).toBeUndefined();

    resetFirstAnswers();
    vi.stubGlobal('document', { getElementById: () => null });
    expect(takeFirstAnswer('/api/session', provider, true, 10)).toBeUndefined();
  });
});

describe("the provider dashboard's page", () => {
  it("carries the answers of the session and of the dashboard's first pulls, at the URLs the device asks", async () => {
    const { SCREEN_MANIFEST } = await import('../../../shared/sync/screen-manifest');
    const FIRST_JOBS = SCREEN_MANIFEST['/provider-dashboard'].firstJobs;
    const { firstRequestUrls } = await import('../../../shared/sync/first-requests');
    const { jobUrl } = await import('./sync-jobs');
    expect(firstRequestUrls('/provider-dashboard', { id: 'provider-1', userType: 'provider' })).toEqual(
      (['session', ...FIRST_JOBS] as const).map((id) => jobUrl(id, provider)),
    );
    expect(firstRequestUrls('/provider-dashboard', { id: 'customer-1', userType: 'customer' })).toEqual([]);
  });
});
