import { describe, expect, it } from 'vitest';
import { HELD_BIDS_KEY, handOverHeldBid, holdBid, releaseHeldBid, takeHeldBids, type HeldBid } from './held-bids';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const held = (key: string, providerId = 'provider-1', sendingIn?: number): HeldBid => ({
  key,
  body: { bookingId: `b-${key}`, providerId, bidAmount: '400.00', estimatedDuration: 60, message: null, id: `id-${key}` },
  job: { status: 'pending', location: 'HSR Layout', services: ['Basic Wash'] },
  sendingIn,
});

describe('bids held for the app (ADR 111)', () => {
  it('are taken once: written once, returned once, gone from the store', () => {
    const store = memoryStore();
    holdBid(held('k1'), store);
    holdBid(held('k1'), store);
    expect(takeHeldBids('provider-1', 1, store).map((b) => b.key)).toEqual(['k1']);
    expect(takeHeldBids('provider-1', 1, store)).toEqual([]);
    expect(store.items.has(HELD_BIDS_KEY)).toBe(false);
  });

  it('leave a bid this page’s form is still sending until it hands it over; a page that closed mid-send leaves it to the next', () => {
    const store = memoryStore();
    holdBid(held('k1', 'provider-1', 111), store);
    holdBid(held('k2', 'provider-1', 99), store);
    expect(takeHeldBids('provider-1', 111, store).map((b) => b.key)).toEqual(['k2']);
    handOverHeldBid('k1', store);
    expect(takeHeldBids('provider-1', 111, store).map((b) => b.key)).toEqual(['k1']);
  });

  it('are released when the form had a final answer, and kept apart by provider', () => {
    const store = memoryStore();
    holdBid(held('k1'), store);
    holdBid(held('k2', 'provider-2'), store);
    releaseHeldBid('k1', store);
    expect(takeHeldBids('provider-1', 1, store)).toEqual([]);
    expect(takeHeldBids('provider-2', 1, store).map((b) => b.key)).toEqual(['k2']);
  });

  it('read an unreadable store as empty', () => {
    const store = memoryStore();
    store.setItem(HELD_BIDS_KEY, '{not json');
    expect(takeHeldBids('provider-1', 1, store)).toEqual([]);
  });
});
