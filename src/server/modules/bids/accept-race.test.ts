import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { bids, bookings } from '../../db/schema';
import { insertBid, insertBooking, insertProviders } from '../../../../tests/server/bid-fixtures';

/** RACE_TRIALS raises the number of fresh bookings raced for `npm run fuzz`. */
const TRIALS = Number(process.env.RACE_TRIALS ?? 1);
const BIDDERS = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('bids: concurrent acceptance', () => {
  it(`lets exactly one of ${BIDDERS} simultaneous accepts on one booking win, ${TRIALS} trials`, { timeout: 30_000 + TRIALS * 15_000 }, async () => {
    const providers = await insertProviders(t.app, BIDDERS);
    await t.cookieFor('customer-1');
    for (let trial = 0; trial < TRIALS; trial++) {
      const bookingId = await insertBooking(t.app, { customerId: 'customer-1' });
      const bidIds: string[] = [];
      for (const [i, providerId] of providers.entries()) {
        bidIds.push(await insertBid(t.app, { bookingId, providerId, amountPaise: 40000 + i * 100 }));
      }

      const answers = await Promise.all(
        bidIds.map((id) => t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${id}/accept` })),
      );
      const won = answers.filter((a) => a.statusCode === 200);
      const lost = answers.filter((a) => a.statusCode === 409);
      expect(won, `trial ${trial}`).toHaveLength(1);
      expect(lost, `trial ${trial}`).toHaveLength(BIDDERS - 1);
      for (const a of lost) expect(a.json().message).toBe('This booking already has an accepted bid');

      const winner = won[0].json().bid;
      const rows = await t.app.db.select().from(bids).where(eq(bids.bookingId, bookingId));
      expect(rows.filter((b) => b.status === 'accepted').map((b) => b.id)).toEqual([winner.id]);
      expect(rows.filter((b) => b.status === 'rejected')).toHaveLength(BIDDERS - 1);
      const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(booking.status).toBe('confirmed');
      expect(booking.selectedProviderId).toBe(winner.providerId);
      const winnerRow = rows.find((b) => b.id === winner.id)!;
      expect(booking).toMatchObject({ subtotalPaise: winnerRow.amountPaise, totalPaise: winnerRow.totalPaise, providerPaise: winnerRow.providerPaise });
    }
  });
});
