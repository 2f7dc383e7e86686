import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { allowEarlyStarts, bookingBody, startCodeOf } from '../../../../tests/server/bookings-support';

let t: TestApp;
let phoneOf: Map<string, string | null>;
beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
  phoneOf = new Map((await t.app.db.select({ id: users.id, phone: users.phone }).from(users)).map((u) => [u.id, u.phone]));
});
afterAll(async () => t?.close());

type Sides = { customer: { phone?: string | null }; provider: { phone?: string | null } | null };
/**
 * The phones each reader sees on the booking, through its own answer, its person's sync pull and
 * their lists (a device keeps whichever answer it applied last, so they must agree).
 */
async function phonesSeen(as: string, id: string, syncUrl: string): Promise<{ customer: string | null; provider: string | null }[]> {
  const one = await t.as(as)({ method: 'GET', url: `/api/bookings/${id}` });
  expect(one.statusCode, `${as} ${one.body}`).toBe(200);
  const pulled = await t.as(as)({ method: 'GET', url: syncUrl });
  expect(pulled.statusCode, `${as} ${pulled.body}`).toBe(200);
  const inPull = (pulled.json().changes as (Sides & { id: string })[]).find((b) => b.id === id);
  expect(inPull, `${as}'s pull holds the booking`).toBeDefined();
  const side = as.startsWith('provider') ? 'provider' : 'customer';
  const inLists: Sides[] = [];
  for (const url of [`/api/bookings/${side}/${as}`, `/api/history/${side}/${as}`]) {
    const list = await t.as(as)({ method: 'GET', url });
    expect(list.statusCode, `${url} ${list.body}`).toBe(200);
    const row = (list.json() as (Sides & { id: string })[]).find((b) => b.id === id);
    expect(row, `${url} holds the booking`).toBeDefined();
    inLists.push(row!);
  }
  return [one.json() as Sides, inPull!, ...inLists].map((b) => ({ customer: b.customer.phone ?? null, provider: b.provider?.phone ?? null }));
}

describe('contact during a job', () => {
  it("shows each side the other's number from acceptance until completion, and nobody else ever", async () => {
    const created = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // A pull from no cursor answers the person's whole scope.
    const pull = '/api/sync/bookings';

    // Before acceptance: the customer has no provider, the bidding provider sees no number.
    for (const seen of await phonesSeen('customer-1', id, pull)) expect(seen).toEqual({ customer: null, provider: null });
    const pending = await t.as('provider-2')({ method: 'GET', url: '/api/bookings/pending' });
    for (const b of pending.json() as Sides[]) expect(b.customer.phone ?? null).toBeNull();

    const bid = await t.as('provider-2')({ method: 'POST', url: '/api/bids', payload: { bookingId: id, providerId: 'provider-2', bidAmount: '500', estimatedDuration: 60 } });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${bid.json().id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The accept answer itself already carries the provider's number for the customer.
    expect(accepted.json().booking.provider.phone).toBe(phoneOf.get('provider-2'));

    const whileInHand = async () => {
      for (const seen of await phonesSeen('customer-1', id, pull)) expect(seen).toEqual({ customer: null, provider: phoneOf.get('provider-2') });
      for (const seen of await phonesSeen('provider-2', id, pull)) expect(seen).toEqual({ customer: phoneOf.get('customer-1'), provider: null });
      // The operator's lists and another provider carry no number.
      const admin = await t.as('admin-1')({ method: 'GET', url: `/api/bookings/${id}` });
      expect([admin.json().customer.phone ?? null, admin.json().provider.phone ?? null]).toEqual([null, null]);
      const other = await t.as('provider-1')({ method: 'GET', url: `/api/bookings/${id}` });
      if (other.statusCode === 200) expect([other.json().customer.phone ?? null, other.json().provider?.phone ?? null]).toEqual([null, null]);
    };
    await whileInHand();

    const { code } = await startCodeOf(t.app, id);
    const started = await t.as('provider-2')({ method: 'POST', url: `/api/bookings/${id}/start`, payload: { code } });
    expect(started.statusCode, started.body).toBe(200);
    await whileInHand();

    // Completed (the photo step is another file's): the window closes for both.
    await t.app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    for (const seen of await phonesSeen('customer-1', id, pull)) expect(seen).toEqual({ customer: null, provider: null });
    for (const seen of await phonesSeen('provider-2', id, pull)) expect(seen).toEqual({ customer: null, provider: null });
  });
});
