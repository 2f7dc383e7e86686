import type { BidBody } from './bid-body';

/**
 * Bids the first view's bid form (ADR 111) hands to the app: a bid whose send failed or whose
 * answer is unknown, kept in localStorage (the form loads no Dexie) until the app puts it through
 * its own write path (placeBid, with the same Idempotency-Key and bid id, so the server applies it
 * once). Each is written once and taken once.
 */
export const HELD_BIDS_KEY = 'gaadicare.held-bids';
/** Told on window when a bid has been handed over while the app may already be running. */
export const HELD_BID_EVENT = 'gaadicare:held-bid';

export interface HeldBid {
  /** The Idempotency-Key the form sent it with. */
  key: string;
  body: BidBody & { id: string };
  /** The job, as the form knew it: for the change's label when the device does not hold it. */
  job: { status: string; location: string; services: string[] };
  /**
   * The page whose form is sending it (performance.timeOrigin): that page's app leaves it to the
   * form until the form hands it over; a bid held by a page that closed mid-send is taken at once.
   */
  sendingIn?: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(store: Store): HeldBid[] {
  try {
    const list = JSON.parse(store.getItem(HELD_BIDS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as HeldBid[]) : [];
  } catch {
    return [];
  }
}

function write(store: Store, list: HeldBid[]): void {
  if (list.length === 0) store.removeItem(HELD_BIDS_KEY);
  else store.setItem(HELD_BIDS_KEY, JSON.stringify(list));
}

/** Keeps a bid (replacing one with the same key). */
export function holdBid(bid: HeldBid, store: Store = localStorage): void {
  write(store, [...read(store).filter((b) => b.key !== bid.key), bid]);
}

/** The bid was answered: nothing to hand over. */
export function releaseHeldBid(key: string, store: Store = localStorage): void {
  write(store, read(store).filter((b) => b.key !== key));
}

/** The form is done with it (it failed or its answer is unknown): the app may take it now. */
export function handOverHeldBid(key: string, store: Store = localStorage): void {
  write(
    store,
    read(store).map((b) => (b.key === key ? { ...b, sendingIn: undefined } : b)),
  );
}

/**
 * Takes this provider's held bids, once: they leave the store as they are returned. Those this
 * page's form is still sending (`page`) stay until it hands them over.
 */
export function takeHeldBids(providerId: string, page: number, store: Store = localStorage): HeldBid[] {
  const list = read(store);
  const taken = list.filter((b) => b.body.providerId === providerId && b.sendingIn !== page);
  if (taken.length > 0) write(store, list.filter((b) => !taken.includes(b)));
  return taken;
}
