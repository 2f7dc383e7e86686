import { describe, expect, it } from 'vitest';
import { classifyReplay, retryDelay } from './replay-classifier';

describe('classifyReplay', () => {
  it('treats 2xx as done', () => {
    for (const status of [200, 201, 202, 204]) expect(classifyReplay({ status })).toEqual({ kind: 'done' });
  });

  it('keeps and retries on no answer, 408, 429 and 5xx', () => {
    expect(classifyReplay({ networkError: true })).toEqual({ kind: 'retry', retryAfterMs: null });
    for (const status of [408, 429, 500, 502, 503, 504]) expect(classifyReplay({ status }).kind).toBe('retry');
    expect(classifyReplay({ status: 429, retryAfterMs: 7000 })).toEqual({ kind: 'retry', retryAfterMs: 7000 });
  });

  it('keeps and reports 401 (made as another persona)', () => {
    expect(classifyReplay({ status: 401 })).toEqual({ kind: 'blocked' });
  });

  it('rejects 403: the persona it was made as is not allowed, so it will never be', () => {
    expect(classifyReplay({ status: 403 })).toEqual({ kind: 'rejected' });
  });

  it('rejects other 4xx, but retries a 409 that asks to come back later (first attempt still running)', () => {
    for (const status of [400, 404, 409, 413, 422]) expect(classifyReplay({ status })).toEqual({ kind: 'rejected' });
    expect(classifyReplay({ status: 409, retryAfterMs: 1000 }).kind).toBe('retry');
  });

});

describe('retryDelay', () => {
  it('doubles per attempt up to the cap, jittered between half and full', () => {
    expect(retryDelay(1, null, () => 1)).toBe(2000);
    expect(retryDelay(2, null, () => 1)).toBe(4000);
    expect(retryDelay(2, null, () => 0)).toBe(2000);
    expect(retryDelay(20, null, () => 1)).toBe(300_000);
  });
  it('uses Retry-After when given (capped)', () => {
    expect(retryDelay(1, 12_000, () => 0)).toBe(12_000);
    expect(retryDelay(1, 10_000_000, () => 0)).toBe(300_000);
  });
});
