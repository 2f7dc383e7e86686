import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler, type SchedulerClock } from './scheduler';

const clock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  random: () => 1, // upper edge of the jitter: delays are exact
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('Scheduler', () => {
  it('runs a task at once and then on its interval', async () => {
    const s = new Scheduler(clock);
    const run = vi.fn(async () => undefined);
    s.add({ key: 'bids', intervalMs: 5000, run });
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('does nothing while paused and runs every task at once when resumed', async () => {
    const s = new Scheduler(clock);
    const poll = vi.fn(async () => undefined);
    const once = vi.fn(async () => undefined);
    s.add({ key: 'poll', intervalMs: 5000, run: poll });
    s.add({ key: 'once', run: once });
    await flush();
    s.setActive(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    s.setActive(true);
    await flush();
    expect(poll).toHaveBeenCalledTimes(2);
    expect(once).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(once).toHaveBeenCalledTimes(2);
  });

  it('does not start tasks added while paused until resumed', async () => {
    const s = new Scheduler(clock, { active: false });
    const run = vi.fn(async () => undefined);
    s.add({ key: 'x', run });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
    s.setActive(true);
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('backs off exponentially after errors and recovers', async () => {
    const s = new Scheduler(clock, { baseBackoffMs: 1000, maxBackoffMs: 8000 });
    let fail = true;
    const run = vi.fn(async () => {
      if (fail) throw new Error('boom');
    });
    s.add({ key: 'services', run });
    await flush();
    const times: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 5; i++) {
      const before = run.mock.calls.length;
      while (run.mock.calls.length === before) await vi.advanceTimersByTimeAsync(100);
      times.push(Date.now() - start);
    }
    // 1 s, 2 s, 4 s, 8 s, 8 s (capped) after each failure.
    expect(times).toEqual([1000, 3000, 7000, 15000, 23000]);
    expect(s.state('services')?.failures).toBe(6);

    fail = false;
    await vi.advanceTimersByTimeAsync(8000);
    expect(s.state('services')?.failures).toBe(0);
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(calls); // a one-shot task stays quiet after success
  });

  it('jitters the back-off between half and the full delay', async () => {
    const s = new Scheduler({ ...clock, random: () => 0 }, { baseBackoffMs: 1000 });
    const run = vi.fn(async () => {
      throw new Error('boom');
    });
    s.add({ key: 'x', run });
    await flush();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("honours the server's Retry-After", async () => {
    const s = new Scheduler(clock);
    const run = vi.fn(async () => {
      throw Object.assign(new Error('429'), { status: 429, retryAfterMs: 30_000 });
    });
    s.add({ key: 'x', run });
    await flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not hammer a refusal (403) but keeps polling on the interval', async () => {
    const s = new Scheduler(clock);
    const run = vi.fn(async () => {
      throw Object.assign(new Error('403'), { status: 403 });
    });
    s.add({ key: 'once', run });
    s.add({ key: 'poll', intervalMs: 10_000, run });
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('skips a run requested while the same task is still running, and stops removed tasks', async () => {
    const s = new Scheduler(clock);
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    s.add({ key: 'x', intervalMs: 1000, run });
    s.runNow(['x']);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    s.remove('x');
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
