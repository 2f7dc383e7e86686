import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachInSlices, whenIdle, yieldToMain } from './yield-to-main';

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

describe('whenIdle', () => {
  it('runs the task in an idle callback with the given deadline, and cancels it', () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((cb: () => void, _opts: { timeout: number }) => callbacks.push(cb));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, 1500);
    expect(requestIdleCallback.mock.calls[0][1]).toEqual({ timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('falls back to a timeout where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const task = vi.fn();
      whenIdle(task, 2000);
      vi.advanceTimersByTime(99);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      whenIdle(cancelled, 2000)();
      vi.advanceTimersByTime(2000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
