import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_CODE_MAX_ATTEMPTS, START_CODE_WRONG_MESSAGE } from '../../../shared/domain/start-code';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../../tests/server/test-app';
import { allowEarlyStarts, bookingBody, startCodeOf } from '../../../../tests/server/bookings-support';
import { newStartCode } from './start-code';

/** RACE_TRIALS raises the number of fresh bookings raced for `npm run fuzz`. */
const TRIALS = Number(process.env.RACE_TRIALS ?? 1);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await allowEarlyStarts(t.app);
});
afterAll(async () => t?.close());

const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const start = (as: string, id: string, code: string, headers: Record<string, string> = {}) =>
  t.as(as)({ method: 'POST', url: `/api/bookings/${id}/start`, payload: { code }, headers });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A booking created, bid on by provider-2 and accepted by customer-1 through the API. */
async function acceptedBooking(): Promise<{ id: string; acceptAnswer: Record<string, unknown> }> {
  const created = await t.as('customer-1')({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const bid = await t.as('provider-2')({
    method: 'POST',
    url: '/api/bids',
    payload: { bookingId: id, providerId: 'provider-2', bidAmount: '500', estimatedDuration: 60 },
  });
  expect(bid.statusCode, bid.body).toBe(201);
  const accepted = await t.as('customer-1')({ method: 'PATCH', url: `/api/bids/${bid.json().id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id, acceptAnswer: accepted.json().booking };
}

describe('start code', () => {
  it('is made on acceptance and shown to the customer only, never to the provider or the admin', async () => {
    const { id, acceptAnswer } = await acceptedBooking();
    const { code } = await startCodeOf(t.app, id);
    expect(code).toMatch(/^\d{4}$/);
    expect(acceptAnswer.startCode).toBe(code);

    const mine = await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` });
    expect(mine.json().startCode).toBe(code);
    const list = await t.as('customer-1')({ method: 'GET', url: '/api/bookings/customer/customer-1' });
    expect(list.json().find((b: { id: string }) => b.id === id).startCode).toBe(code);

    for (const [as, url] of [
      ['provider-2', `/api/bookings/${id}`],
      ['provider-2', '/api/bookings/provider/provider-2'],
      ['admin-1', `/api/bookings/${id}`],
      ['admin-1', '/api/bookings'],
      ['admin-1', '/api/bookings/customer/customer-1'],
    ]) {
      const res = await t.as(as)({ method: 'GET', url });
      expect(res.statusCode, `${as} ${url}`).toBe(200);
      expect(res.body, `${as} ${url}`).not.toContain(`"startCode":"${code}"`);
    }
  });

  it('refuses a wrong code with 422 and changes nothing; the right one starts the job', async () => {
    const { id } = await acceptedBooking();
    const { code } = await startCodeOf(t.app, id);
    const wrong = await start('provider-2', id, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(START_CODE_WRONG_MESSAGE);
    expect((await rowOf(id)).status).toBe('confirmed');
    expect((await rowOf(id)).startAttempts).toBe(1);

    expect((await start('provider-2', id, 'abcd')).statusCode).toBe(400);
    const started = await start('provider-2', id, code);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', startCode: null });
    expect((await rowOf(id)).startAttempts).toBe(0);
    // Once started, the customer no longer sees a code to share.
    expect((await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` })).json().startCode).toBeNull();
  });

  it(`locks starting for 15 minutes after ${START_CODE_MAX_ATTEMPTS} wrong codes, and tells the customer`, async () => {
    const { id } = await acceptedBooking();
    const { code } = await startCodeOf(t.app, id);
    const before = Date.now();
    for (let i = 0; i < START_CODE_MAX_ATTEMPTS; i++) {
      expect((await start('provider-2', id, wrongCodeFor(code))).statusCode).toBe(422);
    }
    const locked = await start('provider-2', id, code);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/^Too many wrong codes: starting this job is locked until \d{1,2}:\d{2} [AP]M$/);
    const row = await rowOf(id);
    expect(row.status).toBe('confirmed');
    const lockMs = row.startLockedUntil!.getTime() - before;
    expect(lockMs).toBeGreaterThanOrEqual(15 * 60_000 - 1_000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60_000 + 60_000);

    const seen = await t.as('customer-1')({ method: 'GET', url: `/api/bookings/${id}` });
    expect(seen.json().startLockedUntil).toBe(row.startLockedUntil!.toISOString());

    // When the lock has passed, the right code starts the job.
    await t.app.db.update(bookings).set({ startLockedUntil: new Date(Date.now() - 1000) }).where(eq(bookings.id, id));
    expect((await start('provider-2', id, code)).statusCode).toBe(200);
  });

  it('a replayed start with a wrong code is refused each time and never applied', async () => {
    const { id } = await acceptedBooking();
    const { code } = await startCodeOf(t.app, id);
    const key = { 'idempotency-key': crypto.randomUUID() };
    expect((await start('provider-2', id, wrongCodeFor(code), key)).statusCode).toBe(422);
    expect((await start('provider-2', id, wrongCodeFor(code), key)).statusCode).toBe(422);
    expect((await rowOf(id)).status).toBe('confirmed');
  });

  it(`lets exactly one of two simultaneous starts win, ${TRIALS} trials`, { timeout: 30_000 + TRIALS * 5_000 }, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { id } = await acceptedBooking();
      const { code } = await startCodeOf(t.app, id);
      const answers = await Promise.all([start('provider-2', id, code), start('provider-2', id, code)]);
      expect(answers.map((a) => a.statusCode).sort(), `trial ${trial}`).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('Cannot start this booking: it is in progress');
      expect((await rowOf(id)).status).toBe('in_progress');
    }
  });

  it('codes come from the whole range', () => {
    const codes = new Set(Array.from({ length: 2000 }, newStartCode));
    for (const c of codes) expect(c).toMatch(/^\d{4}$/);
    // 2000 draws from 10,000 values: far more than 1,500 distinct unless the source is broken.
    expect(codes.size).toBeGreaterThan(1500);
  });
});
