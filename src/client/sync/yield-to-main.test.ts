import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachInSlices, yieldToMain } from './yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('resumes in a later task: work already queued runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});

describe('forEachInSlices', () => {
  it('yields whenever a slice has run its time, and not for a short list', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    let clock = 0;
    const seen: number[] = [];
    // Each item takes 4 ms: a 10 ms slice ends after every third item.
    await forEachInSlices([1, 2, 3, 4, 5, 6, 7], (n) => {
      seen.push(n);
      clock += 4;
    }, 10, () => clock);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(schedulerYield).toHaveBeenCalledTimes(2);

    schedulerYield.mockClear();
    await forEachInSlices([1, 2], () => (clock += 1), 10, () => clock);
    expect(schedulerYield).not.toHaveBeenCalled();
  });
});
