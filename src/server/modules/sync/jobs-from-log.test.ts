import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLocality } from '../../../shared/domain/localities';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bookingBody } from '../../../../tests/server/bookings-support';
import { deltaDevice, type DeltaAnswerBody } from '../../../../tests/server/delta-device';
import { openJobsPage } from '../bookings/open-jobs';
import { providerArea } from '../bookings/nearby';
import { pullNearbyJobs } from './jobs-delta';

let t: TestApp;
const PROVIDERS = ['provider-1', 'provider-2'] as const;
beforeAll(async () => {
  t = await createTestApp({ countQueriesPerRequest: true });
  const whitefield = matchLocality('Whitefield')!;
  // Both start from Whitefield; provider-2 travels further, so a job far from provider-1 is still
  // in some provider's area (a booking is taken only there: shared/domain/service-area.ts).
  for (const id of PROVIDERS) {
    const res = await t.as(id)({
      method: 'PATCH',
      url: `/api/provider-profile/${id}`,
      payload: { hourlyRateMin: 300, hourlyRateMax: 800, serviceRadius: id === 'provider-1' ? 10 : 25, baseLatitude: String(whitefield.lat), baseLongitude: String(whitefield.lng) },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

const PLACES = ['Whitefield', 'Marathahalli', 'Yelahanka', 'Koramangala', 'Whitefield, 560066'];
const book = async (location: string) => {
  const res = await t.as('customer-2')({ method: 'POST', url: '/api/bookings', payload: bookingBody({ customerId: 'customer-2', location, latitude: null, longitude: null }) });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

/** The whole scope as a first pull would give it: what a device that applied every delta must hold. */
async function wholeScope(providerId: string): Promise<string[]> {
  const area = await providerArea(t.app.db, providerId);
  const { bookings } = await openJobsPage(t.app.db, { area, notReleasedBy: providerId, now: new Date() });
  return bookings.map((b) => b.id).sort();
}

/** The same pull answered by the database query alone (no log), for the same cursor. */
async function fromDatabase(providerId: string, since: string | undefined): Promise<{ changes: string[]; removed: string[] }> {
  const area = await providerArea(t.app.db, providerId);
  const at = { epoch: t.app.versions.databaseEpoch, known: t.app.versions.newestCommitted() };
  const answer = await pullNearbyJobs(t.app.db, { id: providerId, userType: 'provider' }, area, at, since);
  return { changes: answer.changes.map((b) => b.id), removed: answer.removed.slice().sort() };
}

describe("a provider's jobs delta answered from the process's log of recent changes (ADR 043)", () => {
  it('gives the same rows as the database query, with no gap and no duplicate, over a run of mixed writes', async () => {
    const devices = PROVIDERS.map((id) => ({ id, pull: deltaDevice(t, id, '/api/sync/jobs'), held: new Set<string>(), cursor: undefined as string | undefined }));
    const apply = (d: (typeof devices)[number], answer: DeltaAnswerBody) => {
      if (answer.reset) d.held.clear();
      for (const job of answer.changes) d.held.add(job.id);
      for (const id of answer.removed) d.held.delete(id);
      d.cursor = answer.cursor;
    };
    for (const d of devices) apply(d, (await d.pull.pull()).answer!);

    const open: string[] = [];
    // A job a provider wins is sent to them in `changes` (it is theirs now), not in the open list.
    const won = new Set<string>();
    let fromMemory = 0;
    for (let step = 0; step < 24; step++) {
      // A mix of writes: new jobs near and far, a bid accepted (the job leaves), a cancellation.
      const kind = step % 4;
      if (kind === 3 && open.length) {
        const job = open.shift()!;
        const bid = await t.as('provider-1')({ method: 'POST', url: '/api/bids', payload: { bookingId: job, providerId: 'provider-1', bidAmount: '700', estimatedDuration: 60 } });
        expect(bid.statusCode).toBe(201);
        expect((await t.as('customer-2')({ method: 'PATCH', url: `/api/bids/${bid.json().id}/accept`, payload: {} })).statusCode).toBe(200);
        won.add(job);
      } else if (kind === 2 && open.length) {
        const job = open.pop()!;
        expect((await t.as('customer-2')({ method: 'POST', url: `/api/bookings/${job}/cancel`, payload: {} })).statusCode).toBe(200);
      } else {
        open.push(await book(PLACES[step % PLACES.length]));
      }

      // Both providers poll after every write; the first brings the log up to date, the second reads only memory.
      for (const [i, d] of devices.entries()) {
        const expected = await fromDatabase(d.id, d.cursor);
        const pulled = await d.pull.pull();
        if (pulled.status === 304) {
          expect(expected).toEqual({ changes: [], removed: [] });
          continue;
        }
        const answer = pulled.answer!;
        expect(answer.reset).toBe(false);
        expect({ changes: answer.changes.map((b) => b.id), removed: answer.removed.slice().sort() }).toEqual(expected);
        expect(new Set(answer.changes.map((b) => b.id)).size).toBe(answer.changes.length);
        if (i === 1) {
          expect(pulled.queries).toBe(0);
          fromMemory++;
        } else expect(pulled.queries).toBeLessThanOrEqual(1);
        apply(d, answer);
      }
      for (const d of devices) {
        const held = [...d.held].filter((id) => !(d.id === 'provider-1' && won.has(id)));
        expect(held.sort()).toEqual(await wholeScope(d.id));
      }
    }
    expect(fromMemory).toBeGreaterThan(5);
  });
});
