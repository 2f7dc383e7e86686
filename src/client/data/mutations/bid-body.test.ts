import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { db } from '../engine/db';
import { PLACE_BID_WRITE, bidBody } from './bid-body';
import { holdBid, takeHeldBids } from './held-bids';
import { placeBid, placeHeldBids, type BidJob } from './provider-job-mutations';

describe('PLACE_BID_WRITE', () => {
  it('is the route table’s placeBid, which the first view’s bid form does not import (ADR 111)', () => {
    expect(PLACE_BID_WRITE).toEqual({ method: apiRoutes.placeBid.method, url: apiUrl(apiRoutes.placeBid) });
  });
});

describe('bidBody', () => {
  it('writes the amount in its wire form and the note trimmed or null; the id only when given', () => {
    expect(bidBody('b-1', 'p-1', { bidAmount: '455.5', estimatedDuration: 50, message: '  hi ' }, 'id-1')).toEqual({
      bookingId: 'b-1',
      providerId: 'p-1',
      bidAmount: '455.50',
      estimatedDuration: 50,
      message: 'hi',
      id: 'id-1',
    });
    expect(bidBody('b-1', 'p-1', { bidAmount: '300', estimatedDuration: 5, message: ' ' })).toEqual({
      bookingId: 'b-1',
      providerId: 'p-1',
      bidAmount: '300.00',
      estimatedDuration: 5,
      message: null,
    });
  });
});

describe('a bid handed over by the first view', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const items = new Map<string, string>();
  const job: BidJob = { id: 'b-1', status: 'pending', location: 'HSR Layout', services: [{ name: 'Basic Wash' }] };
  const provider = { id: 'provider-1', name: 'Ravi Kumar' };
  const PAGE = 1234.5;

  beforeEach(async () => {
    items.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url, init) => {
      // The server's row: the optimistic one, as the device wrote it before sending.
      const body = JSON.parse(String(init!.body)) as { id: string };
      return new Response(JSON.stringify(await db.bids.get(body.id)), { status: 201, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes through placeBid once, with the form’s Idempotency-Key, bid id and body', async () => {
    const body = bidBody('b-1', 'provider-1', { bidAmount: '512.5', estimatedDuration: 45, message: null }, 'bid-from-the-form');
    holdBid({ key: 'key-from-the-form', body: { ...body, id: 'bid-from-the-form' }, job: { status: 'pending', location: 'HSR Layout', services: ['Basic Wash'] } });

    await placeHeldBids(provider, [job], PAGE);
    await placeHeldBids(provider, [job], PAGE);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bids');
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('key-from-the-form');
    // Byte for byte what the form sent: the server hashes it with the key.
    expect(init!.body).toBe(JSON.stringify(body));
    expect(takeHeldBids('provider-1', PAGE)).toEqual([]);
    expect((await db.bids.get('bid-from-the-form'))?.bidAmount).toBe('512.50');
  });

  it('is left to the form while this page’s form is still sending it', async () => {
    const body = bidBody('b-1', 'provider-1', { bidAmount: '400', estimatedDuration: 60 }, 'bid-2');
    holdBid({ key: 'k-2', body: { ...body, id: 'bid-2' }, job: { status: 'pending', location: 'HSR Layout', services: [] }, sendingIn: PAGE });
    await placeHeldBids(provider, [job], PAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is placed on the job as the form knew it when the device does not hold it', async () => {
    const body = bidBody('b-gone', 'provider-1', { bidAmount: '400', estimatedDuration: 60 }, 'bid-3');
    holdBid({ key: 'k-3', body: { ...body, id: 'bid-3' }, job: { status: 'pending', location: 'Indiranagar', services: ['Basic Wash'] } });
    await placeHeldBids(provider, [], PAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ bookingId: 'b-gone', id: 'bid-3' });
    expect(await db.pendingMutations.count()).toBe(0);
  });

  it('leaves a bid placed in the app unchanged: a new key and id each time', async () => {
    await placeBid(job, provider, { bidAmount: '300', estimatedDuration: 30, message: null });
    const [, init] = fetchMock.mock.calls[0]!;
    const sent = JSON.parse(String(init!.body)) as { id: string };
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
