import { describe, expect, it } from 'vitest';
import { runCity } from '../../bench/city/run-city';
import { figuresOf } from '../../bench/city/report-city';

// `npm run bench:city -- --smoke`: two server processes on a throw-away PostgreSQL database (and
// Redis when reachable), 100 providers and 100 customers polling as the app does while the city
// writes, then a quiet spell. Only the protocol is judged here, never speed: unchanged polls are
// 304s that sent no statement, and every write reached the devices it concerns through either
// process within one poll. It runs once, in the PostgreSQL project (TEST_DATABASE=postgres).
describe.skipIf(!process.env.DATABASE_URL || process.env.TEST_DATABASE !== 'postgres')('city bench smoke', () => {
  it('polls and writes across two processes: unchanged polls are 304 with no statement, no write is missed', async () => {
    const run = await runCity({ smoke: true }, () => undefined);
    const figures = figuresOf(run);
    const { providers, customers, writes } = run.load;
    for (const side of [providers, customers]) {
      expect(side.steady.errors).toBe(0);
      expect(side.steady.other).toEqual({});
      expect(side.steady.uncounted).toBe(0);
      expect(side.steady.ok).toBeGreaterThan(0);
      // The quiet spell at the end gives every collection unchanged polls.
      expect(side.steady.notModified).toBeGreaterThan(0);
      expect(side.steady.max304Queries).toBe(0);
    }
    expect(writes.done.booking).toBeGreaterThan(0);
    expect(writes.done.bid).toBeGreaterThan(0);
    expect(writes.done.accept).toBeGreaterThan(0);
    expect(writes.refused).toEqual({});
    // New jobs reached nearby providers, new bids their customers, through either process.
    expect(providers.steady.deliveries).toBeGreaterThan(0);
    expect(customers.steady.deliveries).toBeGreaterThan(0);
    expect(providers.steady.deliveredByOtherProcess).toBeGreaterThan(0);
    expect(customers.steady.deliveredByOtherProcess).toBeGreaterThan(0);
    expect(figures.missed).toBe(0);
    expect(run.processes).toBe(2);
  }, 300_000);
});
