import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Concurrent writes that must have exactly one winner. They prove most on PostgreSQL (PGlite runs
 * one statement at a time); RACE_TRIALS raises the count for `npm run fuzz`.
 */
const TRIALS = Number(process.env.RACE_TRIALS ?? 5);
const CONCURRENCY = 50;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rentals = async (toolId: string) =>
  (await t.as('admin-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-1' }))
    .json()
    .concat((await t.as('admin-1')({ method: 'GET', url: '/api/tool-rentals/customer/customer-2' })).json())
    .filter((r: { toolId: string; status: string }) => r.toolId === toolId && r.status === 'active');

describe('races', () => {
  it(`renting one tool ${CONCURRENCY} times at once: exactly one rental, ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENCY }, (_, i) =>
          t.as(i % 2 ? 'customer-1' : 'customer-2')({
            method: 'POST',
            url: '/api/tool-rentals',
            payload: { toolId: 'tool-jump-starter', customerId: i % 2 ? 'customer-1' : 'customer-2' },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(CONCURRENCY - 1);
      const active = await rentals('tool-jump-starter');
      expect(active).toHaveLength(1);
      const owner = active[0].customerId;
      const back = await t.as(owner)({ method: 'POST', url: `/api/tool-rentals/${active[0].id}/return` });
      expect(back.statusCode).toBe(200);
    }
  });

  it(`one Idempotency-Key sent ${CONCURRENCY} times at once applies once, ${TRIALS} trials`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const id = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: CONCURRENCY }, () =>
          t.as('customer-1')({
            method: 'POST',
            url: '/api/tool-rentals',
            headers: { 'idempotency-key': `race-${id}` },
            payload: { id, toolId: 'tool-steam-cleaner', customerId: 'customer-1' },
          }),
        ),
      );
      const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
      const replayed = answers.filter((a) => a.statusCode === 201 && a.headers['idempotent-replayed'] === 'true');
      const inFlight = answers.filter((a) => a.statusCode === 409);
      expect(fresh).toHaveLength(1);
      expect(fresh.length + replayed.length + inFlight.length).toBe(CONCURRENCY);
      for (const r of replayed) expect(r.json()).toEqual(fresh[0].json());
      for (const r of inFlight) expect(r.json().message).toMatch(/still being processed|already rented/);
      const active = await rentals('tool-steam-cleaner');
      expect(active.map((r: { id: string }) => r.id)).toEqual([id]);
      await t.as('customer-1')({ method: 'POST', url: `/api/tool-rentals/${id}/return` });
    }
  });
});
